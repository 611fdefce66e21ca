import type { AuthSession, User } from '@navalha/core/contracts/auth';

export const client: User = {
  id: 'user-client',
  name: 'Ana Souza',
  email: 'ana@exemplo.com.br',
  role: 'CLIENT',
  phone: null,
  avatarUrl: null,
  isVerified: true,
};

export const barber: User = { ...client, id: 'user-barber', name: 'Bruno Lima', role: 'BARBER' };
export const admin: User = { ...client, id: 'user-admin', name: 'Carla Dias', role: 'ADMIN' };
export const owner: User = { ...client, id: 'user-owner', name: 'Davi Rocha', role: 'OWNER' };
export const reception: User = {
  ...client,
  id: 'user-reception',
  name: 'Renata Recepção',
  role: 'RECEPTION',
};

/** The platform's operator ('Plataforma', issue 20 §1): no shop. */
export const operator: User = {
  ...client,
  id: 'user-operator',
  name: 'Plataforma',
  role: 'OPERATOR',
};

export function sessionFor(user: User, accessToken = `token-${user.id}`): AuthSession {
  return { accessToken, user };
}

/** Puts a session in the cookies the way a previous visit left it. */
export function storeSessionCookies(user: User, accessToken = `token-${user.id}`): void {
  document.cookie = `access_token=${encodeURIComponent(accessToken)}; Path=/`;
  document.cookie = `user_data=${encodeURIComponent(JSON.stringify(user))}; Path=/`;
}

export function readCookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const index = part.indexOf('=');
        return [part.slice(0, index), decodeURIComponent(part.slice(index + 1))];
      }),
  );
}

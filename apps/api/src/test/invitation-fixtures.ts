import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** The password the invited people of the tests choose (the sign-up rules). */
export const INVITEE_PASSWORD = 'Convite@123';

export interface JoinedStaff {
  /** The new account, as the admin screens list it. */
  member: { id: string; name: string; email: string; role: string; isActive: boolean };
  password: string;
  accessToken: string;
}

/** The link's token, from the url an invitation answer carries. */
export function tokenOf(url: string): string {
  const token = new URL(url).searchParams.get('token');
  if (!token) throw new Error(`no token in ${url}`);
  return token;
}

/**
 * Staff who joined the way people join now: `inviter` invites them, they accept the link with
 * their own password and are signed in.
 */
export async function joinByInvitation(
  app: FastifyInstance,
  inviter: { headers: { authorization: string } },
  person: { name: string; email: string; phone?: string; role: 'BARBER' | 'ADMIN' | 'RECEPTION' },
): Promise<JoinedStaff> {
  const invited = await app.inject({
    method: 'POST',
    url: '/api/admin/invitations',
    headers: inviter.headers,
    payload: person,
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await app.inject({
    method: 'POST',
    url: `/api/invitations/${tokenOf(invited.json().url)}/accept`,
    payload: { password: INVITEE_PASSWORD, confirmPassword: INVITEE_PASSWORD },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const { user, accessToken } = accepted.json();
  return {
    member: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      isActive: true,
    },
    password: INVITEE_PASSWORD,
    accessToken,
  };
}

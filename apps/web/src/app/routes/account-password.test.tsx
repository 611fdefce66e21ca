import type { Profile } from '@navalha/core/contracts/account';
import { passwordMessages } from '@navalha/core/domain/auth/password-forms';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubApi } from '../../test/api-stub';
import { barber, client, readCookies, sessionFor, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

function profileOf(user: typeof client, overrides: Partial<Profile> = {}): Profile {
  return {
    ...user,
    hasPassword: true,
    emailDelivery: true,
    birthDate: null,
    postalCode: null,
    street: null,
    houseNumber: null,
    complement: null,
    neighborhood: null,
    city: null,
    state: null,
    country: null,
    biography: null,
    ...overrides,
  };
}

async function openChangePassword(handlers: Parameters<typeof stubApi>[0], user = barber) {
  storeSessionCookies(user);
  const api = stubApi({ 'GET /api/users/me': () => json(200, profileOf(user)), ...handlers });
  const app = await renderApp('/account/password');
  await screen.findByRole('heading', { name: 'Alterar senha' });
  await screen.findByLabelText('Senha atual', { selector: 'input' });
  return { app, api };
}

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe("/account/password ('Alterar senha')", () => {
  it('changes the password and keeps this device signed in with its new session', async () => {
    const { app, api } = await openChangePassword({
      'POST /api/users/me/password': () => json(200, sessionFor(barber, 'token-depois')),
    });
    await app.user.type(input('Senha atual'), 'Antiga@123');
    await app.user.type(input('Nova senha'), 'Nova@1234');
    await app.user.type(input('Confirmar nova senha'), 'Nova@1234');
    await app.user.click(screen.getByRole('button', { name: 'Alterar senha' }));

    expect(await screen.findByText(passwordMessages.changed)).toBeVisible();
    expect(api.to('POST /api/users/me/password')[0]?.body).toEqual({
      currentPassword: 'Antiga@123',
      newPassword: 'Nova@1234',
    });
    expect(readCookies().access_token).toBe('token-depois');
    expect(app.location()).toBe('/account/password');
    expect(input('Senha atual')).toHaveValue('');
  });

  it('puts a wrong current password on its field, and keeps the session', async () => {
    const { app } = await openChangePassword({
      'POST /api/users/me/password': () =>
        apiError(400, 'VALIDATION_ERROR', passwordMessages.currentWrong, 'currentPassword'),
    });
    await app.user.type(input('Senha atual'), 'Errada@123');
    await app.user.type(input('Nova senha'), 'Nova@1234');
    await app.user.type(input('Confirmar nova senha'), 'Nova@1234');
    await app.user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    await screen.findByText(passwordMessages.currentWrong);
    expect(input('Senha atual')).toHaveAccessibleDescription(passwordMessages.currentWrong);
    expect(readCookies().access_token).toBe(`token-${barber.id}`);
  });

  it('checks the sign-up rules and the repetition before calling the API', async () => {
    const { app, api } = await openChangePassword({});
    await app.user.type(input('Senha atual'), 'Antiga@123');
    await app.user.type(input('Nova senha'), 'fraca');
    await app.user.type(input('Confirmar nova senha'), 'outra');
    await app.user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(input('Nova senha')).toHaveAccessibleDescription(
      'A senha deve ter no mínimo 6 caracteres',
    );
    expect(input('Confirmar nova senha')).toHaveAccessibleDescription('As senhas não coincidem');
    expect(api.to('POST /api/users/me/password')).toHaveLength(0);
  });

  it('tells an account with no password (Google only) how to create one', async () => {
    storeSessionCookies(client);
    stubApi({ 'GET /api/users/me': () => json(200, profileOf(client, { hasPassword: false })) });
    await renderApp('/account/password');
    expect(await screen.findByText(passwordMessages.noPassword)).toBeVisible();
    expect(screen.queryByLabelText('Senha atual', { selector: 'input' })).toBeNull();
  });
});

describe('the e-mail confirmation in Conta', () => {
  const unconfirmed = { ...client, isVerified: false };

  it("shows an unconfirmed e-mail with 'Reenviar e-mail'", async () => {
    storeSessionCookies(unconfirmed);
    const api = stubApi({
      'GET /api/auth/me': () => json(200, unconfirmed),
      'GET /api/users/me': () => json(200, profileOf(unconfirmed)),
      'POST /api/users/me/email-confirmation': () => json(200, { sentTo: client.email }),
    });
    const app = await renderApp('/account');
    expect(await screen.findByText('E-mail não confirmado')).toBeVisible();
    await app.user.click(await screen.findByRole('button', { name: 'Reenviar e-mail' }));
    expect(await screen.findByText(passwordMessages.confirmationSent)).toBeVisible();
    expect(api.to('POST /api/users/me/email-confirmation')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Alterar senha' })).toHaveAttribute(
      'href',
      '/account/password',
    );
  });

  it('says the shop sends no e-mail instead of offering to resend', async () => {
    storeSessionCookies(unconfirmed);
    stubApi({
      'GET /api/auth/me': () => json(200, unconfirmed),
      'GET /api/users/me': () => json(200, profileOf(unconfirmed, { emailDelivery: false })),
    });
    await renderApp('/account');
    expect(await screen.findByText(passwordMessages.emailUnavailable)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reenviar e-mail' })).toBeNull();
  });

  it('shows a confirmed e-mail, asking nothing more', async () => {
    storeSessionCookies(client);
    const api = stubApi({ 'GET /api/auth/me': () => json(200, client) });
    await renderApp('/account');
    expect(await screen.findByText('E-mail confirmado')).toBeVisible();
    expect(api.to('GET /api/users/me')).toHaveLength(0);
  });
});

import { passwordMessages } from '@navalha/core/domain/auth/password-forms';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubApi } from '../../../test/api-stub';
import { barber, readCookies, sessionFor } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const TOKEN = 'a'.repeat(43);

describe("'Esqueceu a senha?' (/esqueci-senha)", () => {
  async function ask(email: string) {
    const app = await renderApp('/esqueci-senha');
    await screen.findByRole('heading', { name: 'Esqueceu a senha?' });
    await app.user.type(screen.getByLabelText('Email'), email);
    await app.user.click(screen.getByRole('button', { name: 'Enviar link' }));
    return app;
  }

  it('says a link was sent if the account exists, whatever the address', async () => {
    const api = stubApi({
      'POST /api/auth/password/forgot': () => json(200, { delivery: 'email' }),
    });
    await ask(' Joana@Exemplo.com ');
    expect(await screen.findByText(passwordMessages.forgotSent)).toBeVisible();
    expect(api.to('POST /api/auth/password/forgot')[0]?.body).toEqual({
      email: 'joana@exemplo.com',
    });
  });

  it('says to ask the shop when the shop sends no e-mail', async () => {
    stubApi({ 'POST /api/auth/password/forgot': () => json(200, { delivery: 'shop' }) });
    await ask('joana@exemplo.com');
    expect(await screen.findByText(passwordMessages.forgotAskShop)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar para entrar' })).toHaveAttribute(
      'href',
      '/signin',
    );
  });

  it('checks the address before calling the API, and shows a rate limit', async () => {
    const api = stubApi({
      'POST /api/auth/password/forgot': () =>
        apiError(429, 'RATE_LIMITED', 'Muitas tentativas. Aguarde um momento.'),
    });
    const app = await ask('joana@');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email inválido');
    expect(api.requests).toHaveLength(0);
    await app.user.clear(screen.getByLabelText('Email'));
    await app.user.type(screen.getByLabelText('Email'), 'joana@exemplo.com');
    await app.user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText('Muitas tentativas. Aguarde um momento.')).toBeVisible();
  });
});

describe('the reset link page (/redefinir-senha)', () => {
  it('sets the new password twice, signs in and lands in the area of the role', async () => {
    const api = stubApi({
      'POST /api/auth/password/reset/check': () => json(200, { email: 'bruno@navalha.dev' }),
      'POST /api/auth/password/reset': () => json(200, sessionFor(barber, 'token-novo')),
    });
    const app = await renderApp(`/redefinir-senha?token=${TOKEN}`);
    expect(await screen.findByText('bruno@navalha.dev')).toBeVisible();

    await app.user.type(screen.getByLabelText('Nova senha'), 'Nova@1234');
    await app.user.type(screen.getByLabelText('Confirmar nova senha'), 'Nova@1235');
    await app.user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(screen.getByLabelText('Confirmar nova senha')).toHaveAccessibleDescription(
      'As senhas não coincidem',
    );
    expect(api.to('POST /api/auth/password/reset')).toHaveLength(0);

    await app.user.clear(screen.getByLabelText('Confirmar nova senha'));
    await app.user.type(screen.getByLabelText('Confirmar nova senha'), 'Nova@1234');
    await app.user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    await screen.findByText('Senha redefinida. Você já está conectado.');
    expect(api.to('POST /api/auth/password/reset')[0]?.body).toEqual({
      token: TOKEN,
      newPassword: 'Nova@1234',
    });
    expect(readCookies().access_token).toBe('token-novo');
    await waitFor(() => expect(app.location()).toMatch(/^\/barber/));
  });

  it('refuses a weak password with the sign-up message', async () => {
    stubApi({
      'POST /api/auth/password/reset/check': () => json(200, { email: 'bruno@navalha.dev' }),
    });
    const app = await renderApp(`/redefinir-senha?token=${TOKEN}`);
    await screen.findByText('bruno@navalha.dev');
    await app.user.type(screen.getByLabelText('Nova senha'), 'abc');
    await app.user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(screen.getByLabelText('Nova senha')).toHaveAccessibleDescription(
      'A senha deve ter no mínimo 6 caracteres',
    );
  });

  it('says a used or expired link is dead, with a way to ask a new one', async () => {
    stubApi({
      'POST /api/auth/password/reset/check': () =>
        apiError(410, 'LINK_INVALID', passwordMessages.linkInvalid),
    });
    await renderApp(`/redefinir-senha?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(passwordMessages.linkInvalid);
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
      'href',
      '/esqueci-senha',
    );
    expect(screen.queryByLabelText('Nova senha')).toBeNull();
  });

  it('treats a page without a token as a dead link, calling nothing', async () => {
    const api = stubApi({});
    await renderApp('/redefinir-senha');
    expect(await screen.findByRole('alert')).toHaveTextContent(passwordMessages.linkInvalid);
    expect(api.requests).toHaveLength(0);
  });
});

describe('the e-mail confirmation page (/confirmar-email)', () => {
  it('confirms once and says which address', async () => {
    const api = stubApi({
      'POST /api/auth/email/confirm': () => json(200, { email: 'joana@exemplo.com' }),
    });
    await renderApp(`/confirmar-email?token=${TOKEN}`);
    expect(await screen.findByText('joana@exemplo.com')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(passwordMessages.emailConfirmed);
    expect(api.to('POST /api/auth/email/confirm')).toHaveLength(1);
  });

  it('says so when the link no longer works', async () => {
    stubApi({
      'POST /api/auth/email/confirm': () =>
        apiError(410, 'LINK_INVALID', passwordMessages.confirmationStale),
    });
    await renderApp(`/confirmar-email?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(passwordMessages.confirmationStale);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubApi } from '../../../test/api-stub';
import { barber, readCookies, sessionFor } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const token = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const invitation = {
  shopName: 'Navalha Barbearia',
  name: 'Bruno Lima',
  email: 'bruno@navalha.dev',
  role: 'BARBER',
};
const invitee = { ...barber, email: 'bruno@navalha.dev' };

describe('the invitation page', () => {
  it('shows the shop, asks the password twice by the sign-up rules, then lands on /barber', async () => {
    const api = stubApi({
      [`GET /api/invitations/${token}`]: () => json(200, invitation),
      [`POST /api/invitations/${token}/accept`]: () => json(200, sessionFor(invitee)),
      'GET /api/appointments/barber/my-appointments': () =>
        json(200, { data: [], page: 1, limit: 50, total: 0 }),
    });
    const app = await renderApp(`/convite?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'Defina sua senha' })).toBeVisible();
    expect(
      screen.getByText('Navalha Barbearia convidou você para a equipe como barbeiro.'),
    ).toBeVisible();
    expect(screen.getByText('bruno@navalha.dev')).toBeVisible();

    await app.user.type(screen.getByLabelText('Senha'), 'senha');
    await app.user.type(screen.getByLabelText('Confirmar senha'), 'outra');
    await app.user.click(screen.getByRole('button', { name: 'Criar senha e entrar' }));
    expect(screen.getByText('A senha deve ter no mínimo 6 caracteres')).toBeVisible();
    expect(api.to(`POST /api/invitations/${token}/accept`)).toHaveLength(0);

    await app.user.clear(screen.getByLabelText('Senha'));
    await app.user.type(screen.getByLabelText('Senha'), 'Nova@123');
    await app.user.clear(screen.getByLabelText('Confirmar senha'));
    await app.user.type(screen.getByLabelText('Confirmar senha'), 'Nova@124');
    await app.user.click(screen.getByRole('button', { name: 'Criar senha e entrar' }));
    expect(screen.getByText('As senhas não coincidem')).toBeVisible();

    await app.user.clear(screen.getByLabelText('Confirmar senha'));
    await app.user.type(screen.getByLabelText('Confirmar senha'), 'Nova@123');
    await app.user.click(screen.getByRole('button', { name: 'Criar senha e entrar' }));
    await waitFor(() => expect(app.location()).toBe('/barber'));
    expect(api.to(`POST /api/invitations/${token}/accept`)[0]?.body).toEqual({
      password: 'Nova@123',
      confirmPassword: 'Nova@123',
    });
    expect(readCookies().access_token).toBe(`token-${invitee.id}`);
  }, 30_000);

  it.each([
    ['INVITATION_INVALID', 404, 'Convite inválido'],
    ['INVITATION_EXPIRED', 410, 'Convite expirado'],
    ['INVITATION_ACCEPTED', 410, 'Convite já aceito'],
  ] as const)('answers %s with its own page', async (code, status, title) => {
    stubApi({
      [`GET /api/invitations/${token}`]: () => apiError(status, code, 'Mensagem do servidor'),
    });
    await renderApp(`/convite?token=${token}`);
    expect(await screen.findByRole('heading', { name: title })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(screen.queryByLabelText('Senha')).toBeNull();
  });

  it('calls a link without a token invalid, asking nothing of the server', async () => {
    const api = stubApi({});
    await renderApp('/convite');
    expect(await screen.findByRole('heading', { name: 'Convite inválido' })).toBeVisible();
    expect(api.requests).toEqual([]);
  });
});

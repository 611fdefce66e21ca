import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/api-stub';
import { barber, client, readCookies, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('account', () => {
  it('shows who is signed in, their menu and the "Mais" section', async () => {
    storeSessionCookies(client);
    stubApi({ 'GET /api/auth/me': () => json(200, client) });
    await renderApp('/account');

    expect(await screen.findByRole('heading', { name: 'Conta' })).toBeVisible();
    expect(screen.getByRole('img', { name: client.name })).toBeVisible();
    expect(screen.getByText(client.email)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Minha conta' })).toHaveAttribute(
      'href',
      '/account/profile',
    );
    expect(screen.getByText('Ajuda & Suporte')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Ajuda & Suporte' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conta' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows what the server knows now, and keeps the cookie in step', async () => {
    storeSessionCookies(client);
    const renamed = { ...client, name: 'Ana Maria Souza' };
    stubApi({ 'GET /api/auth/me': () => json(200, renamed) });
    await renderApp('/account');

    expect(await screen.findByText('Ana Maria Souza')).toBeVisible();
    expect(JSON.parse(readCookies().user_data ?? '')).toEqual(renamed);
  });

  it('signs out: revokes on the server, clears the cookies and goes to /signin', async () => {
    storeSessionCookies(client);
    const api = stubApi({
      'GET /api/auth/me': () => json(200, client),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    const app = await renderApp('/account');
    await app.user.click(await screen.findByRole('button', { name: 'Sair da conta' }));

    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeVisible();
    expect(app.location()).toBe('/signin');
    expect(app.locationState()).toBeNull();
    expect(await screen.findByText('Logout realizado com sucesso')).toBeVisible();
    expect(api.to('POST /api/auth/logout')).toHaveLength(1);
    expect(readCookies()).toEqual({});
  });

  it('signs out even when the server cannot be reached', async () => {
    storeSessionCookies(barber);
    stubApi({ 'POST /api/auth/logout': () => Promise.reject(new TypeError('Failed to fetch')) });
    const app = await renderApp('/barber');
    await app.user.click(await screen.findByRole('button', { name: 'Sair da conta' }));

    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeVisible();
    expect(readCookies()).toEqual({});
    expect(screen.queryByText('Erro de conexão. Verifique sua internet.')).not.toBeInTheDocument();
  });
});

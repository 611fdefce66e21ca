import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRED_REDIRECT_MS } from '../lib/api-client';
import { dashboardJson } from '../test/admin-fixtures';
import { apiError, json, stubApi } from '../test/api-stub';
import {
  admin,
  barber,
  client,
  owner,
  readCookies,
  reception,
  sessionFor,
  storeSessionCookies,
} from '../test/fixtures';
import { renderApp } from '../test/render-app';

describe('route guards', () => {
  it.each(['/', '/account', '/barber', '/admin', '/mybookings'])(
    'sends a signed-out visit to %s to /signin',
    async (path) => {
      const app = await renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeVisible();
      expect(app.location()).toBe('/signin');
    },
  );

  it('sends a barber opening / to /barber', async () => {
    storeSessionCookies(barber);
    const app = await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Área do barbeiro' })).toBeVisible();
    expect(app.location()).toBe('/barber');
  });

  it('sends a client opening /admin to /', async () => {
    storeSessionCookies(client);
    const app = await renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Olá, Ana' })).toBeVisible();
    expect(app.location()).toBe('/');
  });

  it('sends an owner who takes no bookings from /barber to /admin', async () => {
    stubApi({ 'GET /api/admin/dashboard': () => json(200, dashboardJson()) });
    storeSessionCookies(owner);
    const app = await renderApp('/barber');
    expect(await screen.findByRole('heading', { name: 'Painel da barbearia' })).toBeVisible();
    expect(app.location()).toBe('/admin');
  });

  it('lets an owner who takes bookings into /barber, with a way back to the panel', async () => {
    storeSessionCookies({ ...owner, takesBookings: true });
    const app = await renderApp('/barber');
    expect(await screen.findByRole('heading', { name: 'Área do barbeiro' })).toBeVisible();
    expect(app.location()).toBe('/barber');
    const tabs = screen.getByRole('navigation', { name: 'Área do barbeiro' });
    expect(within(tabs).getByRole('link', { name: 'Painel' })).toHaveAttribute('href', '/admin');
  });

  it.each([
    ['ADMIN', admin, 'Carla'],
    ['OWNER', owner, 'Davi'],
  ] as const)('lets %s into /admin, its dashboard', async (_role, user, firstName) => {
    stubApi({ 'GET /api/admin/dashboard': () => json(200, dashboardJson()) });
    storeSessionCookies(user);
    await renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Painel da barbearia' })).toBeVisible();
    expect(screen.getByText(`Olá, ${firstName}!`)).toBeVisible();
    expect(await screen.findByText('4 agendamentos')).toBeVisible();
  });

  it.each(['/admin', '/admin/settings', '/admin/barbers', '/admin/audit'])(
    'sends the reception opening %s to the agenda, under the desk tabs alone',
    async (path) => {
      stubApi({ 'GET /api/admin/agenda': () => apiError(500, 'INTERNAL_ERROR', 'Erro') });
      storeSessionCookies(reception);
      const app = await renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Agendamentos' })).toBeVisible();
      expect(app.location()).toBe('/admin/agenda');
      const tabs = screen.getByRole('navigation', { name: 'Recepção' });
      expect(
        within(tabs)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Agenda', 'Clientes', 'Caixa', 'Mais']);
    },
  );

  it('sends a signed-in user opening /signin or /signup to the home of their role', async () => {
    storeSessionCookies(barber);
    const app = await renderApp('/signup');
    expect(await screen.findByRole('heading', { name: 'Área do barbeiro' })).toBeVisible();
    expect(app.location()).toBe('/barber');
  });

  it('sends an unknown path to /', async () => {
    storeSessionCookies(client);
    const app = await renderApp('/nao-existe');
    expect(await screen.findByRole('heading', { name: 'Olá, Ana' })).toBeVisible();
    expect(app.location()).toBe('/');
  });

  it('keeps /terms and /privacy open to signed-out visitors', async () => {
    await renderApp('/privacy');
    expect(
      await screen.findByRole('heading', { name: 'Política de Privacidade', level: 1 }),
    ).toBeVisible();
  });

  it('goes back to sign-up from terms opened in a new tab, where there is no history', async () => {
    const app = await renderApp('/terms');
    await app.user.click(await screen.findByRole('button', { name: 'Voltar' }));
    expect(await screen.findByRole('heading', { name: 'Criar conta' })).toBeVisible();
    expect(app.location()).toBe('/signup');
  });

  it('returns to the page the guard saved after signing in', async () => {
    stubApi({
      'POST /api/auth/login': () => json(200, sessionFor(client)),
      'GET /api/auth/me': () => json(200, client),
    });
    const app = await renderApp('/account');
    await screen.findByRole('heading', { name: 'Entrar' });

    await app.user.type(screen.getByLabelText('Email'), client.email);
    await app.user.type(screen.getByLabelText('Senha'), 'Cliente@123');
    await app.user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { name: 'Conta' })).toBeVisible();
    expect(app.location()).toBe('/account');
  });

  it("sends a saved page the role may not open to the role's home instead", async () => {
    stubApi({ 'POST /api/auth/login': () => json(200, sessionFor(barber)) });
    const app = await renderApp('/');
    await screen.findByRole('heading', { name: 'Entrar' });

    await app.user.type(screen.getByLabelText('Email'), barber.email);
    await app.user.type(screen.getByLabelText('Senha'), 'Barbeiro@123');
    await app.user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { name: 'Área do barbeiro' })).toBeVisible();
    expect(app.location()).toBe('/barber');
  });
});

describe('session expiry', () => {
  it('says so, then goes to /signin and returns to the page after signing in again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeSessionCookies(client);
    let signedInAgain = false;
    stubApi({
      'GET /api/auth/me': () =>
        signedInAgain ? json(200, client) : apiError(401, 'UNAUTHENTICATED', 'Sessão expirada.'),
      'POST /api/auth/refresh': () =>
        apiError(401, 'INVALID_REFRESH_TOKEN', 'Sessão expirada. Faça login novamente.'),
      'POST /api/auth/login': () => {
        signedInAgain = true;
        return json(200, sessionFor(client));
      },
    });
    const app = await renderApp('/account', { advanceTimers: vi.advanceTimersByTime });

    expect(await screen.findByText('Sessão expirada. Redirecionando para login...')).toBeVisible();
    expect(readCookies()).toEqual({});
    expect(app.location()).toBe('/account');

    await act(() => vi.advanceTimersByTimeAsync(SESSION_EXPIRED_REDIRECT_MS));
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeVisible();
    expect(app.location()).toBe('/signin');

    await app.user.type(screen.getByLabelText('Email'), client.email);
    await app.user.type(screen.getByLabelText('Senha'), 'Cliente@123');
    await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { name: 'Conta' })).toBeVisible();
    expect(app.location()).toBe('/account');
  });
});

describe('shell', () => {
  it('shows the tab bar on the home page, with the current tab marked', async () => {
    storeSessionCookies(client);
    await renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Navegação principal' });
    expect(nav).toBeVisible();
    expect(screen.getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Carteira' })).toHaveAttribute('href', '/wallet');
    expect(screen.getByRole('link', { name: 'Agenda' })).toHaveAttribute('href', '/mybookings');
    expect(screen.getByRole('link', { name: 'Conta' })).not.toHaveAttribute('aria-current');
  });

  it('opens an empty notifications panel', async () => {
    storeSessionCookies(client);
    // The bell's list: none yet (the stub's default answer).
    stubApi({});
    const app = await renderApp('/');
    await app.user.click(await screen.findByRole('button', { name: 'Notificações' }));
    const panel = await screen.findByRole('dialog', { name: 'Notificações' });
    // The list arrives with its own chunk.
    expect(await within(panel).findByText('Nenhuma notificação')).toBeInTheDocument();
  });
});

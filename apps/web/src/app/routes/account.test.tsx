import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../../test/api-stub';
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
    expect(screen.getByRole('link', { name: 'Ajuda & Suporte' })).toHaveAttribute(
      'href',
      '/account/help',
    );
    expect(screen.getByRole('link', { name: 'Sobre o App' })).toHaveAttribute(
      'href',
      '/account/about',
    );
    expect(screen.getByRole('link', { name: 'Termos de uso' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByRole('button', { name: 'Baixar meus dados' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Excluir minha conta' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Conta' })).toHaveAttribute('aria-current', 'page');
  });

  it('downloads everything the server holds as a JSON file', async () => {
    storeSessionCookies(client);
    const exported = { format: 'navalha-account-export', version: 1, profile: { id: client.id } };
    const api = stubApi({
      'GET /api/auth/me': () => json(200, client),
      'GET /api/users/me/export': () => json(200, exported),
    });
    const files: Blob[] = [];
    // jsdom has no object URLs: these stand in for the browser's.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        files.push(blob);
        return 'blob:navalha-export';
      },
      revokeObjectURL: () => undefined,
    });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const app = await renderApp('/account');
    await app.user.click(await screen.findByRole('button', { name: 'Baixar meus dados' }));

    expect(await screen.findByText('Seus dados foram baixados.')).toBeVisible();
    expect(api.to('GET /api/users/me/export')).toHaveLength(1);
    expect(clicked[0]?.download).toMatch(/^navalha-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
    expect(clicked[0]?.href).toBe('blob:navalha-export');
    expect(JSON.parse(await files[0]!.text())).toEqual(exported);
    click.mockRestore();
  });

  it('says so when the data cannot be downloaded', async () => {
    storeSessionCookies(client);
    stubApi({
      'GET /api/auth/me': () => json(200, client),
      'GET /api/users/me/export': () => apiError(500, 'INTERNAL_ERROR', 'Erro interno do servidor'),
    });
    const app = await renderApp('/account');
    await app.user.click(await screen.findByRole('button', { name: 'Baixar meus dados' }));

    expect(
      await screen.findByText('Não foi possível baixar seus dados. Tente novamente.'),
    ).toBeVisible();
  });

  it('deletes the account once EXCLUIR is typed, then leaves for /signin', async () => {
    storeSessionCookies(client);
    const api = stubApi({
      'GET /api/auth/me': () => json(200, client),
      'DELETE /api/users/me': () =>
        json(200, { success: true, message: 'Sua conta foi excluída.', cancelledAppointments: 1 }),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    const app = await renderApp('/account');
    await app.user.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));

    const dialog = await screen.findByRole('dialog', { name: 'Excluir minha conta' });
    const confirm = within(dialog).getByRole('button', { name: 'Excluir conta' });
    expect(confirm).toBeDisabled();
    await app.user.type(within(dialog).getByLabelText('Digite EXCLUIR para confirmar'), 'excluir');
    await app.user.click(confirm);

    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeVisible();
    expect(app.location()).toBe('/signin');
    expect(await screen.findByText('Sua conta foi excluída.')).toBeVisible();
    expect(api.to('DELETE /api/users/me')[0]?.body).toEqual({ confirmation: 'excluir' });
    expect(readCookies()).toEqual({});
  });

  it('keeps the account when deleting fails, and says so in the dialog', async () => {
    storeSessionCookies(client);
    stubApi({
      'GET /api/auth/me': () => json(200, client),
      'DELETE /api/users/me': () => apiError(500, 'INTERNAL_ERROR', 'Erro interno do servidor'),
    });
    const app = await renderApp('/account');
    await app.user.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir minha conta' });
    await app.user.type(within(dialog).getByLabelText('Digite EXCLUIR para confirmar'), 'EXCLUIR');
    await app.user.click(within(dialog).getByRole('button', { name: 'Excluir conta' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não foi possível excluir sua conta. Tente novamente.',
    );
    expect(app.location()).toBe('/account');
    expect(readCookies().access_token).toBeDefined();
  });

  it("explains why an account holding money can't be deleted yet", async () => {
    storeSessionCookies(client);
    const balance =
      'Sua carteira ainda tem saldo. Use-o ou fale com a barbearia antes de excluir sua conta.';
    stubApi({
      'GET /api/auth/me': () => json(200, client),
      'DELETE /api/users/me': () => apiError(409, 'ACCOUNT_HAS_BALANCE', balance),
    });
    const app = await renderApp('/account');
    await app.user.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir minha conta' });
    await app.user.type(within(dialog).getByLabelText('Digite EXCLUIR para confirmar'), 'EXCLUIR');
    await app.user.click(within(dialog).getByRole('button', { name: 'Excluir conta' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(balance);
    expect(app.location()).toBe('/account');
  });

  it('tells staff that their account is closed by the shop', async () => {
    storeSessionCookies(barber);
    stubApi({ 'GET /api/auth/me': () => json(200, barber) });
    await renderApp('/account');

    expect(
      await screen.findByText(
        'Contas da equipe da barbearia não são excluídas pelo aplicativo: peça ao responsável pela barbearia.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Excluir minha conta' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar meus dados' })).toBeVisible();
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

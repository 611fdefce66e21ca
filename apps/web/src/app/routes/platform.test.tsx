import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, json, stubApi } from '../../test/api-stub';
import { operator, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

/** Issue 20 §1: 'Cadastre sua barbearia' on the sign-in page, and the operator's 'Plataforma'. */

const active = {
  id: '6e617661-6c68-4100-8000-0000000000a1',
  name: 'Barbearia da Joana',
  slug: 'barbearia-da-joana',
  createdAt: '2026-11-02T13:00:00.000Z',
  bookingsLast30Days: 42,
  staffCount: 3,
  suspendedAt: null,
  suspensionReason: null,
  platformFeePercent: null,
};
const suspended = {
  ...active,
  id: '6e617661-6c68-4100-8000-0000000000a2',
  name: 'Barbearia do Zé',
  slug: 'barbearia-do-ze',
  bookingsLast30Days: 0,
  staffCount: 1,
  suspendedAt: '2026-11-20T13:00:00.000Z',
  suspensionReason: 'Mensalidade em atraso',
  platformFeePercent: 3.75,
};

afterEach(() => {
  document.cookie = 'access_token=; Max-Age=0; Path=/';
  document.cookie = 'user_data=; Max-Age=0; Path=/';
  localStorage.clear();
});

describe("'Cadastre sua barbearia' on the sign-in page", () => {
  it('is linked when the server says shops may sign up', async () => {
    stubApi({ 'GET /api/shop-signup': () => json(200, { open: true }) });
    await renderApp('/signin');
    const link = await screen.findByRole('link', { name: 'Cadastre sua barbearia' });
    expect(link).toHaveAttribute('href', '/cadastro-barbearia');
  });

  it('is not shown when shop sign-up is closed (404)', async () => {
    const api = stubApi({});
    await renderApp('/signin');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeVisible();
    // The answer has come (the ambient 404) before the check.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('link', { name: 'Cadastre sua barbearia' })).toBeNull();
    expect(api.unexpected).toEqual([]);
  });
});

describe('/plataforma, the operator', () => {
  it('lists the shops with counts only and suspends one with a reason', async () => {
    storeSessionCookies(operator);
    let shops: object[] = [active, suspended];
    const api = stubApi({
      'GET /api/platform/shops': () => json(200, { data: shops, defaultPlatformFeePercent: 2.5 }),
      'POST /api/auth/logout': () => json(200, { message: 'ok' }),
      [`POST /api/platform/shops/${active.id}/suspension`]: () => {
        shops = [
          { ...active, suspendedAt: '2026-11-26T22:00:00.000Z', suspensionReason: 'Fraude' },
          suspended,
        ];
        return json(200, { saved: true });
      },
    });
    await renderApp('/plataforma');

    const list = await screen.findByRole('list', { name: 'Barbearias' });
    const joana = within(list).getByText('Barbearia da Joana').closest('li') as HTMLElement;
    expect(within(joana).getByText('42')).toBeVisible();
    expect(within(joana).getByText('3')).toBeVisible();
    expect(within(joana).getByText('Ativa')).toBeVisible();
    const ze = within(list).getByText('Barbearia do Zé').closest('li') as HTMLElement;
    expect(within(ze).getByText('Suspensa')).toBeVisible();
    expect(within(ze).getByText('Motivo da suspensão: Mensalidade em atraso')).toBeVisible();
    expect(within(ze).getByRole('button', { name: 'Reativar' })).toBeVisible();

    const user = userEvent.setup();
    await user.click(within(joana).getByRole('button', { name: 'Suspender' }));
    const dialog = await screen.findByRole('dialog');
    // Without a reason nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Suspender barbearia' }));
    expect(within(dialog).getByText('Informe o motivo, de 3 a 500 caracteres.')).toBeVisible();
    expect(api.to(`POST /api/platform/shops/${active.id}/suspension`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Motivo'), 'Fraude');
    await user.click(within(dialog).getByRole('button', { name: 'Suspender barbearia' }));
    const [sent] = api.to(`POST /api/platform/shops/${active.id}/suspension`);
    expect(sent?.body).toEqual({ reason: 'Fraude' });
    await screen.findByText('Motivo da suspensão: Fraude');
    expect(api.unexpected).toEqual([]);

    // 'Sair' ends the session and goes back to sign-in.
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    await screen.findByRole('button', { name: 'Entrar' });
  });

  it("sets a shop's platform fee and puts another back on the platform's default", async () => {
    storeSessionCookies(operator);
    let shops: object[] = [active, suspended];
    const api = stubApi({
      'GET /api/platform/shops': () => json(200, { data: shops, defaultPlatformFeePercent: 2.5 }),
      [`PUT /api/platform/shops/${active.id}/platform-fee`]: () => {
        shops = [{ ...active, platformFeePercent: 4.5 }, suspended];
        return json(200, { saved: true });
      },
      [`PUT /api/platform/shops/${suspended.id}/platform-fee`]: () => {
        shops = [
          { ...active, platformFeePercent: 4.5 },
          { ...suspended, platformFeePercent: null },
        ];
        return json(200, { saved: true });
      },
    });
    await renderApp('/plataforma');

    const list = await screen.findByRole('list', { name: 'Barbearias' });
    const joana = within(list).getByText('Barbearia da Joana').closest('li') as HTMLElement;
    const ze = within(list).getByText('Barbearia do Zé').closest('li') as HTMLElement;
    expect(
      within(joana).getByText('Taxa da plataforma: 2,5% (padrão da plataforma)'),
    ).toBeVisible();
    expect(within(ze).getByText('Taxa da plataforma: 3,75%')).toBeVisible();

    const user = userEvent.setup();
    await user.click(within(joana).getByRole('button', { name: 'Alterar taxa' }));
    let dialog = await screen.findByRole('dialog');
    // Over 50% is refused on the spot, in pt-BR, and nothing is sent.
    const field = within(dialog).getByLabelText('Taxa da plataforma (%)');
    await user.type(field, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar taxa' }));
    expect(
      within(dialog).getByText(
        'A taxa da plataforma deve ser de 0 a 50%, com até 2 casas decimais.',
      ),
    ).toBeVisible();
    expect(api.to(`PUT /api/platform/shops/${active.id}/platform-fee`)).toHaveLength(0);
    // A shop on the default has no default to go back to.
    expect(within(dialog).queryByRole('button', { name: 'Usar a taxa padrão' })).toBeNull();

    await user.clear(field);
    await user.type(field, '4,5');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar taxa' }));
    expect(api.to(`PUT /api/platform/shops/${active.id}/platform-fee`)[0]?.body).toEqual({
      feePercent: 4.5,
    });
    expect(await within(joana).findByText('Taxa da plataforma: 4,5%')).toBeVisible();

    await user.click(within(ze).getByRole('button', { name: 'Alterar taxa' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Taxa da plataforma (%)')).toHaveValue('3,75');
    await user.click(within(dialog).getByRole('button', { name: 'Usar a taxa padrão' }));
    expect(api.to(`PUT /api/platform/shops/${suspended.id}/platform-fee`)[0]?.body).toEqual({
      feePercent: null,
    });
    expect(
      await within(ze).findByText('Taxa da plataforma: 2,5% (padrão da plataforma)'),
    ).toBeVisible();
    expect(api.unexpected).toEqual([]);
  });

  it('shows a clear message when the list cannot be loaded', async () => {
    storeSessionCookies(operator);
    stubApi({
      'GET /api/platform/shops': () => apiError(500, 'INTERNAL_ERROR', 'Erro interno'),
    });
    await renderApp('/plataforma');
    expect(await screen.findByText('Não foi possível carregar as barbearias.')).toBeVisible();
  });
});

describe('a suspended shop’s public page', () => {
  it('says the shop is unavailable, in pt-BR', async () => {
    stubApi({
      'GET /api/public/shops/barbearia-do-ze': () =>
        apiError(
          403,
          'SHOP_SUSPENDED',
          'Esta barbearia está temporariamente indisponível para agendamentos. Tente novamente mais tarde.',
        ),
    });
    await renderApp('/b/barbearia-do-ze');
    expect(
      await screen.findByText(/Esta barbearia está temporariamente indisponível/),
    ).toBeVisible();
  });
});

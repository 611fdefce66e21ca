import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { renderWithQuery } from '../../../test/render-with-query';
import { mercadopagoNavigation } from '../api/mercadopago-account';
import { MercadopagoAccountSection } from './mercadopago-account-section';

const notConnected = {
  available: true,
  connected: false,
  accountName: null,
  connectedAt: null,
  usesInstallAccount: false,
};

async function openSection(isOwner = true) {
  renderWithQuery(<MercadopagoAccountSection isOwner={isOwner} />);
  return screen.findByRole('region', { name: 'Mercado Pago' });
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe("the settings' Mercado Pago card", () => {
  it("sends the owner to Mercado Pago's authorization page", async () => {
    const user = userEvent.setup();
    const goTo = vi.spyOn(mercadopagoNavigation, 'goTo').mockImplementation(() => undefined);
    const api = stubApi({
      'GET /api/admin/mercadopago-account': () => json(200, notConnected),
      'POST /api/admin/mercadopago-account/authorization': () =>
        json(200, { authorizationUrl: 'https://auth.mercadopago.com.br/authorization?state=s' }),
    });
    const section = await openSection();
    expect(
      within(section).getByText(
        'Sem uma conta conectada, a barbearia recebe só na barbearia, em dinheiro.',
      ),
    ).toBeVisible();
    await user.click(
      within(section).getByRole('button', { name: 'Conectar conta do Mercado Pago' }),
    );
    expect(api.to('POST /api/admin/mercadopago-account/authorization')).toHaveLength(1);
    expect(goTo).toHaveBeenCalledWith('https://auth.mercadopago.com.br/authorization?state=s');
    goTo.mockRestore();
  });

  it("says an install without Mercado Pago (the sandbox) takes the shop's payments itself", async () => {
    stubApi({
      'GET /api/admin/mercadopago-account': () =>
        json(200, { ...notConnected, available: false, usesInstallAccount: true }),
    });
    const section = await openSection();
    expect(
      within(section).getByText(
        'Os pagamentos online desta barbearia vão para a conta da instalação.',
      ),
    ).toBeVisible();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('says whom the shop is connected as, and disconnects', async () => {
    const user = userEvent.setup();
    let connected = true;
    const api = stubApi({
      'GET /api/admin/mercadopago-account': () =>
        json(
          200,
          connected
            ? {
                ...notConnected,
                connected: true,
                accountName: 'BARBEARIADOZE',
                connectedAt: '2026-11-27T10:00:00.000Z',
              }
            : notConnected,
        ),
      'DELETE /api/admin/mercadopago-account': () => {
        connected = false;
        return json(200, { disconnected: true });
      },
    });
    const section = await openSection();
    expect(within(section).getByText('Conectado como BARBEARIADOZE')).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Desconectar' }));
    expect(api.to('DELETE /api/admin/mercadopago-account')).toHaveLength(1);
    expect(
      await within(section).findByRole('button', { name: 'Conectar conta do Mercado Pago' }),
    ).toBeVisible();
  });

  it('says how the return from Mercado Pago went', async () => {
    window.history.replaceState(null, '', '/admin/settings?mercadopago=conectado');
    stubApi({
      'GET /api/admin/mercadopago-account': () =>
        json(200, { ...notConnected, connected: true, accountName: 'BARBEARIADOZE' }),
    });
    const section = await openSection();
    expect(within(section).getByRole('status')).toHaveTextContent(
      'Conta do Mercado Pago conectada. Os pagamentos online desta barbearia vão para ela.',
    );
  });

  it('says when the install cannot connect accounts', async () => {
    stubApi({
      'GET /api/admin/mercadopago-account': () => json(200, { ...notConnected, available: false }),
    });
    const section = await openSection();
    expect(
      within(section).getByText(
        'Esta instalação não está configurada para conectar contas do Mercado Pago. Fale com a plataforma.',
      ),
    ).toBeVisible();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('is not shown to an admin, and asks nothing', async () => {
    const api = stubApi({});
    renderWithQuery(<MercadopagoAccountSection isOwner={false} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Mercado Pago' })).toBeNull();
    expect(api.to('GET /api/admin/mercadopago-account')).toHaveLength(0);
  });
});

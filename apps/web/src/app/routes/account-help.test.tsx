import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubApi } from '../../test/api-stub';
import { client, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const shop = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Navalha Barbearia',
  address: 'Rua Augusta, 1200 - Consolação, São Paulo - SP, 01304-001',
  phone: '(11) 3456-7890',
  whatsapp: '(11) 93456-7890',
  privacyEmail: 'privacidade@navalha.dev',
  timeZone: 'America/Sao_Paulo',
};

describe('/account/help', () => {
  it("shows how to reach the shop: WhatsApp and a call, from the shop's settings", async () => {
    storeSessionCookies(client);
    stubApi({ 'GET /api/barbershops/contacts': () => json(200, { data: [shop] }) });
    await renderApp('/account/help');

    expect(await screen.findByRole('heading', { name: 'Navalha Barbearia' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Ajuda & Suporte' })).toBeVisible();
    expect(screen.getByText(shop.address)).toBeVisible();
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp (11) 93456-7890' });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5511934567890\?text=/);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Ligar (11) 3456-7890' })).toHaveAttribute(
      'href',
      'tel:+551134567890',
    );
  });

  it('offers to try again when the contacts cannot be loaded', async () => {
    storeSessionCookies(client);
    let up = false;
    stubApi({
      // A 4xx is not retried by the query client: the error shows at once.
      'GET /api/barbershops/contacts': () =>
        up ? json(200, { data: [shop] }) : apiError(429, 'RATE_LIMITED', 'Muitas tentativas.'),
    });
    const app = await renderApp('/account/help');
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    up = true;
    await app.user.click(retry);

    expect(await screen.findByRole('heading', { name: 'Navalha Barbearia' })).toBeVisible();
  });
});

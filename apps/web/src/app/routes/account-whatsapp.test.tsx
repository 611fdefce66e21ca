import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/api-stub';
import { barber, client, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('WhatsApp consent in Conta', () => {
  it("opts the client in with 'Quero receber lembretes pelo WhatsApp', and out again", async () => {
    storeSessionCookies(client);
    const api = stubApi({
      'GET /api/auth/me': () => json(200, client),
      'GET /api/users/me/whatsapp-consent': () => json(200, { optIn: false, changedAt: null }),
      'PUT /api/users/me/whatsapp-consent': (request) =>
        json(200, {
          optIn: (request.body as { optIn: boolean }).optIn,
          changedAt: '2026-11-26T18:00:00.000Z',
        }),
    });
    await renderApp('/account');
    const box = await screen.findByRole('checkbox', {
      name: 'Quero receber lembretes pelo WhatsApp',
    });
    expect(box).not.toBeChecked();

    await userEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(api.to('PUT /api/users/me/whatsapp-consent').map((r) => r.body)).toEqual([
      { optIn: true },
    ]);

    await userEvent.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect(api.to('PUT /api/users/me/whatsapp-consent').map((r) => r.body)).toEqual([
      { optIn: true },
      { optIn: false },
    ]);
  });

  it('is not offered to staff, whose accounts are the shop’s', async () => {
    storeSessionCookies(barber);
    stubApi({ 'GET /api/auth/me': () => json(200, barber) });
    await renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'Conta' })).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: /WhatsApp/ })).toBeNull();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, json, stubApi } from '../../test/api-stub';
import { client, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const entryId = 'wait-1';

/** The offer as the API answers it: 10:00 with Bruno, held 12 more minutes. */
function offerJson() {
  return {
    entryId,
    status: 'OFFERED',
    barbershopName: 'Navalha Barbearia',
    date: '2030-03-09',
    time: '10:00',
    barberId: 'barber-1',
    barberName: 'Bruno Barbeiro',
    serviceNames: ['Corte de cabelo', 'Barba'],
    durationMinutes: 60,
    totals: [
      { method: 'PIX', total: 80 },
      { method: 'CASH', total: 80 },
      { method: 'CREDIT_CARD', total: 83.2 },
    ],
    expiresAt: new Date(Date.now() + 12 * 60_000 - 1_000).toISOString(),
  };
}

beforeEach(() => {
  storeSessionCookies(client);
});

describe('/lista-de-espera/{id}', () => {
  it('shows the time held, barber, services, price and time left; taking it books with the method', async () => {
    const api = stubApi({
      [`GET /api/waitlist/${entryId}/offer`]: () => json(200, offerJson()),
      [`POST /api/waitlist/${entryId}/offer/take`]: () =>
        json(201, { entryId, appointmentId: 'appt-9' }),
    });
    const { user, location } = await renderApp(`/lista-de-espera/${entryId}`);

    expect(await screen.findByText('Vagou um horário para você')).toBeVisible();
    expect(screen.getByText('10:00')).toBeVisible();
    expect(screen.getByText('Bruno Barbeiro')).toBeVisible();
    expect(screen.getByText('Corte de cabelo + Barba')).toBeVisible();
    expect(screen.getByText('09/03/2030')).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent('Reservado para você por mais 12 min.');

    await user.click(screen.getByRole('radio', { name: /Dinheiro/ }));
    await user.click(screen.getByRole('button', { name: 'Quero este horário' }));

    await waitFor(() => expect(api.to(`POST /api/waitlist/${entryId}/offer/take`)).toHaveLength(1));
    expect(api.to(`POST /api/waitlist/${entryId}/offer/take`)[0]?.body).toEqual({
      paymentMethod: 'CASH',
      totalPrice: 80,
    });
    await waitFor(() => expect(location()).toBe('/booking-confirmation/appt-9'), {
      timeout: 5_000,
    });
  });

  it('says so when someone else booked the time first, and keeps the client in line', async () => {
    stubApi({
      [`GET /api/waitlist/${entryId}/offer`]: () => json(200, offerJson()),
      [`POST /api/waitlist/${entryId}/offer/take`]: () =>
        apiError(409, 'SLOT_UNAVAILABLE', 'Este horário acabou de ser reservado.'),
    });
    const { user } = await renderApp(`/lista-de-espera/${entryId}`);
    await user.click(await screen.findByRole('button', { name: 'Quero este horário' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Este horário acabou de ser reservado. Você continua na lista de espera.',
    );
  });

  it("'Não quero' passes it on, and the client stays in line", async () => {
    const api = stubApi({
      [`GET /api/waitlist/${entryId}/offer`]: () => json(200, offerJson()),
      [`POST /api/waitlist/${entryId}/offer/decline`]: () =>
        json(200, { entryId, status: 'WAITING' }),
    });
    const { user } = await renderApp(`/lista-de-espera/${entryId}`);
    await user.click(await screen.findByRole('button', { name: 'Não quero' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Tudo bem. Você continua na lista de espera.',
    );
    expect(api.to(`POST /api/waitlist/${entryId}/offer/decline`)).toHaveLength(1);
  });

  it('reads an ended offer as the server words it', async () => {
    stubApi({
      [`GET /api/waitlist/${entryId}/offer`]: () =>
        apiError(409, 'INVALID_TRANSITION', 'A oferta expirou. Você continua na lista de espera.'),
    });
    await renderApp(`/lista-de-espera/${entryId}`);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A oferta expirou. Você continua na lista de espera.',
    );
    expect(screen.queryByRole('button', { name: 'Quero este horário' })).toBeNull();
  });
});

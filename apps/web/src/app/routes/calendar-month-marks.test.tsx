import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveBookingData } from '../../shared/booking-draft/booking-draft';
import { json, stubApi } from '../../test/api-stub';
import type { RecordedRequest } from '../../test/api-stub';
import { availabilityJson } from '../../test/booking-fixtures';
import { client, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

/** May 2026 as the API reads it: Sundays closed, Friday the 8th full, the rest free. */
function mayDays(request: RecordedRequest) {
  const { month } = request.body as { month: string };
  const days = Array.from({ length: 31 }, (_, index) => {
    const date = `${month}-${String(index + 1).padStart(2, '0')}`;
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const status =
      date < '2026-05-06'
        ? 'PAST'
        : weekday === 0
          ? 'CLOSED'
          : date === '2026-05-08'
            ? 'FULL'
            : 'AVAILABLE';
    return { date, status };
  });
  return json(200, { month, days });
}

beforeEach(() => {
  // Wednesday 6 May 2026, 14:10 in São Paulo.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-06T17:10:00Z'));
  storeSessionCookies(client);
  saveBookingData({
    selectedServices: [
      {
        id: 'svc-corte',
        name: 'Corte de cabelo',
        durationMinutes: 40,
        price: 5000,
        pricing: { finalPrice: 5000 },
      },
    ],
    selectedBarbers: ['barber-bruno'],
    barbers: [{ id: 'barber-bruno', name: 'Bruno Barbeiro', avatarUrl: null }],
    totalPrice: 5000,
  });
});

afterEach(() => localStorage.clear());

describe('/calendar marks the days that cannot be booked', () => {
  it('says closed and full days in their names and does not let them be chosen', async () => {
    const api = stubApi({
      'POST /api/working-hours/month-availability': mayDays,
      'POST /api/working-hours/available-slots': () =>
        json(200, availabilityJson(['15:00'], ['15:00'])),
    });
    await renderApp('/calendar');

    const sunday = await screen.findByRole('button', {
      name: 'Domingo, 10 de maio de 2026, fechado',
    });
    expect(sunday).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Sexta-feira, 8 de maio de 2026, sem horários livres' }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Quinta-feira, 7 de maio de 2026' })).toBeEnabled();
    expect(
      screen.getByText('Dias riscados: barbearia fechada ou sem horários livres.'),
    ).toBeVisible();
    expect(api.to('POST /api/working-hours/month-availability')[0]?.body).toEqual({
      month: '2026-05',
      barberIds: ['barber-bruno'],
      serviceIds: ['svc-corte'],
    });
  });

  it('asks for the next month when the client turns the page', async () => {
    const api = stubApi({
      'POST /api/working-hours/month-availability': mayDays,
      'POST /api/working-hours/available-slots': () =>
        json(200, availabilityJson(['15:00'], ['15:00'])),
    });
    const app = await renderApp('/calendar');
    await screen.findByRole('button', { name: 'Domingo, 10 de maio de 2026, fechado' });

    await app.user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    expect(
      await screen.findByRole('button', { name: 'Domingo, 7 de junho de 2026, fechado' }),
    ).toBeDisabled();
    const months = api
      .to('POST /api/working-hours/month-availability')
      .map((request) => (request.body as { month: string }).month);
    expect(months).toEqual(['2026-05', '2026-06']);
  });

  it('leaves every future day open when the marks cannot be read', async () => {
    stubApi({
      'POST /api/working-hours/month-availability': () => json(500, { message: 'Falhou' }),
      'POST /api/working-hours/available-slots': () =>
        json(200, availabilityJson(['15:00'], ['15:00'])),
    });
    await renderApp('/calendar');
    await screen.findByRole('list', { name: /Horários de/ });
    expect(screen.getByRole('button', { name: 'Domingo, 10 de maio de 2026' })).toBeEnabled();
  });
});

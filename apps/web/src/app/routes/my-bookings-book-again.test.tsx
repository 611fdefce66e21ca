import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readBookingData } from '../../shared/booking-draft/booking-draft';
import { json, stubApi } from '../../test/api-stub';
import {
  appointmentIds,
  appointmentJson,
  appointmentPage,
  barberId,
} from '../../test/appointment-fixtures';
import { availabilityJson, serviceJson } from '../../test/booking-fixtures';
import { client, storeSessionCookies } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const history = 'GET /api/appointments/my-history';
const completed = appointmentJson(appointmentIds.completed, {
  status: 'COMPLETED',
  paymentStatus: 'COMPLETED',
  date: '2030-05-01',
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-08T12:00:00Z'));
  storeSessionCookies(client);
});

afterEach(() => localStorage.clear());

describe("'Agendar de novo' in 'Minha Agenda'", () => {
  it('opens the calendar with the same services and barber at current prices', async () => {
    stubApi({
      [history]: () => json(200, appointmentPage([completed])),
      // The fixture's services are svc-1 and svc-2; the cut costs R$ 55 now.
      'GET /api/services/for-selection': () =>
        json(200, [
          serviceJson('svc-1', 'Corte de cabelo', 55, { durationMinutes: 40 }),
          serviceJson('svc-2', 'Barba completa', 35),
        ]),
      'POST /api/working-hours/available-slots': () =>
        json(200, availabilityJson(['09:00'], ['09:00'])),
    });
    const app = await renderApp('/mybookings');

    const finished = await screen.findByRole('region', { name: 'Finalizado' });
    await app.user.click(within(finished).getByRole('button', { name: 'Agendar de novo' }));

    await waitFor(() => expect(app.location()).toBe('/calendar'));
    expect(await screen.findByRole('heading', { name: 'Data e horário' })).toBeVisible();
    const draft = readBookingData();
    expect(draft?.selectedServices.map((service) => service.id)).toEqual(['svc-1', 'svc-2']);
    expect(draft?.selectedBarbers).toEqual([barberId]);
    expect(draft?.totalPrice).toBe(9000);
  });

  it('stays and says so when the shop no longer offers those services', async () => {
    stubApi({
      [history]: () => json(200, appointmentPage([completed])),
      'GET /api/services/for-selection': () => json(200, []),
    });
    const app = await renderApp('/mybookings');

    const finished = await screen.findByRole('region', { name: 'Finalizado' });
    await app.user.click(within(finished).getByRole('button', { name: 'Agendar de novo' }));

    expect(await screen.findByText('Estes serviços não estão mais disponíveis.')).toBeVisible();
    expect(app.location()).toBe('/mybookings');
    expect(readBookingData()).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { deskTestSetUp, FakeEventSource } from '../../../test/desk-doubles';

const ANA = '6e617661-6c68-4100-8000-000000000b01';

/** Saturday 2030-03-09 in São Paulo; a walk-in at 10:00 there (13:00Z) once booked. */
function day(withBooking: boolean) {
  return {
    date: '2030-03-09',
    timeZone: 'America/Sao_Paulo',
    slotStepMinutes: 30,
    openingHours: [{ start: '09:00', end: '19:00' }],
    staff: [
      {
        id: ANA,
        name: 'Ana Navalha',
        avatarUrl: null,
        workingHours: [{ start: '09:00', end: '19:00' }],
        breaks: [],
        timeOff: [],
      },
    ],
    bookings: withBooking
      ? [
          {
            id: '6e617661-6c68-4100-8000-00000000a001',
            barberId: ANA,
            startsAt: '2030-03-09T13:00:00.000Z',
            endsAt: '2030-03-09T13:30:00.000Z',
            client: { id: '6e617661-6c68-4100-8000-00000000c001', name: 'Bruno Lima', phone: null },
            services: ['Corte de cabelo'],
            status: 'PENDING',
            paymentMethod: 'CASH',
            paymentStatus: 'PENDING',
          },
        ]
      : [],
  };
}

beforeEach(() => {
  deskTestSetUp({ wide: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/admin/agenda, live', () => {
  it("refetches the day when the stream says a booking of the shop changed, and leaves the bell's list alone", async () => {
    let calls = 0;
    const api = stubApi({
      'GET /api/admin/agenda': () => {
        calls += 1;
        return json(200, day(calls > 1));
      },
      'GET /api/notifications': () =>
        json(200, { data: [], page: 1, limit: 20, total: 0, unreadCount: 0 }),
    });
    await renderApp('/admin/agenda');
    const grid = await screen.findByRole('region', { name: 'Grade do dia' });
    expect(within(grid).queryByRole('button', { name: /^Bruno Lima/ })).toBeNull();
    const bellFetches = api.to('GET /api/notifications').length;

    for (const source of FakeEventSource.instances) source.emit('agenda');
    expect(
      await within(grid).findByRole('button', { name: /^Bruno Lima, 10:00 às 10:30/ }),
    ).toBeVisible();
    expect(api.to('GET /api/admin/agenda')).toHaveLength(2);
    expect(api.to('GET /api/notifications')).toHaveLength(bellFetches);
  });
});

import { describe, expect, it } from 'vitest';
import { insertAppointment, spInstant } from '../../test/scheduling-fixtures.js';
import {
  admin,
  bruno,
  call,
  client,
  db,
  freshMonday,
  marina,
  otherAdmin,
  rafael,
  setupAppointmentsApp,
  thiago,
} from './appointments.routes.test-helpers.js';

/** Reading bookings: the client's lists, the barber's day, one booking. */

setupAppointmentsApp();

describe('client lists', () => {
  it('lists the history newest first, a page at a time, only the client’s own', async () => {
    const first = await call('GET', '/api/appointments/my-history?limit=5', client);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ page: 1, limit: 5 });
    expect(body.data).toHaveLength(5);
    expect(body.total).toBeGreaterThan(5);
    const starts = body.data.map((appointment: { scheduledTo: string }) => appointment.scheduledTo);
    expect([...starts].sort().reverse()).toEqual(starts);
    expect(new Set(body.data.map((a: { clientId: string }) => a.clientId))).toEqual(
      new Set([client.id]),
    );

    const second = await call('GET', '/api/appointments/my-history?page=2&limit=5', client);
    expect(second.json().data[0].scheduledTo <= starts.at(-1)).toBe(true);
  });

  it('lists active bookings soonest first, without finished or cancelled ones', async () => {
    const response = await call('GET', '/api/appointments/my-appointments', client);
    expect(response.statusCode).toBe(200);
    const list = response.json().data as { status: string; scheduledTo: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((a) => a.status === 'PENDING' || a.status === 'CONFIRMED')).toBe(true);
    expect(list.every((a) => new Date(a.scheduledTo).getTime() > Date.now() - 3 * 3_600_000)).toBe(
      true,
    );
    const starts = list.map((a) => a.scheduledTo);
    expect([...starts].sort()).toEqual(starts);
  });

  it('reads in a fixed number of queries whatever the page size', async () => {
    const { countQueries } = await import('../../test/query-counter.js');
    const one = await countQueries(db, () =>
      call('GET', '/api/appointments/my-history?limit=1', client),
    );
    const many = await countQueries(db, () =>
      call('GET', '/api/appointments/my-history?limit=100', client),
    );
    expect(one).toBe(2);
    expect(many).toBe(2);
  });
});

describe('GET /api/appointments/barber/my-appointments', () => {
  it("lists the barber's own day with each client's contact", async () => {
    const date = freshMonday();
    const mine = await insertAppointment(db, {
      clientId: marina.id,
      barberId: thiago.id,
      startsAt: spInstant(date, '15:00'),
    });
    const earlier = await insertAppointment(db, {
      clientId: client.id,
      barberId: thiago.id,
      startsAt: spInstant(date, '09:00'),
      status: 'CANCELLED',
    });
    await insertAppointment(db, {
      clientId: client.id,
      barberId: rafael.id,
      startsAt: spInstant(date, '10:00'),
    });

    const response = await call(
      'GET',
      `/api/appointments/barber/my-appointments?date=${date}`,
      thiago,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((a: { id: string }) => a.id)).toEqual([earlier, mine]);
    expect(body.data[1].client).toEqual({
      id: marina.id,
      name: 'Marina Costa',
      phone: '(11) 91098-7654',
      avatarUrl: null,
    });

    const upcoming = await call('GET', '/api/appointments/barber/my-appointments', thiago);
    expect(upcoming.json().data.every((a: { barberId: string }) => a.barberId === thiago.id)).toBe(
      true,
    );
    expect(upcoming.json().data.map((a: { id: string }) => a.id)).toContain(mine);
  });
});

describe('GET /api/appointments/{id}', () => {
  it('shows an appointment to its client, its barber and its shop, 404 to anyone else', async () => {
    const id = await insertAppointment(db, {
      clientId: client.id,
      barberId: rafael.id,
      startsAt: spInstant(freshMonday(), '10:00'),
    });
    for (const actor of [client, rafael, admin]) {
      expect((await call('GET', `/api/appointments/${id}`, actor)).statusCode).toBe(200);
    }
    for (const actor of [marina, bruno, otherAdmin]) {
      const response = await call('GET', `/api/appointments/${id}`, actor);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Agendamento não encontrado' });
    }
  });
});

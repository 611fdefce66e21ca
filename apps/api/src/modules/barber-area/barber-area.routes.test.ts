import { demoWeek } from '../../demo/demo-catalog.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { timeOff } from '../../db/schema/time-off.js';
import {
  createBarber,
  DEMO_BARBERSHOP_ID,
  demoActor,
  insertAppointment,
  spInstant,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/** Wednesday 2026-05-06, 15:00 in São Paulo: its week is Sunday 05-03 to Saturday 05-09. */
const NOW = spInstant('2026-05-06', '15:00');

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let client: Actor;
let admin: Actor;
let owner: Actor;
/** Barbers of their own, so the seeded agenda never mixes in. */
let ana: Actor;
let caio: Actor;

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  app = await buildTestApp(testApp.database, {}, () => NOW);
  client = await demoActor(db, 'cliente@navalha.dev');
  admin = await demoActor(db, 'admin@navalha.dev');
  owner = await demoActor(db, 'dono@navalha.dev');
  ana = await createBarber(db, DEMO_BARBERSHOP_ID, [], 'Ana Navalha');
  caio = await createBarber(db, DEMO_BARBERSHOP_ID, [], 'Caio Tesoura');
});

afterAll(async () => {
  await app.close();
  await testApp.close();
});

function get(url: string, actor?: Actor) {
  return app.inject({ method: 'GET', url, ...(actor ? { headers: actor.headers } : {}) });
}

describe('GET /api/barber-area/earnings', () => {
  beforeAll(async () => {
    const completed = (date: string, time: string, totalCents: number, barber = ana) =>
      insertAppointment(db, {
        clientId: client.id,
        barberId: barber.id,
        startsAt: spInstant(date, time),
        status: 'COMPLETED',
        paymentStatus: 'COMPLETED',
        totalCents,
      });
    await completed('2026-05-06', '10:00', 5000);
    await completed('2026-05-03', '09:00', 4500);
    // 23:30 on Saturday in São Paulo is already Sunday in UTC: it belongs to the week before.
    await completed('2026-05-02', '23:30', 3000);
    // 21:30 on 30 April in São Paulo is 1 May in UTC: it belongs to April.
    await completed('2026-04-30', '21:30', 7000);
    await completed('2026-05-09', '23:00', 2000);
    await completed('2026-05-06', '11:00', 8800, caio);
    await insertAppointment(db, {
      clientId: client.id,
      barberId: ana.id,
      startsAt: spInstant('2026-05-05', '10:00'),
      status: 'CANCELLED',
      totalCents: 9999,
    });
    await insertAppointment(db, {
      clientId: client.id,
      barberId: ana.id,
      startsAt: spInstant('2026-05-07', '10:00'),
      status: 'CONFIRMED',
      totalCents: 9999,
    });
  });

  it("sums the barber's own completed appointments by the shop's day, week and month", async () => {
    const response = await get('/api/barber-area/earnings', ana);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      date: '2026-05-06',
      timeZone: 'America/Sao_Paulo',
      today: { from: '2026-05-06', to: '2026-05-06', count: 1, revenue: 50 },
      week: { from: '2026-05-03', to: '2026-05-09', count: 3, revenue: 115 },
      month: { from: '2026-05-01', to: '2026-05-31', count: 4, revenue: 145 },
    });
    expect(body.week.days).toHaveLength(7);
    expect(body.week.days[0]).toEqual({ date: '2026-05-03', count: 1, revenue: 45 });
    expect(body.week.days[3]).toEqual({ date: '2026-05-06', count: 1, revenue: 50 });
    expect(body.week.days[6]).toEqual({ date: '2026-05-09', count: 1, revenue: 20 });
  });

  it('answers for the day, week and month around another date', async () => {
    const response = await get('/api/barber-area/earnings?date=2026-04-30', ana);
    expect(response.json()).toMatchObject({
      today: { count: 1, revenue: 70 },
      week: { from: '2026-04-26', to: '2026-05-02', count: 2, revenue: 100 },
      month: { from: '2026-04-01', to: '2026-04-30', count: 1, revenue: 70 },
    });
  });

  it("never shows another barber's figures", async () => {
    const response = await get('/api/barber-area/earnings', caio);
    expect(response.json()).toMatchObject({
      today: { count: 1, revenue: 88 },
      month: { count: 1, revenue: 88 },
    });
  });

  it('refuses a date that does not exist', async () => {
    const response = await get('/api/barber-area/earnings?date=2026-02-30', ana);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'date',
      message: 'Data inválida. Use o formato AAAA-MM-DD.',
    });
  });

  it('is for barbers only', async () => {
    expect((await get('/api/barber-area/earnings')).statusCode).toBe(401);
    for (const actor of [client, admin, owner]) {
      const response = await get('/api/barber-area/earnings', actor);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Acesso negado' });
    }
  });
});

describe('GET /api/barber-area/schedule', () => {
  beforeAll(async () => {
    await db.insert(timeOff).values([
      {
        barbershopId: DEMO_BARBERSHOP_ID,
        barberId: ana.id,
        startsAt: spInstant('2026-05-08', '13:00'),
        endsAt: spInstant('2026-05-08', '18:00'),
        reason: 'Consulta médica',
      },
      {
        barbershopId: DEMO_BARBERSHOP_ID,
        barberId: ana.id,
        startsAt: spInstant('2026-05-06', '12:00'),
        endsAt: spInstant('2026-05-06', '16:00'),
        reason: null,
      },
      {
        barbershopId: DEMO_BARBERSHOP_ID,
        barberId: ana.id,
        startsAt: spInstant('2026-05-01', '09:00'),
        endsAt: spInstant('2026-05-02', '19:00'),
        reason: 'Feriado',
      },
      {
        barbershopId: DEMO_BARBERSHOP_ID,
        barberId: caio.id,
        startsAt: spInstant('2026-05-10', '09:00'),
        endsAt: spInstant('2026-05-20', '19:00'),
        reason: 'Férias',
      },
    ]);
  });

  it('shows the own week with its breaks and the time off not yet over', async () => {
    const response = await get('/api/barber-area/schedule', ana);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.timeZone).toBe('America/Sao_Paulo');
    expect(body.workingHours).toEqual(
      [...demoWeek].sort(
        (a, b) => a.dayOfWeek - b.dayOfWeek || a.startTime.localeCompare(b.startTime),
      ),
    );
    expect(body.timeOff).toEqual([
      expect.objectContaining({
        startDate: '2026-05-06',
        startTime: '12:00',
        endDate: '2026-05-06',
        endTime: '16:00',
        reason: null,
      }),
      expect.objectContaining({
        startsAt: '2026-05-08T16:00:00.000Z',
        startDate: '2026-05-08',
        startTime: '13:00',
        endTime: '18:00',
        reason: 'Consulta médica',
      }),
    ]);
  });

  it("never shows another barber's time off", async () => {
    const body = (await get('/api/barber-area/schedule', caio)).json();
    expect(body.timeOff.map((entry: { reason: string }) => entry.reason)).toEqual(['Férias']);
  });

  it('is for barbers only', async () => {
    expect((await get('/api/barber-area/schedule')).statusCode).toBe(401);
    for (const actor of [client, admin, owner]) {
      expect((await get('/api/barber-area/schedule', actor)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/appointments/barber/my-appointments?from&to', () => {
  let ids: Record<string, string>;

  beforeAll(async () => {
    const book = (date: string, time: string, status: 'PENDING' | 'CONFIRMED', barber = ana) =>
      insertAppointment(db, {
        clientId: client.id,
        barberId: barber.id,
        startsAt: spInstant(date, time),
        status,
        durationMinutes: 30,
      });
    ids = {
      before: await book('2026-06-07', '23:30', 'PENDING'),
      first: await book('2026-06-08', '00:00', 'CONFIRMED'),
      pending: await book('2026-06-10', '10:00', 'PENDING'),
      last: await book('2026-06-14', '23:30', 'CONFIRMED'),
      after: await book('2026-06-15', '00:00', 'PENDING'),
      caio: await book('2026-06-10', '10:00', 'PENDING', caio),
    };
  });

  it('lists the own appointments of the shop-local days from `from` to `to`', async () => {
    const response = await get(
      '/api/appointments/barber/my-appointments?from=2026-06-08&to=2026-06-14',
      ana,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((a: { id: string }) => a.id)).toEqual([ids.first, ids.pending, ids.last]);
    expect(body.total).toBe(3);
    expect(body.data[1]).toMatchObject({
      scheduledDate: '2026-06-10',
      scheduledTime: '10:00',
      client: { id: client.id, name: 'Carlos Cliente' },
    });
  });

  it('filters by status', async () => {
    const response = await get(
      '/api/appointments/barber/my-appointments?from=2026-06-01&to=2026-06-30&status=PENDING',
      ana,
    );
    expect(response.json().data.map((a: { id: string }) => a.id)).toEqual([
      ids.before,
      ids.pending,
      ids.after,
    ]);
  });

  it("never lists another barber's appointments", async () => {
    const response = await get(
      '/api/appointments/barber/my-appointments?from=2026-06-01&to=2026-06-30',
      caio,
    );
    expect(response.json().data.map((a: { id: string }) => a.id)).toEqual([ids.caio]);
  });

  it.each([
    ['from=2026-06-08', 'from', 'Informe a data inicial (from) e a final (to) do período', 'to'],
    ['to=2026-06-08', 'to', 'Informe a data inicial (from) e a final (to) do período', 'from'],
    [
      'from=2026-06-10&to=2026-06-08',
      'range',
      'A data inicial deve ser anterior ou igual à final',
      'to',
    ],
    ['from=2026-06-01&to=2026-07-02', 'range', 'O período deve ter no máximo 31 dias', 'to'],
    [
      'date=2026-06-01&from=2026-06-01&to=2026-06-02',
      'both',
      'Informe uma data (date) ou um período (from e to), não os dois',
      'date',
    ],
    ['from=2026-06-31&to=2026-07-01', 'date', 'Data inválida. Use o formato AAAA-MM-DD.', 'from'],
    ['status=FEITO', 'status', 'Status inválido', 'status'],
  ])('refuses ?%s (%s)', async (query, _case, message, field) => {
    const response = await get(`/api/appointments/barber/my-appointments?${query}`, ana);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message, field });
  });

  it('takes the 31 days of a long month', async () => {
    const response = await get(
      '/api/appointments/barber/my-appointments?from=2026-05-01&to=2026-05-31',
      ana,
    );
    expect(response.statusCode).toBe(200);
  });

  it('is for barbers only', async () => {
    for (const actor of [client, admin, owner]) {
      const response = await get(
        '/api/appointments/barber/my-appointments?from=2026-06-08&to=2026-06-14',
        actor,
      );
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('PATCH /api/appointments/:id/reject from the agenda', () => {
  it('wants a reason of at least five characters, and changes nothing until then', async () => {
    const id = await insertAppointment(db, {
      clientId: client.id,
      barberId: ana.id,
      startsAt: spInstant('2026-06-20', '10:00'),
    });
    const reject = (reason: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/appointments/${id}/reject`,
        headers: ana.headers,
        payload: { reason },
      });
    const short = await reject('  ok  ');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'reason',
      message: 'O motivo deve ter pelo menos 5 caracteres.',
    });
    expect((await get(`/api/appointments/${id}`, ana)).json().status).toBe('PENDING');

    const rejected = await reject('  Gripe  ');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'CANCELLED', cancellationReason: 'Gripe' });
  });
});

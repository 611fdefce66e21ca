import { addDaysToLocalDate } from '@navalha/core/domain/format/date-time';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { timeOff } from '../../db/schema/time-off.js';
import { countQueries } from '../../test/query-counter.js';
import {
  DEMO_BARBERSHOP_ID,
  futureDate,
  insertAppointment,
  spInstant,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { openDeskScene } from '../../test/desk-fixtures.js';
import type { DeskScene } from '../../test/desk-fixtures.js';

/** A Wednesday far enough ahead that the seeded agenda leaves its week empty. */
const WEDNESDAY = futureDate(3, 60);
const SUNDAY = addDaysToLocalDate(WEDNESDAY, -3);
const SATURDAY = addDaysToLocalDate(WEDNESDAY, 3);
const NEXT_SUNDAY = addDaysToLocalDate(WEDNESDAY, 4);

let scene: DeskScene;
let app: FastifyInstance;
let db: Db;
let owner: Actor;
let admin: Actor;
let barber: Actor;
let client: Actor;
let ana: Actor;
let caio: Actor;
let rivalOwner: Actor;
let rivalBarber: Actor;
const ids: Record<string, string> = {};

beforeAll(async () => {
  scene = await openDeskScene(() => spInstant(WEDNESDAY, '10:15'), 'Semana');
  ({ app, db, owner, admin, barber, client, ana, caio, rivalOwner, rivalBarber } = scene);

  ids.monday = await insertAppointment(db, {
    clientId: client.id,
    barberId: ana.id,
    startsAt: spInstant(addDaysToLocalDate(SUNDAY, 1), '10:00'),
    status: 'CONFIRMED',
  });
  ids.saturday = await insertAppointment(db, {
    clientId: client.id,
    barberId: ana.id,
    startsAt: spInstant(SATURDAY, '18:00'),
    status: 'CANCELLED',
    paymentStatus: 'CANCELLED',
  });
  // The next week's Sunday and another barber's Wednesday: not in Ana's week.
  await insertAppointment(db, {
    clientId: client.id,
    barberId: ana.id,
    startsAt: spInstant(NEXT_SUNDAY, '10:00'),
  });
  await insertAppointment(db, {
    clientId: client.id,
    barberId: caio.id,
    startsAt: spInstant(WEDNESDAY, '10:00'),
  });
  const [off] = await db
    .insert(timeOff)
    .values({
      barbershopId: DEMO_BARBERSHOP_ID,
      barberId: ana.id,
      startsAt: spInstant(addDaysToLocalDate(WEDNESDAY, 1), '15:00'),
      endsAt: spInstant(SATURDAY, '12:00'),
      reason: 'Curso de visagismo',
    })
    .returning({ id: timeOff.id });
  ids.timeOff = off?.id ?? '';
});

afterAll(async () => {
  await scene.close();
});

function get(url: string, actor?: Actor) {
  return app.inject({ method: 'GET', url, ...(actor ? { headers: actor.headers } : {}) });
}

interface WeekBody {
  days: { date: string; bookings: { id: string }[]; timeOff: { id: string }[] }[];
}

describe('GET /api/admin/agenda/week', () => {
  it("answers the barber's week, Sunday to Saturday, each day with its hours and bookings", async () => {
    const response = await get(
      `/api/admin/agenda/week?barberId=${ana.id}&date=${WEDNESDAY}`,
      owner,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      timeZone: 'America/Sao_Paulo',
      slotStepMinutes: 30,
      barber: { id: ana.id, name: 'Ana Semana', avatarUrl: null },
    });
    expect(body.days.map((day: { date: string }) => day.date)).toEqual(
      Array.from({ length: 7 }, (_, index) => addDaysToLocalDate(SUNDAY, index)),
    );
    const tuesday = body.days[2];
    expect(tuesday).toMatchObject({
      workingHours: [
        { start: '09:00', end: '12:00' },
        { start: '13:00', end: '19:00' },
      ],
      breaks: [{ start: '12:00', end: '13:00' }],
      bookings: [],
    });
    expect(body.days[1].bookings).toEqual([
      {
        id: ids.monday,
        barberId: ana.id,
        startsAt: spInstant(addDaysToLocalDate(SUNDAY, 1), '10:00').toISOString(),
        endsAt: spInstant(addDaysToLocalDate(SUNDAY, 1), '10:40').toISOString(),
        client: { id: client.id, name: expect.any(String), phone: expect.anything() },
        services: ['Corte de cabelo'],
        status: 'CONFIRMED',
        paymentMethod: 'PIX',
        paymentStatus: 'PENDING',
      },
    ]);
    expect(body.days[6].bookings).toEqual([
      expect.objectContaining({ id: ids.saturday, status: 'CANCELLED' }),
    ]);
  });

  it("keeps other weeks and other barbers' bookings out", async () => {
    const body = (
      await get(`/api/admin/agenda/week?barberId=${ana.id}&date=${WEDNESDAY}`, admin)
    ).json() as WeekBody;
    const all = body.days.flatMap((day) => day.bookings.map((booking) => booking.id));
    expect(all.sort()).toEqual([ids.monday, ids.saturday].sort());
  });

  it('gives each day the time off that touches it', async () => {
    const body = (
      await get(`/api/admin/agenda/week?barberId=${ana.id}&date=${SATURDAY}`, owner)
    ).json() as WeekBody;
    const withTimeOff = body.days
      .filter((day) => day.timeOff.some((period) => period.id === ids.timeOff))
      .map((day) => day.date);
    expect(withTimeOff).toEqual([
      addDaysToLocalDate(WEDNESDAY, 1),
      addDaysToLocalDate(WEDNESDAY, 2),
      SATURDAY,
    ]);
  });

  it("answers the current week in the shop's zone when no date is given", async () => {
    const body = (await get(`/api/admin/agenda/week?barberId=${ana.id}`, owner)).json() as WeekBody;
    expect(body.days[0]?.date).toBe(SUNDAY);
  });

  it("answers 404 for another shop's barber, a client or an unknown id, the same way", async () => {
    for (const id of [rivalBarber.id, client.id, '6e617661-6c68-4100-8000-00000000dead']) {
      const response = await get(`/api/admin/agenda/week?barberId=${id}`, owner);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Barbeiro não encontrado',
      });
    }
    const rival = await get(`/api/admin/agenda/week?barberId=${ana.id}`, rivalOwner);
    expect(rival.statusCode).toBe(404);
  });

  it('refuses a missing barber or an impossible date', async () => {
    const missing = await get('/api/admin/agenda/week', owner);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'barberId',
      message: 'Escolha um barbeiro.',
    });
    const bad = await get(`/api/admin/agenda/week?barberId=${ana.id}&date=2026-02-30`, owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'date' });
  });

  it('admits the owner and admins; barbers and clients get 403, nobody signed in 401', async () => {
    const url = `/api/admin/agenda/week?barberId=${ana.id}`;
    expect((await get(url, barber)).statusCode).toBe(403);
    expect((await get(url, client)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
  });

  it('reads a week in the same number of statements however many bookings', async () => {
    const url = `/api/admin/agenda/week?barberId=${caio.id}&date=${WEDNESDAY}`;
    const quiet = await countQueries(db, () => get(url, owner));
    for (const time of ['09:00', '11:00', '14:00', '16:00']) {
      await insertAppointment(db, {
        clientId: client.id,
        barberId: caio.id,
        startsAt: spInstant(addDaysToLocalDate(WEDNESDAY, 1), time),
      });
    }
    const busy = await countQueries(db, () => get(url, owner));
    expect(busy).toBe(quiet);
    expect(busy).toBeLessThanOrEqual(6);
  });
});

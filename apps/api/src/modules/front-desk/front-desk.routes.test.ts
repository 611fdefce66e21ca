import { addDaysToLocalDate } from '@navalha/core/domain/format/date-time';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { timeOff } from '../../db/schema/time-off.js';
import { users } from '../../db/schema/users.js';
import { countQueries } from '../../test/query-counter.js';
import {
  createBarber,
  DEMO_BARBERSHOP_ID,
  futureDate,
  insertAppointment,
  spInstant,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { openDeskScene } from '../../test/desk-fixtures.js';
import type { DeskScene } from '../../test/desk-fixtures.js';

/** A Tuesday far enough ahead that the seeded agenda leaves it empty. */
const DAY = futureDate(2, 60);
/** The Wednesday after, which holds many bookings for the query count. */
const BUSY_DAY = addDaysToLocalDate(DAY, 1);
/** Time off from DAY 15:00 runs to this Thursday. */
const THURSDAY = addDaysToLocalDate(DAY, 2);

let scene: DeskScene;
let app: FastifyInstance;
let db: Db;
let owner: Actor;
let admin: Actor;
let barber: Actor;
let client: Actor;
let ana: Actor;
let caio: Actor;
let rival: string;
let rivalOwner: Actor;
let rivalBarber: Actor;
const ids: Record<string, string> = {};

beforeAll(async () => {
  scene = await openDeskScene(() => spInstant(DAY, '10:15'), 'Agenda');
  ({ app, db, owner, admin, barber, client, ana, caio, rival, rivalOwner, rivalBarber } = scene);

  ids.confirmed = await insertAppointment(db, {
    clientId: client.id,
    barberId: ana.id,
    startsAt: spInstant(DAY, '10:00'),
    durationMinutes: 45,
    status: 'CONFIRMED',
    paymentStatus: 'COMPLETED',
  });
  ids.cancelled = await insertAppointment(db, {
    clientId: client.id,
    barberId: caio.id,
    startsAt: spInstant(DAY, '11:00'),
    status: 'CANCELLED',
    paymentStatus: 'CANCELLED',
  });
  // 21:30 the evening before in São Paulo is already this day in UTC: not on this day's grid.
  await insertAppointment(db, {
    clientId: client.id,
    barberId: ana.id,
    startsAt: spInstant(addDaysToLocalDate(DAY, -1), '21:30'),
  });
  ids.rival = await insertAppointment(db, {
    clientId: client.id,
    barberId: rivalBarber.id,
    barbershopId: rival,
    startsAt: spInstant(DAY, '10:00'),
  });
  const [off] = await db
    .insert(timeOff)
    .values({
      barbershopId: DEMO_BARBERSHOP_ID,
      barberId: caio.id,
      startsAt: spInstant(DAY, '15:00'),
      endsAt: spInstant(THURSDAY, '12:00'),
      reason: 'Consulta médica',
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

interface AgendaBody {
  staff: { id: string; name: string }[];
  bookings: { id: string; barberId: string }[];
}

describe('GET /api/admin/agenda', () => {
  it("answers the shop's zone, slot step, staff and their day, and the day's bookings", async () => {
    const response = await get(`/api/admin/agenda?date=${DAY}`, owner);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ date: DAY, timeZone: 'America/Sao_Paulo', slotStepMinutes: 30 });
    expect(Array.isArray(body.openingHours)).toBe(true);
    const anaColumn = body.staff.find((member: { id: string }) => member.id === ana.id);
    expect(anaColumn).toEqual({
      id: ana.id,
      name: 'Ana Agenda',
      avatarUrl: null,
      workingHours: [
        { start: '09:00', end: '12:00' },
        { start: '13:00', end: '19:00' },
      ],
      breaks: [{ start: '12:00', end: '13:00' }],
      timeOff: [],
    });
    const confirmed = body.bookings.find((booking: { id: string }) => booking.id === ids.confirmed);
    expect(confirmed).toEqual({
      id: ids.confirmed,
      barberId: ana.id,
      startsAt: spInstant(DAY, '10:00').toISOString(),
      endsAt: spInstant(DAY, '10:45').toISOString(),
      client: { id: client.id, name: expect.any(String), phone: expect.anything() },
      services: ['Corte de cabelo'],
      status: 'CONFIRMED',
      paymentMethod: 'PIX',
      paymentStatus: 'COMPLETED',
      receivedWith: null,
      balanceCents: 0,
    });
    const [clientRow] = await db.select().from(users).where(eq(users.id, client.id));
    expect(confirmed.client).toEqual({
      id: client.id,
      name: clientRow?.name,
      phone: clientRow?.phone ?? null,
    });
  });

  it('lists only bookings that start on the day in the shop, and the cancelled ones too', async () => {
    const body = (await get(`/api/admin/agenda?date=${DAY}`, admin)).json() as AgendaBody;
    expect(body.bookings.map((booking) => booking.id).sort()).toEqual(
      [ids.confirmed, ids.cancelled].sort(),
    );
    expect(body.bookings.find((booking) => booking.id === ids.cancelled)).toMatchObject({
      barberId: caio.id,
      status: 'CANCELLED',
      paymentStatus: 'CANCELLED',
    });
  });

  it('gives each barber the time off that touches the day, with its reason', async () => {
    const body = (await get(`/api/admin/agenda?date=${DAY}`, owner)).json();
    const caioColumn = body.staff.find((member: { id: string }) => member.id === caio.id);
    expect(caioColumn.timeOff).toEqual([
      {
        id: ids.timeOff,
        startsAt: spInstant(DAY, '15:00').toISOString(),
        endsAt: spInstant(THURSDAY, '12:00').toISOString(),
        reason: 'Consulta médica',
      },
    ]);
  });

  it("lists the shop's bookable staff by name, never another shop's", async () => {
    const body = (await get(`/api/admin/agenda?date=${DAY}`, owner)).json() as AgendaBody;
    const names = body.staff.map((member) => member.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const staffIds = body.staff.map((member) => member.id);
    expect(staffIds).toEqual(expect.arrayContaining([ana.id, caio.id, barber.id]));
    expect(staffIds).not.toContain(rivalBarber.id);
    expect(staffIds).not.toContain(owner.id);
    expect(body.bookings.map((booking) => booking.id)).not.toContain(ids.rival);
  });

  it("shows the other shop's owner only their own day", async () => {
    const body = (await get(`/api/admin/agenda?date=${DAY}`, rivalOwner)).json() as AgendaBody;
    expect(body.staff.map((member) => member.id)).toEqual([rivalBarber.id]);
    expect(body.bookings.map((booking) => booking.id)).toEqual([ids.rival]);
  });

  it('keeps the column of a barber who stopped taking bookings while they have one that day', async () => {
    const leaving = await createBarber(db, DEMO_BARBERSHOP_ID, [], 'Zé Saindo');
    const booking = await insertAppointment(db, {
      clientId: client.id,
      barberId: leaving.id,
      startsAt: spInstant(DAY, '16:00'),
    });
    await db.update(users).set({ isActive: false }).where(eq(users.id, leaving.id));
    const body = (await get(`/api/admin/agenda?date=${DAY}`, owner)).json() as AgendaBody;
    expect(body.staff.map((member) => member.id)).toContain(leaving.id);
    expect(body.bookings.map((entry) => entry.id)).toContain(booking);
    const nextDay = (await get(`/api/admin/agenda?date=${BUSY_DAY}`, owner)).json() as AgendaBody;
    expect(nextDay.staff.map((member) => member.id)).not.toContain(leaving.id);
  });

  it('admits the owner and admins; barbers and clients get 403, nobody signed in 401', async () => {
    const url = `/api/admin/agenda?date=${DAY}`;
    expect((await get(url, owner)).statusCode).toBe(200);
    expect((await get(url, admin)).statusCode).toBe(200);
    const forbidden = await get(url, barber);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await get(url, client)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
  });

  it("answers today in the shop's zone when no date is given", async () => {
    const response = await get('/api/admin/agenda', owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ date: DAY });
    expect((response.json() as AgendaBody).bookings.map((booking) => booking.id)).toContain(
      ids.confirmed,
    );
  });

  it('refuses an impossible date', async () => {
    const response = await get('/api/admin/agenda?date=2026-02-30', owner);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'date' });
  });

  it('reads a day in the same number of statements however many barbers and bookings', async () => {
    const quiet = await countQueries(db, () => get(`/api/admin/agenda?date=${BUSY_DAY}`, owner));
    for (let index = 0; index < 4; index += 1) {
      const extra = await createBarber(db, DEMO_BARBERSHOP_ID, [], `Extra ${index}`);
      for (const time of ['09:00', '10:00', '11:00']) {
        await insertAppointment(db, {
          clientId: client.id,
          barberId: extra.id,
          startsAt: spInstant(BUSY_DAY, time),
        });
      }
    }
    const busy = await countQueries(db, () => get(`/api/admin/agenda?date=${BUSY_DAY}`, owner));
    expect(busy).toBe(quiet);
    expect(busy).toBeLessThanOrEqual(8);
  });
});

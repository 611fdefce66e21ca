import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { appointments } from '../../db/schema/appointments.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { notifications } from '../../db/schema/notifications.js';
import { payments } from '../../db/schema/payments.js';
import { users } from '../../db/schema/users.js';
import {
  createBarber,
  createService,
  createShop,
  createUser,
  DEMO_BARBERSHOP_ID,
  demoActor,
  demoServices,
  futureDate,
  insertAppointment,
  spInstant,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/** A Wednesday far enough ahead that the seeded agenda leaves it empty; the clock is 08:00. */
const DAY = futureDate(3, 60);

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let owner: Actor;
let admin: Actor;
let client: Actor;
let ana: Actor;
let caio: Actor;
let rivalOwner: Actor;
let rivalBarber: Actor;
let rivalService: string;
const [corte, barba] = demoServices;

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  app = await buildTestApp(testApp.database, {}, () => spInstant(DAY, '08:00'));
  owner = await demoActor(db, 'dono@navalha.dev');
  admin = await demoActor(db, 'admin@navalha.dev');
  client = await demoActor(db, 'cliente@navalha.dev');
  ana = await createBarber(db, DEMO_BARBERSHOP_ID, [corte.id, barba.id], 'Ana Balcão');
  caio = await createBarber(db, DEMO_BARBERSHOP_ID, [corte.id, barba.id], 'Caio Balcão');
  const rival = await createShop(db);
  rivalOwner = await createUser(db, 'OWNER', rival);
  rivalService = await createService(db, rival);
  rivalBarber = await createBarber(db, rival, [rivalService], 'Rita Rival');
});

afterAll(async () => {
  await app.close();
  await testApp.close();
});

function book(actor: Actor, payload: object) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/agenda/bookings',
    headers: actor.headers,
    payload,
  });
}

function move(actor: Actor, id: string, payload: object) {
  return app.inject({
    method: 'PATCH',
    url: `/api/admin/agenda/bookings/${id}`,
    headers: actor.headers,
    payload,
  });
}

function search(actor: Actor, text: string) {
  return app.inject({
    method: 'GET',
    url: `/api/admin/agenda/clients?search=${encodeURIComponent(text)}`,
    headers: actor.headers,
  });
}

const walkIn = (phone: string, extra: object = {}) => ({
  newClient: { name: 'Joaquim Balcão', phone, ...extra },
  barberId: ana.id,
  serviceIds: [corte.id, barba.id],
  date: DAY,
  time: '10:00',
});

describe('POST /api/admin/agenda/bookings', () => {
  it('books a walk-in with just name and phone: confirmed, priced by the server, paid at the shop', async () => {
    const response = await book(admin, { ...walkIn('(11) 97777-1234'), notes: 'Máquina 2' });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      barberId: ana.id,
      startsAt: spInstant(DAY, '10:00').toISOString(),
      client: { name: 'Joaquim Balcão', phone: '(11) 97777-1234' },
      services: [corte.name, barba.name],
      status: 'CONFIRMED',
      paymentMethod: 'CASH',
      paymentStatus: 'PENDING',
    });
    const [row] = await db.select().from(appointments).where(eq(appointments.id, body.id));
    expect(row?.totalCents).toBe(
      corte.priceCents + (barba.promotionalPriceCents ?? barba.priceCents),
    );
    expect(row?.endsAt.getTime()).toBe(
      spInstant(DAY, '10:00').getTime() + (corte.durationMinutes + barba.durationMinutes) * 60_000,
    );
    expect(row?.notes).toBe('Máquina 2');
    const [person] = await db.select().from(users).where(eq(users.id, body.client.id));
    expect(person).toMatchObject({ role: 'CLIENT', passwordHash: null, provider: 'LOCAL' });
    expect(person?.email).toMatch(/@balcao\.invalid$/);
    const [payment] = await db.select().from(payments).where(eq(payments.appointmentId, body.id));
    expect(payment).toMatchObject({ method: 'CASH', amountCents: row?.totalCents });
    const notices = await db
      .select()
      .from(notifications)
      .where(eq(notifications.appointmentId, body.id));
    expect(notices.map((notice) => [notice.userId, notice.type]).sort()).toEqual(
      [
        [body.client.id, 'APPOINTMENT_CONFIRMED'],
        [ana.id, 'APPOINTMENT_REQUESTED'],
      ].sort(),
    );
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, body.id), eq(auditLog.action, 'appointment.desk_create')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBe(admin.id);
  });

  it('finds the shop clients by name, phone digits or e-mail, never by a stand-in address', async () => {
    await book(owner, { ...walkIn('(21) 96543-2109'), time: '14:00' });
    const byPhone = (await search(owner, '96543')).json();
    expect(byPhone.data).toEqual([
      { id: expect.any(String), name: 'Joaquim Balcão', phone: '(21) 96543-2109', email: null },
    ]);
    const byName = (await search(owner, 'joaquim')).json();
    expect(byName.data.length).toBeGreaterThanOrEqual(2);
    expect((await search(owner, 'balcao.invalid')).json().data).toEqual([]);
    const [demoClient] = await db.select().from(users).where(eq(users.id, client.id));
    const byEmail = (await search(admin, demoClient?.email ?? '')).json();
    expect(byEmail.data.map((row: { id: string }) => row.id)).toEqual([client.id]);
    // The admin's client list shows no e-mail for them either.
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/clients?search=96543',
      headers: owner.headers,
    });
    expect(list.json().data).toEqual([
      expect.objectContaining({ name: 'Joaquim Balcão', email: '', phone: '(21) 96543-2109' }),
    ]);
    // Another shop's desk finds none of them.
    expect((await search(rivalOwner, 'joaquim')).json().data).toEqual([]);
  });

  it('books one of the shop clients by id; a client who never booked there is 404', async () => {
    const response = await book(owner, {
      clientId: client.id,
      barberId: caio.id,
      serviceIds: [corte.id],
      date: DAY,
      time: '09:00',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().client.id).toBe(client.id);
    const stranger = await createUser(db, 'CLIENT', null);
    const refused = await book(owner, {
      clientId: stranger.id,
      barberId: caio.id,
      serviceIds: [corte.id],
      date: DAY,
      time: '11:00',
    });
    expect(refused.statusCode).toBe(404);
  });

  it('answers a taken time with the pt-BR 409 and writes nothing, not even the walk-in', async () => {
    const response = await book(owner, walkIn('(11) 95555-0001'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'SLOT_UNAVAILABLE',
      message: 'Horário indisponível. Escolha outro horário.',
    });
    const created = await db.select().from(users).where(eq(users.phone, '(11) 95555-0001'));
    expect(created).toEqual([]);
  });

  it('takes a walk-in in the slot under way, never one that has ended', async () => {
    const deskClock = await buildTestApp(testApp.database, {}, () => spInstant(DAY, '16:40'));
    try {
      const walkInNow = await deskClock.inject({
        method: 'POST',
        url: '/api/admin/agenda/bookings',
        headers: owner.headers,
        payload: {
          ...walkIn('(11) 95555-0009'),
          barberId: caio.id,
          serviceIds: [corte.id],
          time: '16:30',
        },
      });
      expect(walkInNow.statusCode, walkInNow.body).toBe(201);
      const ended = await deskClock.inject({
        method: 'POST',
        url: '/api/admin/agenda/bookings',
        headers: owner.headers,
        payload: {
          ...walkIn('(11) 95555-0010'),
          barberId: caio.id,
          serviceIds: [corte.id],
          time: '16:00',
        },
      });
      expect(ended.json()).toMatchObject({ code: 'BOOKING_IN_PAST' });
    } finally {
      await deskClock.close();
    }
  });

  it('keeps to the barber hours and the slot grid', async () => {
    const lunch = await book(owner, { ...walkIn('(11) 95555-0002'), time: '12:00' });
    expect(lunch.json()).toMatchObject({ code: 'OUTSIDE_WORKING_HOURS' });
    const offGrid = await book(owner, { ...walkIn('(11) 95555-0002'), time: '16:10' });
    expect(offGrid.json()).toMatchObject({ code: 'NOT_A_SLOT' });
  });

  it("refuses another shop's barber or service as 404", async () => {
    const barber = await book(owner, { ...walkIn('(11) 95555-0003'), barberId: rivalBarber.id });
    expect(barber.statusCode).toBe(404);
    const service = await book(owner, { ...walkIn('(11) 95555-0003'), serviceIds: [rivalService] });
    expect(service.statusCode).toBe(404);
  });

  it('refuses a walk-in whose e-mail already has an account', async () => {
    const [demoClient] = await db.select().from(users).where(eq(users.id, client.id));
    const response = await book(owner, {
      ...walkIn('(11) 95555-0004', { email: demoClient?.email }),
      time: '16:00',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'EMAIL_IN_USE', field: 'newClient.email' });
  });
});

describe('PATCH /api/admin/agenda/bookings/:id', () => {
  it('moves a booking to another barber and time and tells the client', async () => {
    const id = await insertAppointment(db, {
      clientId: client.id,
      barberId: ana.id,
      startsAt: spInstant(DAY, '17:00'),
      status: 'CONFIRMED',
    });
    const response = await move(admin, id, { barberId: caio.id, date: DAY, time: '17:30' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      barberId: caio.id,
      startsAt: spInstant(DAY, '17:30').toISOString(),
      status: 'CONFIRMED',
    });
    const notices = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.appointmentId, id), eq(notifications.userId, client.id)));
    expect(notices.map((notice) => notice.title)).toContain('Agendamento alterado');
    const left = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.appointmentId, id), eq(notifications.userId, ana.id)));
    expect(left.map((notice) => notice.title)).toEqual(['Agenda alterada']);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'appointment.move')));
    expect(audit).toHaveLength(1);
  });

  it('refuses a taken time, a cancelled booking and another shop booking', async () => {
    const taken = await insertAppointment(db, {
      clientId: client.id,
      barberId: caio.id,
      startsAt: spInstant(DAY, '13:00'),
      status: 'CONFIRMED',
    });
    const other = await createUser(db, 'CLIENT', null);
    const id = await insertAppointment(db, {
      clientId: other.id,
      barberId: ana.id,
      startsAt: spInstant(DAY, '13:00'),
      status: 'CONFIRMED',
    });
    const busy = await move(owner, id, { barberId: caio.id, date: DAY, time: '13:00' });
    expect(busy.json()).toMatchObject({ code: 'SLOT_UNAVAILABLE' });
    expect(taken).toBeTruthy();
    const cancelled = await insertAppointment(db, {
      clientId: other.id,
      barberId: ana.id,
      startsAt: spInstant(DAY, '18:00'),
      status: 'CANCELLED',
    });
    const ended = await move(owner, cancelled, { barberId: ana.id, date: DAY, time: '18:30' });
    expect(ended.json()).toMatchObject({ code: 'INVALID_TRANSITION' });
    const rivalClient = await createUser(db, 'CLIENT', null);
    const rivalBooking = await insertAppointment(db, {
      clientId: rivalClient.id,
      barberId: rivalBarber.id,
      barbershopId: (await db.select().from(users).where(eq(users.id, rivalBarber.id)))[0]
        ?.barbershopId as string,
      serviceId: rivalService,
      startsAt: spInstant(DAY, '10:00'),
    });
    const foreign = await move(owner, rivalBooking, { barberId: ana.id, date: DAY, time: '15:00' });
    expect(foreign.statusCode).toBe(404);
    const theirs = await move(rivalOwner, id, { barberId: ana.id, date: DAY, time: '15:00' });
    expect(theirs.statusCode).toBe(404);
  });

  it('of two bookings moved into one slot at once, one moves and the other gets 409', async () => {
    const [first, second] = await Promise.all(
      ['(11) 94444-0001', '(11) 94444-0002'].map(async (phone, index) => {
        const person = await createUser(db, 'CLIENT', null, `Concorrente ${phone}`);
        return insertAppointment(db, {
          clientId: person.id,
          barberId: index === 0 ? ana.id : caio.id,
          startsAt: spInstant(DAY, '19:00'),
          status: 'CONFIRMED',
        });
      }),
    );
    const target = await createBarber(db, DEMO_BARBERSHOP_ID, [corte.id], 'Zeca Destino');
    const answers = await Promise.all(
      [first, second].map((id) =>
        move(owner, id ?? '', { barberId: target.id, date: DAY, time: '15:00' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409);
    expect(loser?.json()).toMatchObject({ code: 'SLOT_UNAVAILABLE' });
    const onTarget = await db
      .select()
      .from(appointments)
      .where(eq(appointments.barberId, target.id));
    expect(onTarget).toHaveLength(1);
  });
});

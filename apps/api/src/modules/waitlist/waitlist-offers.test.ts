import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import { fromCents } from '@navalha/core/domain/money';
import { errorMessages } from '@navalha/core/contracts/errors';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { appointments } from '../../db/schema/appointments.js';
import { notifications } from '../../db/schema/notifications.js';
import { waitlistEntries } from '../../db/schema/waitlist-entries.js';
import {
  createBarber,
  createService,
  createShop,
  createUser,
  demoActor,
  futureDate,
  insertAppointment,
  spInstant,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let shopId: string;
let serviceId: string;
let barber: Actor;
let desk: Actor;
let weeks = 0;
/** A Monday of its own for each test. */
const nextMonday = () => futureDate(1, 60 + 7 * (weeks += 1));

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  shopId = await createShop(db, 'Barbearia da Fila');
  serviceId = await createService(db, shopId, { name: 'Corte da fila', priceCents: 5000 });
  barber = await createBarber(db, shopId, [serviceId], 'Bruno Fila');
  desk = await createUser(db, 'RECEPTION', shopId, 'Recepção Fila');
});

afterAll(async () => {
  await testApp.close();
});

/** A client waiting for `date` between 10:00 and 10:30: only the 10:00 time fits. */
async function waitFor(date: string, name: string) {
  const client = await createUser(db, 'CLIENT', null, name);
  const joined = await app.inject({
    method: 'POST',
    url: '/api/waitlist',
    headers: client.headers,
    payload: { date, fromTime: '10:00', toTime: '10:30', serviceIds: [serviceId] },
  });
  expect(joined.statusCode, joined.body).toBe(201);
  return { client, entryId: joined.json().id as string };
}

/** The barber's 10:00 on `date`, booked by someone who then cancels it. */
async function bookedTen(date: string) {
  const holder = await createUser(db, 'CLIENT', null);
  const id = await insertAppointment(db, {
    clientId: holder.id,
    barberId: barber.id,
    barbershopId: shopId,
    serviceId,
    startsAt: spInstant(date, '10:00'),
    durationMinutes: 30,
  });
  return {
    cancel: async () => {
      const cancelled = await app.inject({
        method: 'DELETE',
        url: `/api/appointments/${id}`,
        headers: holder.headers,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    },
  };
}

const statusOf = async (entryId: string) => {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
  return row?.status;
};

const offerOf = (actor: Actor, entryId: string, target = app) =>
  target.inject({ method: 'GET', url: `/api/waitlist/${entryId}/offer`, headers: actor.headers });

const offerNotices = (userId: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'WAITLIST_OFFER')));

const cashTotal = fromCents(
  computeOrderTotals({ items: [{ priceCents: 5000 }], method: 'CASH' }).total,
);

const take = (actor: Actor, entryId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/waitlist/${entryId}/offer/take`,
    headers: actor.headers,
    payload: { paymentMethod: 'CASH', totalPrice: cashTotal },
  });

describe('the waitlist offers a freed time', () => {
  it('to the first entry in line only, held for it, then to the next once the hold lapses; taken, it books', async () => {
    const date = nextMonday();
    const slot = await bookedTen(date);
    const first = await waitFor(date, 'Ana Primeira');
    const second = await waitFor(date, 'Beto Segundo');

    await slot.cancel();

    const offer = await offerOf(first.client, first.entryId);
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json()).toMatchObject({
      date,
      time: '10:00',
      barberName: 'Bruno Fila',
      serviceNames: ['Corte da fila'],
      status: 'OFFERED',
    });
    expect(offer.json().totals).toContainEqual({ method: 'CASH', total: cashTotal });
    expect((await offerNotices(first.client.id)).map((n) => n.link)).toEqual([
      `/lista-de-espera/${first.entryId}`,
    ]);
    // The bell names the offer's shop, as it does a booking's notice (issue 20 §2).
    const bell = await app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: first.client.headers,
    });
    expect(bell.statusCode, bell.body).toBe(200);
    expect(
      bell.json().data.filter((row: { type: string }) => row.type === 'WAITLIST_OFFER'),
    ).toEqual([expect.objectContaining({ shop: { id: shopId, name: 'Barbearia da Fila' } })]);
    expect(await statusOf(second.entryId)).toBe('WAITING');
    expect(await offerNotices(second.client.id)).toEqual([]);
    expect((await offerOf(second.client, second.entryId)).statusCode).toBe(409);

    // Sixteen minutes later the hold has lapsed: the sweep passes it to the next in line.
    const later = await buildTestApp(
      testApp.database,
      {},
      () => new Date(Date.now() + 16 * 60_000),
    );
    try {
      expect(await later.waitlist.sweep()).toMatchObject({ lapsed: 1 });
    } finally {
      await later.close();
    }
    expect(await statusOf(first.entryId)).toBe('WAITING');
    expect(await statusOf(second.entryId)).toBe('OFFERED');
    expect(await offerNotices(second.client.id)).toHaveLength(1);
    // The first is never offered the time it let lapse again.
    await app.waitlist.refill(shopId);
    expect(await statusOf(first.entryId)).toBe('WAITING');

    const taken = await take(second.client, second.entryId);
    expect(taken.statusCode, taken.body).toBe(201);
    const [booking] = await db
      .select()
      .from(appointments)
      .where(eq(appointments.id, taken.json().appointmentId));
    expect(booking).toMatchObject({
      clientId: second.client.id,
      barberId: barber.id,
      startsAt: spInstant(date, '10:00'),
      paymentMethod: 'CASH',
    });
    expect(await statusOf(second.entryId)).toBe('BOOKED');
  });

  it('lets a booking made meanwhile by someone else win: the taker reads the normal 409', async () => {
    const date = nextMonday();
    const slot = await bookedTen(date);
    const waiting = await waitFor(date, 'Caio Esperando');
    await slot.cancel();
    expect(await statusOf(waiting.entryId)).toBe('OFFERED');

    const walkIn = await createUser(db, 'CLIENT', null);
    const direct = await app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: walkIn.headers,
      payload: {
        serviceIds: [serviceId],
        barberIds: [barber.id],
        scheduledDate: date,
        scheduledTime: '10:00',
        paymentMethod: 'CASH',
        totalPrice: cashTotal,
      },
    });
    expect(direct.statusCode, direct.body).toBe(201);

    const late = await take(waiting.client, waiting.entryId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'SLOT_UNAVAILABLE',
      message: errorMessages.slotUnavailable,
    });
    // The offer ended; the client is back in line.
    expect(await statusOf(waiting.entryId)).toBe('WAITING');
    expect((await offerOf(waiting.client, waiting.entryId)).statusCode).toBe(409);
  });

  it("offers the time the desk's cancellation frees", async () => {
    const date = nextMonday();
    const holder = await createUser(db, 'CLIENT', null);
    const bookingId = await insertAppointment(db, {
      clientId: holder.id,
      barberId: barber.id,
      barbershopId: shopId,
      serviceId,
      startsAt: spInstant(date, '10:00'),
      durationMinutes: 30,
    });
    const waiting = await waitFor(date, 'Kátia Balcão');
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/admin/agenda/bookings/${bookingId}/cancel`,
      headers: desk.headers,
      payload: { reason: 'Cliente pediu para desmarcar.' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await statusOf(waiting.entryId)).toBe('OFFERED');
  });

  it('passes a declined offer to the next in line', async () => {
    const date = nextMonday();
    const slot = await bookedTen(date);
    const first = await waitFor(date, 'Dora Recusa');
    const second = await waitFor(date, 'Edu Próximo');
    await slot.cancel();
    const declined = await app.inject({
      method: 'POST',
      url: `/api/waitlist/${first.entryId}/offer/decline`,
      headers: first.client.headers,
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await statusOf(first.entryId)).toBe('WAITING');
    expect(await statusOf(second.entryId)).toBe('OFFERED');
    // Only the entry's own client may decline it.
    const foreign = await app.inject({
      method: 'POST',
      url: `/api/waitlist/${second.entryId}/offer/decline`,
      headers: first.client.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('offers one freed time to one entry when processes refill at once', async () => {
    const date = nextMonday();
    const slot = await bookedTen(date);
    const entries = [
      await waitFor(date, 'Fábio Um'),
      await waitFor(date, 'Gil Dois'),
      await waitFor(date, 'Hugo Três'),
    ];
    // The cancellation's own refill, and two other processes' sweeps, at the same moment.
    const others = [await buildTestApp(testApp.database), await buildTestApp(testApp.database)];
    try {
      await Promise.all([
        slot.cancel(),
        ...others.map((other) => other.waitlist.refill(shopId)),
        ...others.map((other) => other.waitlist.refill()),
      ]);
    } finally {
      await Promise.all(others.map((other) => other.close()));
    }
    const statuses = await Promise.all(entries.map((entry) => statusOf(entry.entryId)));
    expect(statuses).toEqual(['OFFERED', 'WAITING', 'WAITING']);
    const notices = await Promise.all(entries.map((entry) => offerNotices(entry.client.id)));
    expect(notices.map((list) => list.length)).toEqual([1, 0, 0]);
  });

  it("lets the desk offer a free time by hand, once: 'Oferecer horário'", async () => {
    const date = nextMonday();
    const first = await waitFor(date, 'Iara Balcão');
    const second = await waitFor(date, 'João Balcão');
    const offer = (entryId: string, time: string, actor = desk) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/waitlist/${entryId}/offer`,
        headers: actor.headers,
        payload: { barberId: barber.id, time },
      });
    const made = await offer(second.entryId, '15:00');
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ status: 'OFFERED' });
    expect((await offerOf(second.client, second.entryId)).json()).toMatchObject({
      time: '15:00',
    });
    expect(await offerNotices(second.client.id)).toHaveLength(1);
    // The same time, already held for someone: refused.
    const twice = await offer(first.entryId, '15:00');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'SLOT_UNAVAILABLE' });
    // Another shop's desk cannot see the entry.
    const rivalDesk = await demoActor(db, 'recepcao@navalha.dev');
    expect((await offer(first.entryId, '16:00', rivalDesk)).statusCode).toBe(404);
    // The desk's line shows who holds what.
    const line = await app.inject({
      method: 'GET',
      url: `/api/admin/waitlist?date=${date}`,
      headers: desk.headers,
    });
    expect(line.json().data.map((entry: { status: string }) => entry.status)).toEqual([
      'WAITING',
      'OFFERED',
    ]);
    expect(line.json().data[0].offer).toBeNull();
    expect(line.json().data[1].offer).toMatchObject({
      barberName: 'Bruno Fila',
      time: '15:00',
      expiresAt: made.json().expiresAt,
    });
  });

  it("holds an offer for the shop's 'Reserva da lista de espera' minutes", async () => {
    const admin = await createUser(db, 'ADMIN', shopId, 'Admin Fila');
    const save = (minutes: number) =>
      app.inject({
        method: 'PATCH',
        url: '/api/admin/settings',
        headers: admin.headers,
        payload: { waitlistOfferMinutes: minutes },
      });
    const refused = await save(2);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'A reserva da lista de espera deve ser de 5 a 240 minutos',
    });
    const saved = await save(30);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ waitlistOfferMinutes: 30 });
    try {
      const date = nextMonday();
      const waiting = await waitFor(date, 'Lia Meia Hora');
      const before = Date.now();
      const made = await app.inject({
        method: 'POST',
        url: `/api/admin/waitlist/${waiting.entryId}/offer`,
        headers: desk.headers,
        payload: { barberId: barber.id, time: '16:00' },
      });
      expect(made.statusCode, made.body).toBe(201);
      const held = new Date(made.json().expiresAt).getTime() - before;
      expect(held).toBeGreaterThanOrEqual(29 * 60_000);
      expect(held).toBeLessThanOrEqual(31 * 60_000);
    } finally {
      expect((await save(15)).statusCode).toBe(200);
    }
  });
});

import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import { fromCents } from '@navalha/core/domain/money';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { appointments } from '../../db/schema/appointments.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { notifications } from '../../db/schema/notifications.js';
import { payments } from '../../db/schema/payments.js';
import { freshDay } from '../../test/payment-fixtures.js';
import {
  createUser,
  DEMO_BARBERSHOP_ID,
  demoActor,
  demoServices,
  spInstant,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * Issue 16 §3: a cash booking the shop has not confirmed expires, like an unpaid PIX, once its
 * start is within the shop's unconfirmedCashExpiresHoursBefore (default 2 h; 0 = never). The
 * clock is pinned: the sweep runs at chosen instants.
 */

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let bruno: Actor;
let clock = new Date();

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  app = await buildTestApp(testApp.database, {}, () => clock);
  bruno = await demoActor(db, 'barbeiro@navalha.dev');
});

afterAll(async () => {
  await app.close();
  await testApp.close();
});

const corte = demoServices[0];

function bookCash(client: Actor, date: string, time: string) {
  return app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: client.headers,
    payload: {
      serviceIds: [corte.id],
      barberIds: [bruno.id],
      scheduledDate: date,
      scheduledTime: time,
      paymentMethod: 'CASH',
      totalPrice: fromCents(computeOrderTotals({ items: [corte], method: 'CASH' }).total),
    },
  });
}

async function bookingOf(id: string) {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

const at = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * 60_000);

async function setCashExpiry(hours: number) {
  const [shop] = await db
    .select({ settings: barbershops.settings })
    .from(barbershops)
    .where(eq(barbershops.id, DEMO_BARBERSHOP_ID));
  await db
    .update(barbershops)
    .set({ settings: { ...shop!.settings, unconfirmedCashExpiresHoursBefore: hours } })
    .where(eq(barbershops.id, DEMO_BARBERSHOP_ID));
}

describe('unconfirmed cash bookings', () => {
  it('expire 2 h before the start, free the slot and tell the client', async () => {
    clock = new Date();
    const client = await createUser(db, 'CLIENT', null, 'Cliente Dinheiro');
    const date = freshDay();
    const booked = await bookCash(client, date, '15:00');
    expect(booked.statusCode).toBe(201);
    const id = booked.json().id as string;
    const start = spInstant(date, '15:00');

    // 12:59 on the day: more than 2 h ahead, it stays.
    clock = at(start, -121);
    await app.payments.endings.expireUnpaid(clock);
    expect((await bookingOf(id))?.status).toBe('PENDING');

    // 13:00: within 2 h of the start and still not confirmed, it expires, once.
    clock = at(start, -120);
    const first = await app.payments.endings.expireUnpaid(clock);
    expect(first.expiredAppointments).toBe(1);
    expect(await bookingOf(id)).toMatchObject({ status: 'EXPIRED', paymentStatus: 'CANCELLED' });
    const [payment] = await db.select().from(payments).where(eq(payments.appointmentId, id));
    expect(payment?.status).toBe('CANCELLED');
    expect((await app.payments.endings.expireUnpaid(at(clock, 1))).expiredAppointments).toBe(0);

    const notices = await db
      .select({ userId: notifications.userId, title: notifications.title })
      .from(notifications)
      .where(eq(notifications.appointmentId, id));
    expect(notices.filter((notice) => notice.title !== 'Agendamento solicitado')).toEqual(
      expect.arrayContaining([
        { userId: client.id, title: 'Agendamento expirado' },
        { userId: bruno.id, title: 'Horário liberado' },
      ]),
    );
    expect(notices.filter((notice) => notice.title === 'Agendamento expirado')).toHaveLength(1);

    // The time is free again for someone else.
    const other = await createUser(db, 'CLIENT', null);
    expect((await bookCash(other, date, '15:00')).statusCode).toBe(201);
  });

  it('leaves cash bookings the shop confirmed, and all of them when the shop says never', async () => {
    clock = new Date();
    const client = await createUser(db, 'CLIENT', null);
    const date = freshDay();
    const confirmed = (await bookCash(client, date, '10:00')).json().id as string;
    const pending = (await bookCash(client, date, '16:00')).json().id as string;
    await db
      .update(appointments)
      .set({ status: 'CONFIRMED' })
      .where(and(eq(appointments.id, confirmed)));

    clock = at(spInstant(date, '16:00'), -30);
    await setCashExpiry(0);
    try {
      await app.payments.endings.expireUnpaid(clock);
      expect((await bookingOf(pending))?.status).toBe('PENDING');
    } finally {
      await setCashExpiry(2);
    }
    await app.payments.endings.expireUnpaid(clock);
    expect((await bookingOf(confirmed))?.status).toBe('CONFIRMED');
    expect((await bookingOf(pending))?.status).toBe('EXPIRED');
  });

  it('leaves a cash booking made after its own deadline to the shop', async () => {
    const date = freshDay();
    const start = spInstant(date, '11:00');
    clock = at(start, -60);
    const client = await createUser(db, 'CLIENT', null);
    const booked = await bookCash(client, date, '11:00');
    expect(booked.statusCode).toBe(201);
    const id = booked.json().id as string;
    // The database stamps the real time; the booking was made at the pinned 10:00.
    await db.update(appointments).set({ createdAt: clock }).where(eq(appointments.id, id));

    await app.payments.endings.expireUnpaid(at(start, -59));
    expect((await bookingOf(id))?.status).toBe('PENDING');
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/notifications.js';
import { appointmentRow, cardToken, paymentRows } from '../../test/payment-fixtures.js';
import { demoActor, demoServices, futureDate, spInstant } from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { fromCents } from '@navalha/core/domain/money';
import { computeOrderTotals } from '@navalha/core/domain/payments/fees';

/**
 * A client moves a confirmed and paid booking (decision 025): free while its cancellation is
 * free, the payment moving with it; after that the answer says why not.
 */

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let client: Actor;
let marina: Actor;
let bruno: Actor;
let now = new Date();

/** A Monday of its own for each test (the demo barber works 10:00–18:00 then). */
let week = 0;
function freshDay(): string {
  week += 1;
  return futureDate(1, 21 + 7 * week);
}

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  app = await buildTestApp(testApp.database, {}, () => now);
  client = await demoActor(db, 'cliente@navalha.dev');
  marina = await demoActor(db, 'marina@navalha.dev');
  bruno = await demoActor(db, 'barbeiro@navalha.dev');
});

afterAll(async () => {
  await app.close();
  await testApp.close();
});

const corte = demoServices[0];
const cardTotal = fromCents(computeOrderTotals({ items: [corte], method: 'CREDIT_CARD' }).total);

function book(actor: Actor, date: string, time: string) {
  return app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: actor.headers,
    payload: {
      serviceIds: [corte.id],
      barberIds: [bruno.id],
      scheduledDate: date,
      scheduledTime: time,
      paymentMethod: 'CREDIT_CARD',
      totalPrice: cardTotal,
    },
  });
}

/** A booking made and paid by card (confirmed by the payment). */
async function paidBooking(date: string, time: string): Promise<string> {
  const booked = await book(client, date, time);
  expect(booked.statusCode, booked.body).toBe(201);
  const id: string = booked.json().id;
  const paid = await app.inject({
    method: 'POST',
    url: '/api/payments/card/create',
    headers: client.headers,
    payload: {
      appointmentId: id,
      amount: cardTotal,
      cardToken: await cardToken(app, client, 'APRO'),
    },
  });
  expect(paid.json()).toMatchObject({ status: 'paid' });
  return id;
}

function move(id: string, date: string, time: string, actor: Actor = client) {
  return app.inject({
    method: 'PATCH',
    url: `/api/appointments/${id}`,
    headers: actor.headers,
    payload: { scheduledDate: date, scheduledTime: time },
  });
}

describe('rescheduling a confirmed, paid booking', () => {
  it('moves it with its payment, tells client and barber, and keeps the slot rules', async () => {
    now = new Date();
    const date = freshDay();
    const id = await paidBooking(date, '10:00');
    const [payment] = await paymentRows(db, id);
    expect(await appointmentRow(db, id)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'COMPLETED',
    });
    const before = await app.inject({
      method: 'GET',
      url: `/api/appointments/${id}`,
      headers: client.headers,
    });
    expect(before.json().reschedule).toMatchObject({ allowed: true, reason: null });

    // Another client's booking holds 14:00: the exclusion constraint still answers 409.
    expect((await book(marina, date, '14:00')).statusCode).toBe(201);
    const taken = await move(id, date, '14:00');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('SLOT_UNAVAILABLE');

    const moved = await move(id, date, '16:00');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      scheduledTime: '16:00',
      status: 'CONFIRMED',
      paymentStatus: 'COMPLETED',
      final_amount: cardTotal,
      cancellationFee: null,
    });
    expect((await appointmentRow(db, id)).startsAt).toEqual(spInstant(date, '16:00'));
    const after = await paymentRows(db, id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: payment?.id, status: 'COMPLETED' });

    const notices = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.appointmentId, id), eq(notifications.title, 'Agenda alterada')));
    expect(notices.map((notice) => notice.userId)).toEqual([bruno.id]);
    const [told] = await db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.appointmentId, id), eq(notifications.title, 'Agendamento remarcado')),
      );
    expect(told).toMatchObject({ userId: client.id });

    // The old time is free again.
    expect((await book(marina, date, '10:00')).statusCode).toBe(201);
  });

  it('refuses it once its cancellation is no longer free, saying until when it was', async () => {
    now = new Date();
    const date = freshDay();
    const id = await paidBooking(date, '10:00');
    // One hour inside the 24 h window.
    now = new Date(spInstant(date, '10:00').getTime() - 23 * 3_600_000);
    const read = await app.inject({
      method: 'GET',
      url: `/api/appointments/${id}`,
      headers: client.headers,
    });
    expect(read.json().reschedule).toMatchObject({ allowed: false, freeUntil: null });

    const refused = await move(id, date, '16:00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: expect.stringContaining('A remarcação sem custo ia até'),
    });
    expect(read.json().reschedule.reason).toBe(refused.json().message);
    expect((await appointmentRow(db, id)).startsAt).toEqual(spInstant(date, '10:00'));
  });

  it("answers 404 for another client's paid booking", async () => {
    now = new Date();
    const date = freshDay();
    const id = await paidBooking(date, '10:00');
    expect((await move(id, date, '16:00', marina)).statusCode).toBe(404);
  });
});

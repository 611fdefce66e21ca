import { fromCents } from '@navalha/core/domain/money';
import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appointments } from '../../db/schema/appointments.js';
import { promoCodes } from '../../db/schema/promo-codes.js';
import {
  appointmentRow,
  cardToken,
  freshDay,
  insertBooking,
  paymentRow,
} from '../../test/payment-fixtures.js';
import { DEMO_BARBERSHOP_ID, demoActor, demoServices } from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { startPaymentExpirySweep } from './payment-expiry-sweep.js';

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let client: Actor;
let marina: Actor;
let bruno: Actor;
/** The app's clock; tests move it. */
let now = new Date();
const minutes = (count: number) => new Date(now.getTime() + count * 60_000);

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
const pixTotal = fromCents(computeOrderTotals({ items: [corte], method: 'PIX' }).total);

function bookWith(
  method: 'PIX' | 'CREDIT_CARD' | 'DEBIT_CARD' | 'CASH',
  actor: Actor,
  date: string,
  time = '15:00',
) {
  return app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: actor.headers,
    payload: {
      serviceIds: [corte.id],
      barberIds: [bruno.id],
      scheduledDate: date,
      scheduledTime: time,
      paymentMethod: method,
      totalPrice: fromCents(computeOrderTotals({ items: [corte], method }).total),
    },
  });
}

const bookPix = (actor: Actor, date: string) => bookWith('PIX', actor, date);

async function payByPix(appointmentId: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/pix/create',
    headers: client.headers,
    payload: { appointmentId, amount: pixTotal },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; expiresAt: string };
}

describe('the unpaid-booking sweep', () => {
  it('expires an unpaid PIX after 30 minutes and frees the slot', async () => {
    now = new Date();
    const date = freshDay();
    const booked = await bookPix(client, date);
    expect(booked.statusCode, booked.body).toBe(201);
    const appointmentId = booked.json().id;
    const payment = await payByPix(appointmentId);
    expect(new Date(payment.expiresAt).getTime()).toBe(minutes(30).getTime());

    // Someone else cannot take the slot meanwhile.
    expect((await bookPix(marina, date)).statusCode).toBe(409);

    expect(await app.payments.endings.expireUnpaid(minutes(29))).toEqual({
      cancelledPayments: 0,
      expiredAppointments: 0,
      refundedPayments: 0,
    });
    expect(await paymentRow(db, payment.id)).toMatchObject({ status: 'PENDING' });

    expect(await app.payments.endings.expireUnpaid(minutes(31))).toEqual({
      cancelledPayments: 1,
      expiredAppointments: 1,
      refundedPayments: 0,
    });
    expect(await paymentRow(db, payment.id)).toMatchObject({
      status: 'CANCELLED',
      failureReason: 'O prazo para pagamento expirou.',
    });
    expect(await appointmentRow(db, appointmentId)).toMatchObject({
      status: 'EXPIRED',
      paymentStatus: 'CANCELLED',
    });

    // Running it again changes nothing.
    expect(await app.payments.endings.expireUnpaid(minutes(32))).toEqual({
      cancelledPayments: 0,
      expiredAppointments: 0,
      refundedPayments: 0,
    });
    const rebooked = await bookPix(marina, date);
    expect(rebooked.statusCode, rebooked.body).toBe(201);
  });

  it('expires a PIX booking whose payment was never created', async () => {
    now = new Date();
    const booked = await bookPix(client, freshDay());
    const appointmentId = booked.json().id;

    await app.payments.endings.expireUnpaid(minutes(29));
    expect(await appointmentRow(db, appointmentId)).toMatchObject({ status: 'PENDING' });
    await app.payments.endings.expireUnpaid(minutes(31));
    expect(await appointmentRow(db, appointmentId)).toMatchObject({ status: 'EXPIRED' });
  });

  it("gives an expired booking's promo code use back, once, however many instances sweep", async () => {
    now = new Date();
    await db.insert(promoCodes).values({
      barbershopId: DEMO_BARBERSHOP_ID,
      code: 'SWEEP1',
      discountPercent: 10,
      maxUses: 1,
    });
    const booked = await app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: client.headers,
      payload: {
        serviceIds: [corte.id],
        barberIds: [bruno.id],
        scheduledDate: freshDay(),
        scheduledTime: '15:00',
        paymentMethod: 'PIX',
        promotionCode: 'SWEEP1',
        totalPrice: fromCents(
          computeOrderTotals({ items: [corte], method: 'PIX', promoPercent: 10 }).total,
        ),
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const usesOf = async () =>
      (await db.select().from(promoCodes).where(eq(promoCodes.code, 'SWEEP1')))[0]?.timesUsed;
    expect(await usesOf()).toBe(1);

    const other = await buildTestApp(testApp.database, {}, () => now);
    try {
      await Promise.all([
        app.payments.endings.expireUnpaid(minutes(31)),
        other.payments.endings.expireUnpaid(minutes(31)),
      ]);
    } finally {
      await other.close();
    }
    expect(await appointmentRow(db, booked.json().id)).toMatchObject({ status: 'EXPIRED' });
    expect(await usesOf()).toBe(0);
    await app.payments.endings.expireUnpaid(minutes(32));
    expect(await usesOf()).toBe(0);
  });

  it('keeps a booking whose newer PIX code is still within its time', async () => {
    now = new Date();
    const booked = await bookPix(client, freshDay());
    const appointmentId = booked.json().id;
    now = minutes(20);
    const payment = await payByPix(appointmentId);

    // 31 minutes after the booking, 11 after the code: the code still runs.
    now = minutes(11);
    await app.payments.endings.expireUnpaid(now);
    expect(await appointmentRow(db, appointmentId)).toMatchObject({ status: 'PENDING' });
    expect(await paymentRow(db, payment.id)).toMatchObject({ status: 'PENDING' });
  });

  it('never expires paid, cash or card-under-review bookings', async () => {
    now = new Date();
    const paid = await insertBooking(db, {
      clientId: client.id,
      barberId: bruno.id,
      method: 'PIX',
      status: 'CONFIRMED',
      paymentStatus: 'COMPLETED',
    });
    const cash = await insertBooking(db, {
      clientId: client.id,
      barberId: bruno.id,
      method: 'CASH',
    });
    const review = await insertBooking(db, {
      clientId: client.id,
      barberId: bruno.id,
      method: 'CREDIT_CARD',
    });
    const card = await app.inject({
      method: 'POST',
      url: '/api/payments/card/create',
      headers: client.headers,
      payload: {
        appointmentId: review.id,
        amount: review.amount,
        cardToken: await cardToken(app, client, 'CONT'),
      },
    });
    expect(card.json()).toMatchObject({ status: 'pending' });

    await app.payments.endings.expireUnpaid(minutes(24 * 60));
    expect(await appointmentRow(db, paid.id)).toMatchObject({ status: 'CONFIRMED' });
    expect(await appointmentRow(db, cash.id)).toMatchObject({ status: 'PENDING' });
    expect(await appointmentRow(db, review.id)).toMatchObject({
      status: 'PENDING',
      paymentStatus: 'PROCESSING',
    });
  });

  it('expires card bookings whose attempts all failed or that never got one, never cash', async () => {
    now = new Date();
    const date = freshDay();
    const failed = await bookWith('CREDIT_CARD', client, date, '10:00');
    const untried = await bookWith('DEBIT_CARD', client, date, '11:00');
    const cash = await bookWith('CASH', client, date, '14:00');
    const retried = await bookWith('CREDIT_CARD', client, date, '16:00');
    for (const booked of [failed, untried, cash, retried]) {
      expect(booked.statusCode, booked.body).toBe(201);
    }
    const payCard = async (booking: { id: string; final_amount: number }, holder: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/payments/card/create',
        headers: client.headers,
        payload: {
          appointmentId: booking.id,
          amount: booking.final_amount,
          cardToken: await cardToken(app, client, holder),
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { status: string };
    };
    expect(await payCard(failed.json(), 'OTHE')).toMatchObject({ status: 'failed' });
    // A last try at minute 25 fails too: nothing was paid, nothing is payable.
    now = minutes(25);
    expect(await payCard(retried.json(), 'FUND')).toMatchObject({ status: 'failed' });

    now = minutes(4);
    await app.payments.endings.expireUnpaid(now);
    for (const booked of [failed, untried, cash, retried]) {
      expect(await appointmentRow(db, booked.json().id)).toMatchObject({ status: 'PENDING' });
    }

    now = minutes(2);
    expect(await app.payments.endings.expireUnpaid(now)).toMatchObject({ expiredAppointments: 3 });
    expect(await appointmentRow(db, failed.json().id)).toMatchObject({
      status: 'EXPIRED',
      paymentStatus: 'CANCELLED',
    });
    expect(await appointmentRow(db, untried.json().id)).toMatchObject({ status: 'EXPIRED' });
    expect(await appointmentRow(db, retried.json().id)).toMatchObject({ status: 'EXPIRED' });
    expect(await appointmentRow(db, cash.json().id)).toMatchObject({ status: 'PENDING' });
    // The card slots are free again; the cash one is not.
    const rebooked = [
      await bookWith('CREDIT_CARD', marina, date, '10:00'),
      await bookWith('PIX', marina, date, '16:00'),
    ];
    expect(rebooked.map((response) => response.statusCode)).toEqual([201, 201]);
    expect((await bookWith('CASH', marina, date, '14:00')).statusCode).toBe(409);
    for (const response of rebooked) {
      const cancelled = await app.inject({
        method: 'DELETE',
        url: `/api/appointments/${response.json().id}`,
        headers: marina.headers,
      });
      expect(cancelled.statusCode).toBe(200);
    }
  });

  it("cancels the open payment of a booking that ended without its payments' hook", async () => {
    now = new Date();
    const booked = await bookPix(client, freshDay());
    const payment = await payByPix(booked.json().id);
    // As if the process stopped between the booking's cancellation and its hook.
    await db
      .update(appointments)
      .set({ status: 'CANCELLED', cancelledAt: now, cancellationFeeCents: 0 })
      .where(eq(appointments.id, booked.json().id));

    expect(await app.payments.endings.expireUnpaid(minutes(1))).toMatchObject({
      cancelledPayments: 1,
    });
    const row = await paymentRow(db, payment.id);
    expect(row).toMatchObject({ status: 'CANCELLED' });
    const sandbox = await app.payments.sandbox.findSandboxPayment(row.gatewayPaymentId ?? '');
    expect(sandbox).toMatchObject({ status: 'cancelled' });
  });

  it('expires each booking once when several instances sweep at the same time', async () => {
    now = new Date();
    const booked = await bookPix(client, freshDay());
    await payByPix(booked.json().id);
    const other = await buildTestApp(testApp.database, {}, () => now);
    try {
      const results = await Promise.all([
        app.payments.endings.expireUnpaid(minutes(31)),
        other.payments.endings.expireUnpaid(minutes(31)),
      ]);
      const total = results.reduce(
        (sum, result) => ({
          cancelledPayments: sum.cancelledPayments + result.cancelledPayments,
          expiredAppointments: sum.expiredAppointments + result.expiredAppointments,
        }),
        { cancelledPayments: 0, expiredAppointments: 0 },
      );
      expect(total).toEqual({ cancelledPayments: 1, expiredAppointments: 1 });
    } finally {
      await other.close();
    }
  });

  it('runs at once when started, and stops', async () => {
    now = new Date();
    const booked = await bookPix(client, freshDay());
    now = minutes(31);
    const stop = startPaymentExpirySweep(app.payments.endings, app.log, 60_000);
    await stop();
    expect(await appointmentRow(db, booked.json().id)).toMatchObject({ status: 'EXPIRED' });
  });
});

import { fromCents } from '@navalha/core/domain/money';
import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { appointmentRow, cardToken, freshDay, paymentRows } from '../../test/payment-fixtures.js';
import { demoActor, demoServices } from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * Paying an unpaid booking again (issue 18 §3): after a declined, abandoned or expired attempt
 * the same booking takes a new one by any method, at its own price, with idempotency kept.
 */

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let client: Actor;
let bruno: Actor;
/** The app's clock; tests move it. */
let now = new Date();
const minutes = (from: Date, count: number) => new Date(from.getTime() + count * 60_000);

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  app = await buildTestApp(testApp.database, {}, () => now);
  client = await demoActor(db, 'cliente@navalha.dev');
  bruno = await demoActor(db, 'barbeiro@navalha.dev');
});

afterAll(async () => {
  await app.close();
  await testApp.close();
});

const corte = demoServices[0];
const totalOf = (method: PaymentMethod) =>
  fromCents(computeOrderTotals({ items: [corte], method }).total);

async function bookWith(method: PaymentMethod): Promise<{ id: string; createdAt: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: client.headers,
    payload: {
      serviceIds: [corte.id],
      barberIds: [bruno.id],
      scheduledDate: freshDay(),
      scheduledTime: '15:00',
      paymentMethod: method,
      totalPrice: totalOf(method),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function post(url: string, payload: object, key?: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...client.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}

async function read(id: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/appointments/${id}`,
    headers: client.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('paying a booking again', () => {
  it('pays a declined PIX booking by card: same booking, new attempt, its price for the card', async () => {
    now = new Date();
    const booking = await bookWith('PIX');
    const first = await post(
      '/api/payments/pix/create',
      { appointmentId: booking.id, amount: totalOf('PIX') },
      'pay-again-pix-1',
    );
    expect(first.statusCode, first.body).toBe(201);
    const declined = await post('/api/payments/mock', {
      paymentId: first.json().id,
      status: 'rejected',
    });
    expect(declined.json()).toMatchObject({ status: 'FAILED', appointmentPaymentStatus: 'FAILED' });

    // The booking says it can still be paid, and until when.
    const unpaid = await read(booking.id);
    expect(unpaid).toMatchObject({ status: 'PENDING', paymentStatus: 'FAILED' });
    expect(unpaid.payBy).toBe(minutes(new Date(booking.createdAt), 30).toISOString());

    // The declined attempt's key still answers with that attempt, never a new charge.
    const replay = await post(
      '/api/payments/pix/create',
      { appointmentId: booking.id, amount: totalOf('PIX') },
      'pay-again-pix-1',
    );
    expect(replay.json()).toMatchObject({ id: first.json().id, status: 'FAILED' });

    // A card costs the card's total; the PIX total is refused with the right figures.
    const wrong = await post('/api/payments/card/create', {
      appointmentId: booking.id,
      amount: totalOf('PIX'),
      cardToken: await cardToken(app, client, 'APRO'),
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({
      code: 'PAYMENT_AMOUNT_MISMATCH',
      details: { total: totalOf('CREDIT_CARD') },
    });

    const paid = await post(
      '/api/payments/card/create',
      {
        appointmentId: booking.id,
        amount: totalOf('CREDIT_CARD'),
        cardToken: await cardToken(app, client, 'APRO'),
      },
      'pay-again-card-1',
    );
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ status: 'paid', paymentStatus: 'COMPLETED' });

    const row = await appointmentRow(db, booking.id);
    expect(row).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'COMPLETED',
      paymentMethod: 'CREDIT_CARD',
      subtotalCents: corte.priceCents,
    });
    const attempts = await paymentRows(db, booking.id);
    expect(attempts.map((payment) => payment.status).sort()).toEqual(['COMPLETED', 'FAILED']);
    expect((await read(booking.id)).payBy).toBeNull();
  });

  it('takes a new PIX after the first expired, before the sweep, and the booking waits for it', async () => {
    const start = new Date();
    now = start;
    const booking = await bookWith('PIX');
    const first = await post('/api/payments/pix/create', {
      appointmentId: booking.id,
      amount: totalOf('PIX'),
    });
    expect(first.statusCode, first.body).toBe(201);

    now = minutes(start, 30.5);
    const second = await post(
      '/api/payments/pix/create',
      { appointmentId: booking.id, amount: totalOf('PIX') },
      'pay-again-pix-2',
    );
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().id).not.toBe(first.json().id);
    expect(second.json()).toMatchObject({ amount: totalOf('PIX'), status: 'PENDING' });
    const secondExpiry = minutes(now, 30).toISOString();
    expect((await read(booking.id)).payBy).toBe(secondExpiry);

    // The same key gives the same code again.
    const replay = await post(
      '/api/payments/pix/create',
      { appointmentId: booking.id, amount: totalOf('PIX') },
      'pay-again-pix-2',
    );
    expect(replay.statusCode).toBe(200);
    expect(replay.json().id).toBe(second.json().id);

    await app.payments.endings.expireUnpaid(minutes(start, 31));
    expect(await appointmentRow(db, booking.id)).toMatchObject({
      status: 'PENDING',
      totalCents: computeOrderTotals({ items: [corte], method: 'PIX' }).total,
    });
  });

  it('pays an abandoned card booking by PIX, repriced for PIX', async () => {
    now = new Date();
    const booking = await bookWith('CREDIT_CARD');
    expect((await read(booking.id)).payBy).toBe(
      minutes(new Date(booking.createdAt), 30).toISOString(),
    );
    const pix = await post('/api/payments/pix/create', {
      appointmentId: booking.id,
      amount: totalOf('PIX'),
    });
    expect(pix.statusCode, pix.body).toBe(201);
    expect(await appointmentRow(db, booking.id)).toMatchObject({
      paymentMethod: 'PIX',
      status: 'PENDING',
    });
  });
});

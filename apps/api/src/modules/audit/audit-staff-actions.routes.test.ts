import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { cardToken, insertBooking } from '../../test/payment-fixtures.js';
import { demoActor, insertAppointment } from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * The shop's staff's decisions on payments and bookings reach the owner's audit log (issue 8):
 * one row per change an ADMIN or OWNER makes, with before and after; none for a client's or a
 * barber's own action.
 */

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let client: Actor;
let bruno: Actor;
let admin: Actor;
let owner: Actor;
/** Past bookings of one barber must not overlap: each takes its own hour back. */
let hoursBack = 1;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  client = await demoActor(db, 'cliente@navalha.dev');
  bruno = await demoActor(db, 'barbeiro@navalha.dev');
  admin = await demoActor(db, 'admin@navalha.dev');
  owner = await demoActor(db, 'dono@navalha.dev');
});

afterAll(async () => {
  await testApp.close();
});

function call(method: 'POST' | 'PATCH' | 'DELETE', url: string, actor: Actor, payload?: object) {
  return app.inject({ method, url, headers: actor.headers, ...(payload ? { payload } : {}) });
}

function entriesOf(entityId: string) {
  return db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
}

async function cashPayment(): Promise<{ bookingId: string; paymentId: string }> {
  const booking = await insertBooking(db, {
    clientId: client.id,
    barberId: bruno.id,
    method: 'CASH',
  });
  const created = await call('POST', '/api/payments/create', client, {
    appointmentId: booking.id,
    amount: booking.amount,
    method: 'cash',
  });
  expect(created.statusCode, created.body).toBe(201);
  return { bookingId: booking.id, paymentId: created.json().id };
}

function startedBooking(status: 'PENDING' | 'CONFIRMED') {
  hoursBack += 1;
  return insertAppointment(db, {
    clientId: client.id,
    barberId: bruno.id,
    startsAt: new Date(Date.now() - hoursBack * 60 * 60_000),
    durationMinutes: 15,
    status,
  });
}

describe('payments', () => {
  it("records the admin's cash confirmation once, with the payment before and after", async () => {
    const { paymentId } = await cashPayment();
    const url = `/api/payments/${paymentId}/confirm`;
    expect((await call('PATCH', url, admin)).statusCode).toBe(200);
    // A refused second confirmation changes nothing, so records nothing.
    expect((await call('PATCH', url, admin)).statusCode).toBe(409);

    const entries = await entriesOf(paymentId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      actorRole: 'ADMIN',
      action: 'payment.confirm_cash',
      entity: 'payment',
      before: { status: 'PENDING', method: 'CASH', reason: null },
      after: { status: 'COMPLETED', method: 'CASH', reason: null },
    });
    expect(entries[0]?.before?.amountCents).toBeGreaterThan(0);
    expect(entries[0]?.after?.amountCents).toBe(entries[0]?.before?.amountCents);
  });

  it("records the owner's refund with the refunded amount and the reason", async () => {
    const booking = await insertBooking(db, {
      clientId: client.id,
      barberId: bruno.id,
      method: 'CREDIT_CARD',
    });
    const paid = await call('POST', '/api/payments/card/create', client, {
      appointmentId: booking.id,
      amount: booking.amount,
      cardToken: await cardToken(app, client, 'APRO'),
    });
    expect(paid.json()).toMatchObject({ status: 'paid' });
    const paymentId: string = paid.json().id;
    const refund = await call('POST', `/api/payments/${paymentId}/refund`, owner, {
      reason: 'Cliente desistiu',
    });
    expect(refund.statusCode, refund.body).toBe(200);

    const entries = await entriesOf(paymentId);
    expect(entries).toHaveLength(1);
    const fee = Math.round(booking.totals.total * 0.03);
    expect(entries[0]).toMatchObject({
      actorId: owner.id,
      actorRole: 'OWNER',
      action: 'payment.refund',
      before: {
        status: 'COMPLETED',
        amountCents: booking.totals.total,
        refundedAmountCents: null,
        reason: null,
      },
      after: {
        status: 'REFUNDED',
        amountCents: booking.totals.total,
        refundedAmountCents: booking.totals.total - fee,
        refundFeeCents: fee,
        reason: 'Cliente desistiu',
      },
    });
    // The booking the refund cancelled is part of the same change, not a second entry.
    expect(await entriesOf(booking.id)).toHaveLength(0);
  });

  it("records the admin's cancellation of a cash payment, but not a client's own", async () => {
    const byShop = await cashPayment();
    const cancelled = await call('DELETE', `/api/payments/${byShop.paymentId}/cancel`, admin, {
      reason: 'Cliente não veio pagar',
    });
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED' });
    const entries = await entriesOf(byShop.paymentId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      action: 'payment.cancel',
      before: { status: 'PENDING', reason: null },
      after: { status: 'CANCELLED', reason: 'Cliente não veio pagar' },
    });

    const byClient = await cashPayment();
    const own = await call('DELETE', `/api/payments/${byClient.paymentId}/cancel`, client);
    expect(own.json()).toMatchObject({ status: 'CANCELLED' });
    expect(await entriesOf(byClient.paymentId)).toHaveLength(0);
  });
});

describe('appointments', () => {
  it('records the confirmation, rejection and completion by the shop, one row each', async () => {
    const toConfirm = await startedBooking('PENDING');
    const toReject = await insertBooking(db, {
      clientId: client.id,
      barberId: bruno.id,
      method: 'CASH',
    });
    const toComplete = await startedBooking('CONFIRMED');

    const confirmed = await call('PATCH', `/api/appointments/${toConfirm}/confirm`, admin);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const rejected = await call('PATCH', `/api/appointments/${toReject.id}/reject`, owner, {
      reason: 'Barbeiro doente',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const completed = await call('PATCH', `/api/appointments/${toComplete}/complete`, admin);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(
      (await call('PATCH', `/api/appointments/${toComplete}/complete`, admin)).statusCode,
    ).toBe(409);

    const [confirm] = await entriesOf(toConfirm);
    expect(await entriesOf(toConfirm)).toHaveLength(1);
    expect(confirm).toMatchObject({
      actorId: admin.id,
      actorRole: 'ADMIN',
      action: 'appointment.confirm',
      entity: 'appointment',
      before: { status: 'PENDING', paymentStatus: 'PENDING', totalCents: 5000, reason: null },
      after: { status: 'CONFIRMED', paymentStatus: 'PENDING', totalCents: 5000, reason: null },
    });
    const rejections = await entriesOf(toReject.id);
    expect(rejections).toHaveLength(1);
    expect(rejections[0]).toMatchObject({
      actorId: owner.id,
      actorRole: 'OWNER',
      action: 'appointment.reject',
      before: { status: 'PENDING', paymentStatus: 'PENDING', reason: null },
      after: { status: 'CANCELLED', paymentStatus: 'CANCELLED', reason: 'Barbeiro doente' },
    });
    const completions = await entriesOf(toComplete);
    expect(completions).toHaveLength(1);
    expect(completions[0]).toMatchObject({
      actorId: admin.id,
      action: 'appointment.complete',
      before: { status: 'CONFIRMED' },
      after: { status: 'COMPLETED' },
    });

    // The owner reads them under their own kind.
    const log = await app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?entity=appointment',
      headers: owner.headers,
    });
    expect(log.statusCode, log.body).toBe(200);
    const actions = log.json().data.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['appointment.confirm', 'appointment.reject', 'appointment.complete']),
    );
  });

  it("records nothing for the barber's own decisions", async () => {
    const toConfirm = await startedBooking('PENDING');
    const toReject = await startedBooking('PENDING');
    const toComplete = await startedBooking('CONFIRMED');
    expect((await call('PATCH', `/api/appointments/${toConfirm}/confirm`, bruno)).statusCode).toBe(
      200,
    );
    const rejected = await call('PATCH', `/api/appointments/${toReject}/reject`, bruno, {
      reason: 'Imprevisto',
    });
    expect(rejected.statusCode).toBe(200);
    expect(
      (await call('PATCH', `/api/appointments/${toComplete}/complete`, bruno)).statusCode,
    ).toBe(200);
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'appointment'), eq(auditLog.actorId, bruno.id)));
    expect(rows).toHaveLength(0);
    for (const id of [toConfirm, toReject, toComplete]) {
      expect(await entriesOf(id)).toHaveLength(0);
    }
  });
});

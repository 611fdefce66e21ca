import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Db } from '../../db/client.js';
import { sandboxPayments } from '../../db/schema/sandbox-payments.js';
import type {
  CreatePixInput,
  GatewayPayment,
  GatewayRefund,
} from '../../gateways/payment-gateway.js';
import { GatewayError } from '../../gateways/payment-gateway.js';
import { SandboxGateway } from '../../gateways/sandbox.js';
import {
  appointmentRow,
  cardToken,
  insertBooking,
  paymentRow,
  paymentRows,
} from '../../test/payment-fixtures.js';
import type { Booking } from '../../test/payment-fixtures.js';
import { demoActor } from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import {
  createTestApp,
  TEST_JWT_SECRET,
  testConfig,
  testPasswordHasher,
} from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * The sandbox, with a few levers: the payer may pay in the instant before we cancel, a refund
 * may fail, a PIX code may take its time to be created.
 */
class ScriptedSandbox extends SandboxGateway {
  /** Runs once, just before the next cancellation reaches the sandbox. */
  beforeCancel: ((gatewayPaymentId: string) => Promise<unknown>) | null = null;
  /** How many of the next refunds fail. */
  failingRefunds = 0;
  /** While set, a PIX code is created only once it resolves. */
  pixGate: Promise<void> | null = null;
  cancelled: string[] = [];

  override async cancel(gatewayPaymentId: string): Promise<void> {
    this.cancelled.push(gatewayPaymentId);
    const before = this.beforeCancel;
    this.beforeCancel = null;
    if (before) await before(gatewayPaymentId);
    return super.cancel(gatewayPaymentId);
  }

  override async refund(gatewayPaymentId: string, amountCents: number): Promise<GatewayRefund> {
    if (this.failingRefunds > 0) {
      this.failingRefunds -= 1;
      throw new GatewayError('sandbox refunds are down', 503);
    }
    return super.refund(gatewayPaymentId, amountCents);
  }

  override async createPix(input: CreatePixInput): Promise<GatewayPayment> {
    if (this.pixGate) await this.pixGate;
    return super.createPix(input);
  }
}

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let gateway: ScriptedSandbox;
let client: Actor;
let bruno: Actor;
/** The app's clock; tests move it. */
let now = new Date();

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  gateway = new ScriptedSandbox({
    db,
    now: () => now,
    publicUrl: undefined,
    linkSecret: TEST_JWT_SECRET,
  });
  app = await buildApp({
    config: testConfig(),
    db,
    passwordHasher: testPasswordHasher,
    now: () => now,
    paymentGateway: gateway,
  });
  client = await demoActor(db, 'cliente@navalha.dev');
  bruno = await demoActor(db, 'barbeiro@navalha.dev');
});

afterAll(async () => {
  await app.close();
  await testApp.close();
});

beforeEach(() => {
  now = new Date();
  gateway.beforeCancel = null;
  gateway.failingRefunds = 0;
  gateway.pixGate = null;
  gateway.cancelled = [];
});

const book = (method: 'PIX' | 'CREDIT_CARD' | 'DEBIT_CARD') =>
  insertBooking(db, { clientId: client.id, barberId: bruno.id, method });

async function payByPix(booking: Booking) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/pix/create',
    headers: client.headers,
    payload: { appointmentId: booking.id, amount: booking.amount },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; gatewayPaymentId: string };
}

async function payByCard(booking: Booking, holder: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/card/create',
    headers: client.headers,
    payload: {
      appointmentId: booking.id,
      amount: booking.amount,
      cardToken: await cardToken(app, client, holder),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const [payment] = await paymentRows(db, booking.id);
  if (!payment) throw new Error('no card payment');
  return payment;
}

function cancelBooking(id: string) {
  return app.inject({ method: 'DELETE', url: `/api/appointments/${id}`, headers: client.headers });
}

function rejectBooking(id: string, reason = 'Barbeiro doente') {
  return app.inject({
    method: 'PATCH',
    url: `/api/appointments/${id}/reject`,
    headers: bruno.headers,
    payload: { reason },
  });
}

async function sandboxRow(gatewayPaymentId: string | null) {
  if (!gatewayPaymentId) throw new Error('no gateway payment');
  const [row] = await db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.id, gatewayPaymentId));
  if (!row) throw new Error(`no sandbox payment ${gatewayPaymentId}`);
  return row;
}

/** A time 3 hours before the booking starts: its cancellation costs the 50% fee. */
async function threeHoursBefore(bookingId: string): Promise<Date> {
  const { startsAt } = await appointmentRow(db, bookingId);
  return new Date(startsAt.getTime() - 3 * 3_600_000);
}

describe("a client's cancellation", () => {
  it('cancels the open PIX here and at the gateway; the bank can no longer approve it', async () => {
    const booking = await book('PIX');
    const pix = await payByPix(booking);

    const cancelled = await cancelBooking(booking.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', canCancelFree: true });

    expect(await paymentRow(db, pix.id)).toMatchObject({
      status: 'CANCELLED',
      failureReason: 'Agendamento cancelado pelo cliente.',
      cancellationReason: 'Agendamento cancelado pelo cliente.',
    });
    expect(await appointmentRow(db, booking.id)).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'CANCELLED',
    });
    expect(await sandboxRow(pix.gatewayPaymentId)).toMatchObject({ status: 'cancelled' });

    // The payer opens the bank page anyway: nothing is charged, nothing changes.
    await app.payments.sandbox.decideSandbox(pix.gatewayPaymentId, 'approved');
    expect(await sandboxRow(pix.gatewayPaymentId)).toMatchObject({ status: 'cancelled' });
    const status = await app.inject({
      method: 'GET',
      url: `/api/payments/${pix.id}/status`,
      headers: client.headers,
    });
    expect(status.json()).toMatchObject({
      status: 'CANCELLED',
      failureReason: 'Agendamento cancelado pelo cliente.',
      appointmentStatus: 'CANCELLED',
      appointmentPaymentStatus: 'CANCELLED',
    });
  });

  it('records money paid in the instant before the cancellation reached the gateway, and refunds it whole', async () => {
    const booking = await book('PIX');
    const pix = await payByPix(booking);
    // The payer approves at the bank just before our cancellation arrives there.
    gateway.beforeCancel = (id) => gateway.decide(id, 'approved');

    expect((await cancelBooking(booking.id)).statusCode).toBe(200);

    const payment = await paymentRow(db, pix.id);
    expect(payment).toMatchObject({
      status: 'REFUNDED',
      refundedAmountCents: booking.totals.total,
      refundFeeCents: 0,
      refundReason: 'Pagamento recebido depois do fim do agendamento.',
    });
    expect(payment.paidAt).not.toBeNull();
    expect(await appointmentRow(db, booking.id)).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'REFUNDED',
    });
    expect(await sandboxRow(pix.gatewayPaymentId)).toMatchObject({
      status: 'refunded',
      refundedAmountCents: booking.totals.total,
    });

    // A replayed approval and a sync change nothing, and refund nothing twice.
    await app.payments.sandbox.decideSandbox(pix.gatewayPaymentId, 'approved');
    const sync = await app.inject({
      method: 'GET',
      url: `/api/payments/${pix.id}/sync-status`,
      headers: client.headers,
    });
    expect(sync.json()).toMatchObject({ status: 'REFUNDED', appointmentStatus: 'CANCELLED' });
    expect(await app.payments.endings.expireUnpaid(now)).toMatchObject({ refundedPayments: 0 });
    expect(await sandboxRow(pix.gatewayPaymentId)).toMatchObject({
      refundedAmountCents: booking.totals.total,
    });
  });

  it('gives late money back whole even when the cancellation had a fee', async () => {
    const booking = await book('CREDIT_CARD');
    now = await threeHoursBefore(booking.id);
    const card = await payByCard(booking, 'CONT');
    expect(card.status).toBe('PROCESSING');
    gateway.beforeCancel = (id) => gateway.decide(id, 'approved');

    const cancelled = await cancelBooking(booking.id);
    expect(cancelled.json()).toMatchObject({ canCancelFree: false, cancellationFee: 27.1 });

    expect(await paymentRow(db, card.id)).toMatchObject({
      status: 'REFUNDED',
      refundedAmountCents: booking.totals.total,
      refundFeeCents: 0,
    });
  });

  it('refunds a paid card booking, free ahead of time, less the card refund fee', async () => {
    const booking = await book('CREDIT_CARD');
    const card = await payByCard(booking, 'APRO');
    expect(await appointmentRow(db, booking.id)).toMatchObject({ status: 'CONFIRMED' });

    const cancelled = await cancelBooking(booking.id);
    expect(cancelled.json()).toMatchObject({ canCancelFree: true, cancellationFee: 0 });

    // R$ 54,20 by credit: 3% (163) is kept, 5257 go back.
    expect(booking.totals.total).toBe(5420);
    expect(await paymentRow(db, card.id)).toMatchObject({
      status: 'REFUNDED',
      refundedAmountCents: 5257,
      refundFeeCents: 163,
      refundReason: 'Agendamento cancelado pelo cliente.',
    });
    expect(await appointmentRow(db, booking.id)).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'REFUNDED',
      cancellationFeeCents: 0,
    });
    expect(await sandboxRow(card.gatewayPaymentId)).toMatchObject({
      status: 'approved',
      statusDetail: 'partially_refunded',
      refundedAmountCents: 5257,
    });
  });

  it('keeps the late-cancellation fee, and the refund fee on the rest', async () => {
    const booking = await book('CREDIT_CARD');
    now = await threeHoursBefore(booking.id);
    const card = await payByCard(booking, 'APRO');

    const cancelled = await cancelBooking(booking.id);
    expect(cancelled.json()).toMatchObject({ canCancelFree: false, cancellationFee: 27.1 });

    // 5420: 2710 stay as the fee, 3% of the other 2710 (81) too, 2629 go back.
    expect(await paymentRow(db, card.id)).toMatchObject({
      status: 'REFUNDED',
      refundedAmountCents: 2629,
      refundFeeCents: 81,
    });
    expect(await appointmentRow(db, booking.id)).toMatchObject({ cancellationFeeCents: 2710 });
  });

  it('cancels a cash booking’s pending payment without asking any gateway', async () => {
    const booking = await insertBooking(db, {
      clientId: client.id,
      barberId: bruno.id,
      method: 'CASH',
    });
    const created = await app.inject({
      method: 'POST',
      url: '/api/payments/create',
      headers: client.headers,
      payload: { appointmentId: booking.id, amount: booking.amount, method: 'CASH' },
    });
    expect(created.statusCode, created.body).toBe(201);

    expect((await cancelBooking(booking.id)).statusCode).toBe(200);
    expect(await paymentRow(db, created.json().id)).toMatchObject({ status: 'CANCELLED' });
    expect(gateway.cancelled).toEqual([]);
  });

  it('leaves no payable code when the booking is cancelled while its PIX is being created', async () => {
    const booking = await book('PIX');
    let release = () => {};
    gateway.pixGate = new Promise((resolve) => {
      release = resolve;
    });
    const creating = app.inject({
      method: 'POST',
      url: '/api/payments/pix/create',
      headers: client.headers,
      payload: { appointmentId: booking.id, amount: booking.amount },
    });
    // The reservation row is written before the gateway is called.
    for (let tries = 0; (await paymentRows(db, booking.id)).length === 0; tries += 1) {
      if (tries > 200) throw new Error('the PIX reservation never appeared');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }

    expect((await cancelBooking(booking.id)).statusCode).toBe(200);
    release();
    await creating;

    const [payment] = await paymentRows(db, booking.id);
    expect(payment).toMatchObject({ status: 'CANCELLED' });
    expect(payment?.gatewayPaymentId).toBeTruthy();
    expect(await sandboxRow(payment?.gatewayPaymentId ?? null)).toMatchObject({
      status: 'cancelled',
    });
  });

  it('leaves the money owed when the gateway refund fails, and the sweep refunds it', async () => {
    const booking = await book('DEBIT_CARD');
    const card = await payByCard(booking, 'APRO');
    gateway.failingRefunds = 1;

    expect((await cancelBooking(booking.id)).statusCode).toBe(200);
    expect(await paymentRow(db, card.id)).toMatchObject({
      status: 'COMPLETED',
      refundRequestedAt: null,
    });
    expect(await appointmentRow(db, booking.id)).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'COMPLETED',
    });

    expect(await app.payments.endings.expireUnpaid(now)).toMatchObject({ refundedPayments: 1 });
    // R$ 51,50 by debit: 2% (103) is kept.
    expect(await paymentRow(db, card.id)).toMatchObject({
      status: 'REFUNDED',
      refundedAmountCents: booking.totals.total - 103,
      refundFeeCents: 103,
    });
    expect(await app.payments.endings.expireUnpaid(now)).toMatchObject({ refundedPayments: 0 });
  });
});

describe("a barber's rejection", () => {
  it('cancels the open payment', async () => {
    const booking = await book('PIX');
    const pix = await payByPix(booking);

    expect((await rejectBooking(booking.id)).statusCode).toBe(200);
    expect(await paymentRow(db, pix.id)).toMatchObject({
      status: 'CANCELLED',
      failureReason: 'Agendamento recusado pela barbearia.',
    });
    expect(await sandboxRow(pix.gatewayPaymentId)).toMatchObject({ status: 'cancelled' });
  });

  it('gives everything back, even late and by card', async () => {
    const booking = await book('DEBIT_CARD');
    now = await threeHoursBefore(booking.id);
    const card = await payByCard(booking, 'APRO');

    const rejected = await rejectBooking(booking.id);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED' });
    expect(await paymentRow(db, card.id)).toMatchObject({
      status: 'REFUNDED',
      refundedAmountCents: booking.totals.total,
      refundFeeCents: 0,
      refundReason: 'Agendamento recusado pela barbearia.',
    });
    expect(await sandboxRow(card.gatewayPaymentId)).toMatchObject({ status: 'refunded' });
  });
});

describe('a cancellation racing the payer', () => {
  it('never leaves money on a cancelled booking', async () => {
    for (let round = 0; round < 4; round += 1) {
      const booking = await book('PIX');
      const pix = await payByPix(booking);
      const [cancelled] = await Promise.all([
        cancelBooking(booking.id),
        app.payments.sandbox.decideSandbox(pix.gatewayPaymentId, 'approved'),
      ]);
      expect(cancelled.statusCode, cancelled.body).toBe(200);

      const payment = await paymentRow(db, pix.id);
      const remote = await sandboxRow(pix.gatewayPaymentId);
      const appointment = await appointmentRow(db, booking.id);
      expect(appointment.status).toBe('CANCELLED');
      if (payment.status === 'REFUNDED') {
        // Paid first: a free cancellation by PIX gives it all back.
        expect(payment.refundedAmountCents).toBe(booking.totals.total);
        expect(remote).toMatchObject({ status: 'refunded' });
        expect(appointment.paymentStatus).toBe('REFUNDED');
      } else {
        expect(payment.status).toBe('CANCELLED');
        expect(remote.status).toBe('cancelled');
        expect(appointment.paymentStatus).toBe('CANCELLED');
      }
    }
  });
});

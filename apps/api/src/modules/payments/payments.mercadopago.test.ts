import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatBRL, fromCents } from '@navalha/core/domain/money';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import { appointments } from '../../db/schema/appointments.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { notifications } from '../../db/schema/notifications.js';
import { walletDeposits } from '../../db/schema/wallet-deposits.js';
import { walletTransactions } from '../../db/schema/wallet-transactions.js';
import { FAKE_ACCESS_TOKEN, FakeMercadoPago } from '../../test/fake-mercadopago.js';
import {
  appointmentRow,
  insertBooking,
  paymentRow,
  paymentRows,
} from '../../test/payment-fixtures.js';
import { ledgerOf, walletRowOf } from '../../test/wallet-rows.js';
import { createUser, demoActor } from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * The app with PAYMENT_GATEWAY=mercadopago against a local fake of Mercado Pago's API:
 * payments end to end, and the webhook's signature, replay and idempotency rules.
 */

const SECRET = 'mp-webhook-secret';
const WEBHOOK = '/api/payments/webhooks/mercadopago';
const PUBLIC_KEY = 'TEST-7f0d3c2e-5b1a-4c8d-9e6f-1a2b3c4d5e6f';

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let fake: FakeMercadoPago;
let client: Actor;
let admin: Actor;
let bruno: Actor;
const now = new Date();

beforeAll(async () => {
  fake = new FakeMercadoPago();
  const apiUrl = await fake.start();
  testApp = await createTestApp();
  db = testApp.database.db;
  app = await buildTestApp(
    testApp.database,
    {
      paymentGateway: 'mercadopago',
      mercadopagoAccessToken: FAKE_ACCESS_TOKEN,
      mercadopagoWebhookSecret: SECRET,
      mercadopagoApiUrl: apiUrl,
      mercadopagoPublicKey: PUBLIC_KEY,
      publicUrl: 'https://navalha.example.com',
    },
    () => now,
  );
  client = await demoActor(db, 'cliente@navalha.dev');
  admin = await demoActor(db, 'admin@navalha.dev');
  bruno = await demoActor(db, 'barbeiro@navalha.dev');
});

afterAll(async () => {
  await app.close();
  await testApp.close();
  await fake.stop();
});

/** A notification as Mercado Pago sends it, signed with `secret`. */
function notification(
  dataId: string,
  options: { secret?: string; eventId?: number; signedAt?: Date; requestId?: string } = {},
) {
  const requestId = options.requestId ?? randomUUID();
  const ts = String(Math.floor((options.signedAt ?? now).getTime() / 1000));
  const v1 = createHmac('sha256', options.secret ?? SECRET)
    .update(`id:${dataId};request-id:${requestId};ts:${ts};`)
    .digest('hex');
  return {
    method: 'POST' as const,
    url: `${WEBHOOK}?data.id=${dataId}&type=payment`,
    headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId },
    payload: {
      action: 'payment.updated',
      api_version: 'v1',
      data: { id: dataId },
      date_created: now.toISOString(),
      id: options.eventId ?? Math.floor(Math.random() * 1e12),
      live_mode: false,
      type: 'payment',
      user_id: 1_234_567_890,
    },
  };
}

async function pixPayment() {
  const booking = await insertBooking(db, {
    clientId: client.id,
    barberId: bruno.id,
    method: 'PIX',
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/pix/create',
    headers: client.headers,
    payload: { appointmentId: booking.id, amount: booking.amount },
  });
  expect(response.statusCode, response.body).toBe(201);
  const payment = response.json() as { id: string; gatewayPaymentId: string };
  return { booking, payment };
}

/** A card booking the client has paid through Mercado Pago (the fake approves 'APRO-' tokens). */
async function approvedCardPayment(cardToken: string) {
  const booking = await insertBooking(db, {
    clientId: client.id,
    barberId: bruno.id,
    method: 'CREDIT_CARD',
  });
  const paid = await app.inject({
    method: 'POST',
    url: '/api/payments/card/create',
    headers: client.headers,
    payload: { appointmentId: booking.id, amount: booking.amount, cardToken },
  });
  expect(paid.json()).toMatchObject({ status: 'paid' });
  const row = await paymentRow(db, paid.json().id);
  return { booking, row };
}

async function eventCount(): Promise<number> {
  const [row] = await executeRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from payment_events`,
  );
  return row?.n ?? 0;
}

describe('payments through Mercado Pago', () => {
  it("creates a PIX with Mercado Pago's QR code and ticket URL", async () => {
    const { payment } = await pixPayment();

    expect(payment).toMatchObject({
      gateway: 'mercadopago',
      status: 'PENDING',
      qrCode: expect.stringContaining('br.gov.bcb.pix'),
      paymentUrl: expect.stringContaining('/ticket'),
    });
    const create = fake.requests.findLast((request) => request.path === '/v1/payments');
    expect(create?.body).toMatchObject({
      payment_method_id: 'pix',
      notification_url: 'https://navalha.example.com/api/payments/webhooks/mercadopago',
      metadata: { payment_id: payment.id },
    });
  });

  it('pays a card and keeps the brand and last four digits', async () => {
    const booking = await insertBooking(db, {
      clientId: client.id,
      barberId: bruno.id,
      method: 'CREDIT_CARD',
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/card/create',
      headers: client.headers,
      payload: {
        appointmentId: booking.id,
        amount: booking.amount,
        cardToken: 'FUND-ff8080814c11e237014c1ff593b57b4d',
        paymentMethodId: 'master',
      },
    });

    expect(response.json()).toMatchObject({
      status: 'failed',
      failureReason: 'Saldo insuficiente no cartão',
      cardBrand: 'Mastercard',
      cardLastFour: '6351',
    });
  });

  it('answers 502 with the spec message when Mercado Pago is down, and a retry works', async () => {
    const booking = await insertBooking(db, {
      clientId: client.id,
      barberId: bruno.id,
      method: 'PIX',
    });
    const key = randomUUID();
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/payments/pix/create',
        headers: { ...client.headers, 'idempotency-key': key },
        payload: { appointmentId: booking.id, amount: booking.amount },
      });
    fake.failWith = 500;
    let failed;
    try {
      failed = await send();
    } finally {
      fake.failWith = null;
    }
    expect(failed.json()).toMatchObject({
      statusCode: 502,
      code: 'GATEWAY_UNAVAILABLE',
      message: 'Erro ao criar pagamento. Tente novamente.',
    });

    const retried = await send();
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.json()).toMatchObject({ status: 'PENDING' });
  });

  it('refunds through Mercado Pago, less the refund fee', async () => {
    const { booking, row } = await approvedCardPayment('APRO-abc');

    const refund = await app.inject({
      method: 'POST',
      url: `/api/payments/${row.id}/refund`,
      headers: admin.headers,
      payload: { reason: 'Barbeiro doente' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const fee = Math.round(booking.totals.total * 0.03);
    const request = fake.requests.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      path: `/v1/payments/${row.gatewayPaymentId}/refunds`,
      body: { amount: fromCents(booking.totals.total - fee) },
    });
    expect(request?.headers['x-idempotency-key']).toEqual(expect.any(String));
  });

  it('tells the browser the public key for MercadoPago.js, and the CSP lets the SDK in', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/payments/methods',
      headers: client.headers,
    });
    expect(response.json()).toMatchObject({ gateway: 'mercadopago', publicKey: PUBLIC_KEY });
    const csp = response.headers['content-security-policy'];
    expect(csp).toMatch(/script-src 'self' https:\/\/sdk\.mercadopago\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.mercadopago\.com/);
  });

  it('writes the public key into the pages for the card tokenizer, only with Mercado Pago', async () => {
    const webDistDir = mkdtempSync(join(tmpdir(), 'navalha-web-mercadopago-'));
    writeFileSync(join(webDistDir, 'index.html'), '<html><head></head><body></body></html>');
    const config = {
      webDistDir,
      paymentGateway: 'mercadopago' as const,
      mercadopagoAccessToken: FAKE_ACCESS_TOKEN,
      mercadopagoWebhookSecret: SECRET,
      mercadopagoPublicKey: PUBLIC_KEY,
      publicUrl: 'https://navalha.example.com',
    };
    const withMercadoPago = await buildTestApp(testApp.database, config);
    const withSandbox = await buildTestApp(testApp.database, {
      webDistDir,
      mercadopagoPublicKey: PUBLIC_KEY,
    });
    try {
      const page = await withMercadoPago.inject({ method: 'GET', url: '/payment/card/x' });
      expect(page.body).toContain(`<meta name="mercadopago-public-key" content="${PUBLIC_KEY}" />`);
      const sandboxPage = await withSandbox.inject({ method: 'GET', url: '/payment/card/x' });
      expect(sandboxPage.statusCode).toBe(200);
      expect(sandboxPage.body).not.toContain('mercadopago');
      expect(sandboxPage.headers['content-security-policy']).not.toContain('mercadopago');
    } finally {
      await withMercadoPago.close();
      await withSandbox.close();
      rmSync(webDistDir, { recursive: true, force: true });
    }
  });

  it("cancels a booking's open PIX at Mercado Pago when the client cancels the booking", async () => {
    const { booking, payment } = await pixPayment();
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/appointments/${booking.id}`,
      headers: client.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    expect(await paymentRow(db, payment.id)).toMatchObject({ status: 'CANCELLED' });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'PUT',
      path: `/v1/payments/${payment.gatewayPaymentId}`,
      body: { status: 'cancelled' },
    });
    expect(fake.payment(payment.gatewayPaymentId)).toMatchObject({ status: 'cancelled' });
  });

  it('refunds a paid card through Mercado Pago when the barber rejects the booking', async () => {
    const { booking, row } = await approvedCardPayment('APRO-def');

    const rejected = await app.inject({
      method: 'PATCH',
      url: `/api/appointments/${booking.id}/reject`,
      headers: bruno.headers,
      payload: { reason: 'Barbeiro doente' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/payments/${row.gatewayPaymentId}/refunds`,
      body: { amount: booking.amount },
    });
    expect(await paymentRow(db, row.id)).toMatchObject({
      status: 'REFUNDED',
      refundedAmountCents: booking.totals.total,
      refundFeeCents: 0,
    });
  });

  it('hides the sandbox-only routes', async () => {
    const { payment } = await pixPayment();
    const mock = await app.inject({
      method: 'POST',
      url: '/api/payments/mock',
      headers: client.headers,
      payload: { paymentId: payment.id, status: 'approved' },
    });
    const tokens = await app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/card-tokens',
      headers: client.headers,
      payload: {
        cardNumber: '4235647728025682',
        securityCode: '123',
        expirationMonth: 11,
        expirationYear: 2030,
        cardholderName: 'APRO',
      },
    });
    const page = await app.inject({ method: 'GET', url: '/api/payments/sandbox/checkout/123' });

    expect(mock.statusCode).toBe(404);
    expect(tokens.statusCode).toBe(404);
    expect(page.statusCode).toBe(404);
    expect(
      (
        await app.inject({ method: 'GET', url: '/api/payments/methods', headers: client.headers })
      ).json(),
    ).toMatchObject({ gateway: 'mercadopago' });
  });
});

describe('POST /api/payments/webhooks/mercadopago', () => {
  it('fetches the status from Mercado Pago and confirms the booking', async () => {
    const { booking, payment } = await pixPayment();
    fake.setStatus(payment.gatewayPaymentId, 'approved', 'accredited');
    const response = await app.inject(notification(payment.gatewayPaymentId));

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/payments/${payment.gatewayPaymentId}`,
    });
    expect(await paymentRow(db, payment.id)).toMatchObject({ status: 'COMPLETED' });
    expect(await appointmentRow(db, booking.id)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'COMPLETED',
    });
  });

  it('answers 401 to a forged notification and changes nothing', async () => {
    const { booking, payment } = await pixPayment();
    fake.setStatus(payment.gatewayPaymentId, 'approved', 'accredited');
    const requestsBefore = fake.requests.length;
    const eventsBefore = await eventCount();
    const forged = await app.inject(
      notification(payment.gatewayPaymentId, { secret: 'guessed-secret' }),
    );
    const unsigned = await app.inject({
      ...notification(payment.gatewayPaymentId),
      headers: {},
    });
    const stale = await app.inject(
      notification(payment.gatewayPaymentId, { signedAt: new Date(now.getTime() - 3_600_000) }),
    );

    for (const response of [forged, unsigned, stale]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'INVALID_WEBHOOK_SIGNATURE',
        message: 'Assinatura inválida',
      });
    }
    expect(fake.requests.length).toBe(requestsBefore);
    expect(await eventCount()).toBe(eventsBefore);
    expect(await paymentRow(db, payment.id)).toMatchObject({ status: 'PENDING' });
    expect(await appointmentRow(db, booking.id)).toMatchObject({ status: 'PENDING' });
  });

  it('ignores the status a body claims: only the gateway is believed', async () => {
    const { payment } = await pixPayment();
    const signed = notification(payment.gatewayPaymentId);
    const response = await app.inject({
      ...signed,
      payload: { ...signed.payload, action: 'payment.updated', status: 'approved' },
    });

    expect(response.statusCode).toBe(200);
    expect(await paymentRow(db, payment.id)).toMatchObject({ status: 'PENDING' });
  });

  it('changes nothing when a notification is replayed', async () => {
    const { payment } = await pixPayment();
    fake.setStatus(payment.gatewayPaymentId, 'rejected', 'rejected_by_bank');
    const signed = notification(payment.gatewayPaymentId, { eventId: 777_000_001 });
    expect((await app.inject(signed)).statusCode).toBe(200);
    const after = await paymentRow(db, payment.id);
    expect(after).toMatchObject({
      status: 'FAILED',
      failureReason: 'O banco recusou o pagamento.',
    });

    // The gateway now says something else; the replayed event must not be processed again.
    fake.setStatus(payment.gatewayPaymentId, 'approved', 'accredited');
    const requestsBefore = fake.requests.length;
    const replay = await app.inject(signed);
    expect(replay.statusCode).toBe(200);
    expect(fake.requests.length).toBe(requestsBefore);
    expect(await paymentRow(db, payment.id)).toEqual(after);
  });

  it('a new notification of an already applied status changes nothing', async () => {
    const { payment } = await pixPayment();
    fake.setStatus(payment.gatewayPaymentId, 'approved', 'accredited');
    await app.inject(notification(payment.gatewayPaymentId));
    const after = await paymentRow(db, payment.id);
    await app.inject(notification(payment.gatewayPaymentId));

    expect(await paymentRow(db, payment.id)).toEqual(after);
  });

  it("learns a Checkout Pro payment by the booking's external_reference", async () => {
    const booking = await insertBooking(db, {
      clientId: client.id,
      barberId: bruno.id,
      method: 'PIX',
    });
    const created = await app.inject({
      method: 'POST',
      url: '/api/payments/create-preference',
      headers: client.headers,
      payload: { appointmentId: booking.id, amount: booking.amount, method: 'pix' },
    });
    expect(created.json()).toMatchObject({
      paymentUrl: expect.stringContaining('mercadopago.com.br/checkout'),
      gatewayPaymentId: expect.stringMatching(/^1234567890-/),
    });
    const gatewayPaymentId = fake.createCheckoutPayment(booking.id, booking.amount);

    expect((await app.inject(notification(gatewayPaymentId))).statusCode).toBe(200);
    expect(await paymentRow(db, created.json().id)).toMatchObject({
      status: 'COMPLETED',
      gatewayPaymentId,
    });
  });

  it('sync-status accepts the return URL payment_id only for the same booking', async () => {
    const [mine, other] = [
      await insertBooking(db, { clientId: client.id, barberId: bruno.id, method: 'PIX' }),
      await insertBooking(db, { clientId: client.id, barberId: bruno.id, method: 'PIX' }),
    ];
    const created = await app.inject({
      method: 'POST',
      url: '/api/payments/create-preference',
      headers: client.headers,
      payload: { appointmentId: mine.id, amount: mine.amount, method: 'pix' },
    });
    const id = created.json().id;
    const othersPayment = fake.createCheckoutPayment(other.id, other.amount);
    const wrong = await app.inject({
      method: 'GET',
      url: `/api/payments/${id}/sync-status?gatewayPaymentId=${othersPayment}`,
      headers: client.headers,
    });
    expect(wrong.json()).toMatchObject({ status: 'PENDING' });

    const minePaid = fake.createCheckoutPayment(mine.id, mine.amount);
    const right = await app.inject({
      method: 'GET',
      url: `/api/payments/${id}/sync-status?gatewayPaymentId=${minePaid}`,
      headers: client.headers,
    });
    expect(right.json()).toMatchObject({ status: 'COMPLETED', appointmentStatus: 'CONFIRMED' });
  });

  it('answers 502 when Mercado Pago cannot be asked, and processes the retry', async () => {
    const { payment } = await pixPayment();
    fake.setStatus(payment.gatewayPaymentId, 'approved', 'accredited');
    const signed = notification(payment.gatewayPaymentId, { eventId: 777_000_002 });
    fake.failWith = 503;
    let first;
    try {
      first = await app.inject(signed);
    } finally {
      fake.failWith = null;
    }
    expect(first.statusCode).toBe(502);
    expect(await paymentRow(db, payment.id)).toMatchObject({ status: 'PENDING' });

    expect((await app.inject(signed)).statusCode).toBe(200);
    expect(await paymentRow(db, payment.id)).toMatchObject({ status: 'COMPLETED' });
  });

  it('acknowledges notifications of other topics without acting', async () => {
    const signed = notification('9876543210');
    const response = await app.inject({
      ...signed,
      url: `${WEBHOOK}?data.id=9876543210&type=merchant_order`,
      payload: { ...signed.payload, type: 'merchant_order' },
    });

    expect(response.statusCode).toBe(200);
  });
});

describe('an approval of another amount or currency than charged', () => {
  /** The gateway says it approved R$ 0,01 (or another currency) for the booking's payment. */
  function forge(gatewayPaymentId: string, fields: Record<string, unknown>) {
    fake.setStatus(gatewayPaymentId, 'approved', 'accredited');
    Object.assign(fake.payment(gatewayPaymentId) ?? {}, fields);
  }

  it('a webhook of an approved R$ 0,01 leaves the booking PENDING and flags the payment', async () => {
    const { booking, payment } = await pixPayment();
    forge(payment.gatewayPaymentId, { transaction_amount: 0.01 });
    const response = await app.inject(notification(payment.gatewayPaymentId));

    expect(response.statusCode, response.body).toBe(200);
    const row = await paymentRow(db, payment.id);
    expect(row).toMatchObject({
      status: 'PENDING',
      paidAt: null,
      reviewReason: `Pagamento em revisão: valor recebido R$\u00a00,01, esperado ${formatBRL(booking.totals.total)}.`,
    });
    expect(row?.flaggedAt).toBeInstanceOf(Date);
    expect(await appointmentRow(db, booking.id)).toMatchObject({
      status: 'PENDING',
      paymentStatus: 'PENDING',
    });

    // The shop sees it on its dashboard.
    const dashboard = await app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: admin.headers,
    });
    expect(dashboard.json().paymentsInReview).toContainEqual({
      paymentId: payment.id,
      appointmentId: booking.id,
      clientName: expect.any(String),
      reason: row?.reviewReason,
      flaggedAt: row?.flaggedAt?.toISOString(),
    });

    // Replayed: still flagged once, still not paid.
    await app.inject(notification(payment.gatewayPaymentId));
    expect(await paymentRow(db, payment.id)).toMatchObject({
      status: 'PENDING',
      flaggedAt: row?.flaggedAt,
    });
  });

  it('sync-status of an approved R$ 0,01 confirms nothing and flags the payment', async () => {
    const { booking, payment } = await pixPayment();
    forge(payment.gatewayPaymentId, { transaction_amount: 0.01 });
    const synced = await app.inject({
      method: 'GET',
      url: `/api/payments/${payment.id}/sync-status`,
      headers: client.headers,
    });

    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json()).toMatchObject({ status: 'PENDING', appointmentStatus: 'PENDING' });
    expect((await paymentRow(db, payment.id))?.reviewReason).toContain('R$\u00a00,01');
    expect(await appointmentRow(db, booking.id)).toMatchObject({ status: 'PENDING' });
  });

  it('the right amount in another currency is not a payment either', async () => {
    const { booking, payment } = await pixPayment();
    forge(payment.gatewayPaymentId, { currency_id: 'USD' });
    await app.inject(notification(payment.gatewayPaymentId));

    expect(await paymentRow(db, payment.id)).toMatchObject({
      status: 'PENDING',
      reviewReason: expect.stringContaining('moeda recebida USD'),
    });
    expect(await appointmentRow(db, booking.id)).toMatchObject({ status: 'PENDING' });
  });
});

describe('a refund or chargeback made at Mercado Pago', () => {
  it.each([
    ['charged_back', 'reimbursed', 'Pagamento contestado junto ao banco ou cartão (chargeback).'],
    ['refunded', 'refunded', 'Pagamento estornado pelo meio de pagamento.'],
  ])(
    '%s cancels the confirmed booking with the reason, frees its slot and tells both',
    async (status, detail, reason) => {
      const { booking, row } = await approvedCardPayment('APRO-reverse');
      expect(await appointmentRow(db, booking.id)).toMatchObject({ status: 'CONFIRMED' });
      const before = await db
        .select()
        .from(notifications)
        .where(eq(notifications.appointmentId, booking.id));
      fake.setStatus(row.gatewayPaymentId ?? '', status, detail);

      const response = await app.inject(notification(row.gatewayPaymentId ?? ''));
      expect(response.statusCode, response.body).toBe(200);
      expect(await paymentRow(db, row.id)).toMatchObject({
        status: 'REFUNDED',
        refundReason: reason,
      });
      const cancelled = await appointmentRow(db, booking.id);
      expect(cancelled).toMatchObject({
        status: 'CANCELLED',
        paymentStatus: 'REFUNDED',
        cancellationReason: reason,
      });
      expect(cancelled.cancelledAt).toBeInstanceOf(Date);

      const notices = await db
        .select()
        .from(notifications)
        .where(eq(notifications.appointmentId, booking.id));
      const known = new Set(before.map((notice) => notice.id));
      const reversed = notices.filter((notice) => !known.has(notice.id));
      expect(reversed.map((notice) => [notice.userId, notice.title]).sort()).toEqual(
        [
          [bruno.id, 'Agendamento cancelado'],
          [client.id, 'Pagamento estornado'],
        ].sort(),
      );

      // The slot is free: another booking may take the very same time with the same barber.
      await db.insert(appointments).values({ ...cancelled, id: randomUUID(), status: 'PENDING' });

      // Replayed: nothing more happens.
      await app.inject(notification(row.gatewayPaymentId ?? ''));
      expect(
        await db.select().from(notifications).where(eq(notifications.appointmentId, booking.id)),
      ).toHaveLength(before.length + 2);
    },
  );
});

describe('refunds through Mercado Pago', () => {
  it('refunds once when the shop asks twice at once: one 200, one 409, one refund at the gateway', async () => {
    const { booking, row } = await approvedCardPayment('APRO-twice');
    const refundPath = `/v1/payments/${row.gatewayPaymentId}/refunds`;

    const refund = () =>
      app.inject({
        method: 'POST',
        url: `/api/payments/${row.id}/refund`,
        headers: admin.headers,
        payload: { reason: 'Barbeiro doente' },
      });
    const answers = await Promise.all([refund(), refund()]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toMatchObject({ code: 'PAYMENT_NOT_REFUNDABLE' });
    const fee = Math.round(booking.totals.total * 0.03);
    expect(fake.requests.filter((request) => request.path === refundPath)).toHaveLength(1);
    expect(fake.payment(row.gatewayPaymentId ?? '')).toMatchObject({
      transaction_amount_refunded: fromCents(booking.totals.total - fee),
    });
    expect(await paymentRow(db, row.id)).toMatchObject({
      status: 'REFUNDED',
      refundedAmountCents: booking.totals.total - fee,
      refundFeeCents: fee,
    });
    const audited = await db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
    expect(audited).toMatchObject([{ action: 'payment.refund', actorId: admin.id }]);
  });
});

describe('POST /api/payments/create through Mercado Pago', () => {
  it.each([
    ['pix', 'PIX', '/v1/payments'],
    ['credit_card', 'CREDIT_CARD', '/checkout/preferences'],
  ] as const)(
    'answers 502 for %s when Mercado Pago is down, the attempt FAILED and the key freed',
    async (method, booked, path) => {
      const booking = await insertBooking(db, {
        clientId: client.id,
        barberId: bruno.id,
        method: booked,
      });
      const key = randomUUID();
      const send = () =>
        app.inject({
          method: 'POST',
          url: '/api/payments/create',
          headers: { ...client.headers, 'idempotency-key': key },
          payload: { appointmentId: booking.id, amount: booking.amount, method },
        });
      const requestsBefore = fake.requests.length;
      fake.failWith = 500;
      let failed;
      try {
        failed = await send();
      } finally {
        fake.failWith = null;
      }
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toMatchObject({
        code: 'GATEWAY_UNAVAILABLE',
        message: 'Erro ao criar pagamento. Tente novamente.',
      });
      expect(fake.requests.slice(requestsBefore).map((request) => request.path)).toContain(path);
      const [attempt] = await paymentRows(db, booking.id);
      expect(attempt).toMatchObject({ status: 'FAILED', idempotencyKey: null });
      expect(await appointmentRow(db, booking.id)).toMatchObject({ status: 'PENDING' });

      const retried = await send();
      expect(retried.statusCode, retried.body).toBe(201);
      expect(retried.json()).toMatchObject({ status: 'PENDING', gateway: 'mercadopago' });
      expect(retried.json().paymentUrl).toEqual(expect.stringContaining('mercadopago.com.br'));
    },
  );
});

describe('wallet deposits through Mercado Pago', () => {
  it('credits an approved deposit once, however many signed notifications bring it', async () => {
    const payer = await createUser(db, 'CLIENT', null);
    const created = await app.inject({
      method: 'POST',
      url: '/api/wallet/deposits',
      headers: payer.headers,
      payload: { amount: 120.5 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const deposit = created.json() as { id: string; gatewayPaymentId: string };
    expect(deposit).toMatchObject({
      status: 'PENDING',
      gateway: 'mercadopago',
      amount: 120.5,
      qrCode: expect.stringContaining('br.gov.bcb.pix'),
    });
    expect(fake.payment(deposit.gatewayPaymentId)).toMatchObject({
      payment_method_id: 'pix',
      transaction_amount: 120.5,
      external_reference: deposit.id,
    });

    // The payer pays the PIX; Mercado Pago notifies it twice, as two events, at once.
    fake.setStatus(deposit.gatewayPaymentId, 'approved', 'accredited');
    const answers = await Promise.all([
      app.inject(notification(deposit.gatewayPaymentId, { eventId: 888_000_001 })),
      app.inject(notification(deposit.gatewayPaymentId, { eventId: 888_000_002 })),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    // And once more, later.
    const late = await app.inject(notification(deposit.gatewayPaymentId, { eventId: 888_000_003 }));
    expect(late.statusCode).toBe(200);

    const [row] = await db.select().from(walletDeposits).where(eq(walletDeposits.id, deposit.id));
    expect(row).toMatchObject({ status: 'COMPLETED', paidAt: expect.any(Date) });
    const credits = await db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.depositId, deposit.id));
    expect(credits).toMatchObject([
      { type: 'deposit', direction: 'credit', amountCents: 12_050, balanceAfterCents: 12_050 },
    ]);
    const wallet = await walletRowOf(db, payer.id);
    expect(wallet?.balanceCents).toBe(12_050);
    expect(await ledgerOf(db, wallet?.id ?? '')).toEqual({ sum: 12_050, rows: 1 });
    const shown = await app.inject({ method: 'GET', url: '/api/wallet', headers: payer.headers });
    expect(shown.json()).toMatchObject({ balance: 120.5 });
  });
});

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromCents } from '@navalha/core/domain/money';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit-log.js';
import { walletDeposits } from '../../db/schema/wallet-deposits.js';
import { walletTransactions } from '../../db/schema/wallet-transactions.js';
import { FAKE_ACCESS_TOKEN } from '../../test/fake-mercadopago.js';
import {
  appointmentRow,
  insertBooking,
  paymentRow,
  paymentRows,
} from '../../test/payment-fixtures.js';
import { ledgerOf, walletRowOf } from '../../test/wallet-rows.js';
import { createUser } from '../../test/scheduling-fixtures.js';
import { buildTestApp } from '../../test/test-app.js';
import {
  PUBLIC_KEY,
  SECRET,
  admin,
  app,
  approvedCardPayment,
  bruno,
  client,
  db,
  fake,
  notification,
  pixPayment,
  setupMercadoPagoApp,
  testApp,
} from './payments.mercadopago.test-helpers.js';

/**
 * Payments, refunds, cancellations and deposits with PAYMENT_GATEWAY=mercadopago, against a
 * local fake of Mercado Pago's API.
 */

setupMercadoPagoApp();

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

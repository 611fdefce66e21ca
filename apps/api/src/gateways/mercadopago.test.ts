import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_ACCESS_TOKEN, FakeMercadoPago } from '../test/fake-mercadopago.js';
import { MercadoPagoGateway } from './mercadopago.js';
import { CardTokenError, GatewayError } from './payment-gateway.js';
import type { GatewayChargeInput } from './payment-gateway.js';

/**
 * Contract tests of the Mercado Pago gateway against a local server that answers with the
 * documented payloads: what we send (paths, headers, bodies) and how we read the answers.
 */

const SECRET = 'webhook-secret-for-tests';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let fake: FakeMercadoPago;
let apiUrl: string;
let gateway: MercadoPagoGateway;

beforeAll(async () => {
  fake = new FakeMercadoPago();
  apiUrl = await fake.start();
  gateway = new MercadoPagoGateway({
    accessToken: FAKE_ACCESS_TOKEN,
    webhookSecret: SECRET,
    apiUrl: `${apiUrl}/`,
    publicUrl: 'https://navalha.example.com/',
  });
});

afterAll(async () => {
  await fake.stop();
});

const charge: GatewayChargeInput = {
  reference: '0d6f7a4e-4a5b-4c1d-9e2f-000000000001',
  externalReference: '6e617661-6c68-4100-8000-00000000a001',
  amountCents: 5050,
  title: 'Corte de cabelo — 04/05/2026 às 09:00',
  description: 'Pagamento do agendamento',
  payer: { userId: 'u1', email: 'cliente@navalha.dev', name: 'Carlos Cliente' },
  expiresAt: new Date('2026-05-04T12:30:00Z'),
};
const receiver = { key: null, merchantName: 'NAVALHA', merchantCity: 'SAO PAULO' };

function lastRequest() {
  const request = fake.requests.at(-1);
  if (!request) throw new Error('no request');
  return request;
}

describe('creates', () => {
  it('creates a Checkout Pro preference with return and notification URLs', async () => {
    const preference = await gateway.createPreference({ ...charge, method: 'PIX', receiver });
    const request = lastRequest();

    expect(request).toMatchObject({ method: 'POST', path: '/checkout/preferences' });
    expect(request.headers.authorization).toBe(`Bearer ${FAKE_ACCESS_TOKEN}`);
    expect(request.headers['x-idempotency-key']).toMatch(UUID);
    expect(request.body).toMatchObject({
      items: [{ title: charge.title, quantity: 1, currency_id: 'BRL', unit_price: 50.5 }],
      payer: { email: 'cliente@navalha.dev' },
      back_urls: {
        success: 'https://navalha.example.com/payment/callback',
        pending: 'https://navalha.example.com/payment/callback',
        failure: 'https://navalha.example.com/payment/callback',
      },
      auto_return: 'approved',
      external_reference: charge.externalReference,
      notification_url: 'https://navalha.example.com/api/payments/webhooks/mercadopago',
      metadata: { payment_id: charge.reference },
    });
    expect(preference.paymentUrl).toMatch(/^https:\/\/www\.mercadopago\.com\.br\/checkout\//);
    expect(preference.preferenceId).toMatch(/^1234567890-/);
    expect(preference.payment).toBeNull();
  });

  it("creates a PIX payment and reads point_of_interaction's QR code", async () => {
    const payment = await gateway.createPix({ ...charge, receiver });
    const request = lastRequest();

    expect(request).toMatchObject({ method: 'POST', path: '/v1/payments' });
    expect(request.body).toMatchObject({
      transaction_amount: 50.5,
      payment_method_id: 'pix',
      external_reference: charge.externalReference,
      payer: { email: 'cliente@navalha.dev', first_name: 'Carlos', last_name: 'Cliente' },
      date_of_expiration: '2026-05-04T12:30:00.000Z',
    });
    expect(payment).toMatchObject({
      status: 'PENDING',
      rawStatus: 'pending',
      statusDetail: 'pending_waiting_transfer',
      externalReference: charge.externalReference,
      amountCents: 5050,
      qrCode: expect.stringContaining('br.gov.bcb.pix'),
      qrCodeBase64: expect.stringMatching(/^iVBOR/),
      ticketUrl: expect.stringContaining('/ticket'),
    });
  });

  it.each([
    ['APRO', 'COMPLETED', null],
    ['CONT', 'PROCESSING', null],
    ['FUND', 'FAILED', 'Saldo insuficiente no cartão'],
    ['SECU', 'FAILED', 'Código de segurança (CVV) inválido.'],
  ])('maps a %s card payment to %s', async (holder, status, reason) => {
    const payment = await gateway.createCard({
      ...charge,
      method: 'CREDIT_CARD',
      token: `${holder}-ff8080814c11e237014c1ff593b57b4d`,
      installments: 3,
      paymentMethodId: 'master',
      issuerId: '24',
    });

    expect(lastRequest().body).toMatchObject({
      token: `${holder}-ff8080814c11e237014c1ff593b57b4d`,
      installments: 3,
      payment_method_id: 'master',
      issuer_id: '24',
      transaction_amount: 50.5,
    });
    expect(payment).toMatchObject({
      status,
      failureReason: reason,
      cardBrand: 'Mastercard',
      cardLastFour: '6351',
    });
  });

  it('reads a refused token as a card token error', async () => {
    await expect(
      gateway.createCard({
        ...charge,
        method: 'CREDIT_CARD',
        token: 'used-token',
        installments: 1,
        paymentMethodId: null,
        issuerId: null,
      }),
    ).rejects.toBeInstanceOf(CardTokenError);
  });

  it('sends a fresh X-Idempotency-Key on every create and refund', async () => {
    const before = fake.requests.length;
    await gateway.createPix({ ...charge, receiver });
    await gateway.createPix({ ...charge, receiver });
    await gateway.createPreference({ ...charge, method: 'CREDIT_CARD', receiver });
    const paid = await gateway.createCard({
      ...charge,
      method: 'CREDIT_CARD',
      token: 'APRO-1',
      installments: 1,
      paymentMethodId: null,
      issuerId: null,
    });
    await gateway.refund(paid.gatewayPaymentId, 1000);
    const keys = fake.requests.slice(before).map((request) => request.headers['x-idempotency-key']);

    expect(keys).toHaveLength(5);
    for (const key of keys) expect(key).toMatch(UUID);
    expect(new Set(keys).size).toBe(5);
  });
});

describe('get: status and status_detail mapping', () => {
  it.each([
    ['approved', 'accredited', 'COMPLETED', null],
    ['in_process', 'pending_review_manual', 'PROCESSING', null],
    ['rejected', 'cc_rejected_card_disabled', 'FAILED', expect.stringContaining('bloqueado')],
    ['cancelled', 'expired', 'CANCELLED', 'O prazo para pagamento expirou.'],
    // Why the money went back: the booking's cancellation reason (core's reversalReasons).
    ['refunded', 'refunded', 'REFUNDED', 'Pagamento estornado pelo meio de pagamento.'],
    [
      'charged_back',
      'settled',
      'REFUNDED',
      'Pagamento contestado junto ao banco ou cartão (chargeback).',
    ],
    ['in_mediation', 'in_mediation', 'COMPLETED', null],
  ])('%s/%s → %s', async (status, detail, expected, reason) => {
    const created = await gateway.createPix({ ...charge, receiver });
    fake.setStatus(created.gatewayPaymentId, status, detail);
    const payment = await gateway.get(created.gatewayPaymentId);

    expect(lastRequest()).toMatchObject({
      method: 'GET',
      path: `/v1/payments/${created.gatewayPaymentId}`,
    });
    expect(payment).toMatchObject({ status: expected, failureReason: reason, rawStatus: status });
  });
});

describe('refund and cancel', () => {
  it('refunds part of an approved payment, which stays approved at Mercado Pago', async () => {
    const paid = await gateway.createCard({
      ...charge,
      method: 'CREDIT_CARD',
      token: 'APRO-2',
      installments: 1,
      paymentMethodId: null,
      issuerId: null,
    });
    const refund = await gateway.refund(paid.gatewayPaymentId, 4899);

    expect(lastRequest()).toMatchObject({
      method: 'POST',
      path: `/v1/payments/${paid.gatewayPaymentId}/refunds`,
      body: { amount: 48.99 },
    });
    expect(refund.amountCents).toBe(4899);
    expect(await gateway.get(paid.gatewayPaymentId)).toMatchObject({
      status: 'COMPLETED',
      statusDetail: 'partially_refunded',
    });
  });

  it('cancels a pending payment with PUT status=cancelled', async () => {
    const created = await gateway.createPix({ ...charge, receiver });
    await gateway.cancel(created.gatewayPaymentId);

    expect(lastRequest()).toMatchObject({
      method: 'PUT',
      path: `/v1/payments/${created.gatewayPaymentId}`,
      body: { status: 'cancelled' },
    });
    expect(await gateway.get(created.gatewayPaymentId)).toMatchObject({ status: 'CANCELLED' });
  });
});

describe('failures', () => {
  it('turns an outage into a GatewayError', async () => {
    fake.failWith = 500;
    try {
      await expect(gateway.createPix({ ...charge, receiver })).rejects.toBeInstanceOf(GatewayError);
    } finally {
      fake.failWith = null;
    }
  });

  it('turns an unreachable server and a wrong token into GatewayErrors', async () => {
    const offline = new MercadoPagoGateway({
      accessToken: FAKE_ACCESS_TOKEN,
      webhookSecret: SECRET,
      apiUrl: 'http://127.0.0.1:9',
      publicUrl: 'https://navalha.example.com',
    });
    const stranger = new MercadoPagoGateway({
      accessToken: 'TEST-wrong',
      webhookSecret: SECRET,
      apiUrl,
      publicUrl: 'https://navalha.example.com',
    });

    await expect(offline.get('1')).rejects.toBeInstanceOf(GatewayError);
    await expect(stranger.get('1')).rejects.toMatchObject({ name: 'GatewayError', status: 401 });
  });
});

describe('verifyWebhook', () => {
  const now = new Date('2026-05-04T12:00:00Z');
  const ts = String(Math.floor(now.getTime() / 1000));

  function signed(dataId: string, requestId: string, secret = SECRET, at = ts) {
    const v1 = createHmac('sha256', secret)
      .update(`id:${dataId};request-id:${requestId};ts:${at};`)
      .digest('hex');
    return {
      headers: { 'x-signature': `ts=${at},v1=${v1}`, 'x-request-id': requestId },
      query: { 'data.id': dataId, type: 'payment' },
      body: { id: 12345, type: 'payment', action: 'payment.updated', data: { id: dataId } },
      now,
    };
  }

  it('accepts a notification signed with the secret', () => {
    expect(gateway.verifyWebhook(signed('123456', 'req-1'))).toEqual({
      ok: true,
      eventId: '12345',
      type: 'payment',
      gatewayPaymentId: '123456',
    });
  });

  it('accepts a timestamp in milliseconds', () => {
    const at = String(now.getTime());
    expect(gateway.verifyWebhook(signed('123456', 'req-1', SECRET, at)).ok).toBe(true);
  });

  it.each([
    ['another secret', () => signed('123456', 'req-1', 'not-the-secret')],
    [
      'another payment id',
      () => ({ ...signed('123456', 'req-1'), query: { 'data.id': '999', type: 'payment' } }),
    ],
    [
      'another request id',
      () => {
        const request = signed('123456', 'req-1');
        return { ...request, headers: { ...request.headers, 'x-request-id': 'req-2' } };
      },
    ],
    ['a stale timestamp', () => signed('123456', 'req-1', SECRET, String(Number(ts) - 3600))],
    ['no signature', () => ({ ...signed('123456', 'req-1'), headers: {} })],
    [
      'a malformed signature',
      () => ({ ...signed('123456', 'req-1'), headers: { 'x-signature': 'ts=abc,v1=zz' } }),
    ],
  ])('refuses %s', (_label, build) => {
    expect(gateway.verifyWebhook(build()).ok).toBe(false);
  });
});

import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { FAKE_ACCESS_TOKEN, FakeMercadoPago } from '../test/fake-mercadopago.js';
import { insertBooking, paymentRow } from '../test/payment-fixtures.js';
import { demoActor } from '../test/scheduling-fixtures.js';
import { createTestDatabase } from '../test/test-database.js';
import type { TestDatabase } from '../test/test-database.js';
import { testConfig, testPasswordHasher, TEST_JWT_SECRET } from '../test/test-app.js';

/**
 * Everything the app logs, at its most verbose level, while a client signs in, pays by card and
 * Mercado Pago notifies the payment, and while the sandbox tokenizes a card: no password,
 * token, JWT, card number, CVV, card token or secret may appear.
 */

const WEBHOOK_SECRET = 'mp-webhook-secret-for-the-log-test';
const METRICS_TOKEN = 'metrics-token-for-the-log-test';
const PASSWORD = 'Cliente@123';
const CARD_TOKEN = 'APRO-ff8080814c11e237014c1ff593b57b4d';

let testDatabase: TestDatabase;
let app: FastifyInstance;
let fake: FakeMercadoPago;
const lines: string[] = [];
let webhookRequestId = '';

beforeAll(async () => {
  fake = new FakeMercadoPago();
  const apiUrl = await fake.start();
  testDatabase = await createTestDatabase();
  app = await buildApp({
    config: testConfig({
      logLevel: 'trace',
      paymentGateway: 'mercadopago',
      mercadopagoAccessToken: FAKE_ACCESS_TOKEN,
      mercadopagoWebhookSecret: WEBHOOK_SECRET,
      mercadopagoApiUrl: apiUrl,
      mercadopagoPublicKey: 'TEST-7f0d3c2e-5b1a-4c8d-9e6f-1a2b3c4d5e6f',
      publicUrl: 'https://navalha.example.com',
      metricsToken: METRICS_TOKEN,
    }),
    db: testDatabase.database.db,
    passwordHasher: testPasswordHasher,
    logStream: { write: (line: string) => void lines.push(line) },
  });
});

afterAll(async () => {
  await app.close();
  await testDatabase.dispose();
  await fake.stop();
});

describe('secrets in logs', () => {
  it('logs a sign-in, a card payment and a webhook without any secret', async () => {
    const secrets: string[] = [
      PASSWORD,
      CARD_TOKEN,
      WEBHOOK_SECRET,
      TEST_JWT_SECRET,
      METRICS_TOKEN,
    ];
    secrets.push(FAKE_ACCESS_TOKEN);

    // A sign-in: the password in the body, the tokens in the answer and the cookie.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'cliente@navalha.dev', password: PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const { accessToken } = login.json() as { accessToken: string };
    secrets.push(accessToken);
    const refreshCookie = login.cookies.find((cookie) => cookie.name.includes('refresh'));
    expect(refreshCookie).toBeDefined();
    secrets.push(refreshCookie?.value ?? '');

    // A wrong password and a failed validation are logged too.
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'cliente@navalha.dev', password: 'Senha@Errada9' },
    });
    secrets.push('Senha@Errada9');
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { [refreshCookie?.name ?? 'refresh']: refreshCookie?.value ?? '' },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    secrets.push((refreshed.json() as { accessToken: string }).accessToken);

    // A card payment, signed in with the bearer token.
    const client = await demoActor(testDatabase.database.db, 'cliente@navalha.dev');
    const barber = await demoActor(testDatabase.database.db, 'barbeiro@navalha.dev');
    const booking = await insertBooking(testDatabase.database.db, {
      clientId: client.id,
      barberId: barber.id,
      method: 'CREDIT_CARD',
    });
    const payment = await app.inject({
      method: 'POST',
      url: '/api/payments/card/create',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: {
        appointmentId: booking.id,
        amount: booking.amount,
        cardToken: CARD_TOKEN,
        paymentMethodId: 'master',
      },
    });
    expect(payment.statusCode, payment.body).toBe(201);
    const { id: paymentId } = payment.json() as { id: string };
    const gatewayPaymentId = (await paymentRow(testDatabase.database.db, paymentId))
      ?.gatewayPaymentId;
    if (!gatewayPaymentId) throw new Error('the card payment reached no gateway');

    // Mercado Pago's notification, signed with the webhook secret.
    fake.setStatus(gatewayPaymentId, 'approved', 'accredited');
    const requestId = randomUUID();
    webhookRequestId = requestId;
    const ts = String(Math.floor(Date.now() / 1000));
    const signature = createHmac('sha256', WEBHOOK_SECRET)
      .update(`id:${gatewayPaymentId};request-id:${requestId};ts:${ts};`)
      .digest('hex');
    secrets.push(signature);
    const webhook = await app.inject({
      method: 'POST',
      url: `/api/payments/webhooks/mercadopago?data.id=${gatewayPaymentId}&type=payment`,
      headers: { 'x-signature': `ts=${ts},v1=${signature}`, 'x-request-id': requestId },
      payload: { action: 'payment.updated', data: { id: gatewayPaymentId }, type: 'payment' },
    });
    expect(webhook.statusCode, webhook.body).toBe(200);

    const metrics = await app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.statusCode).toBe(200);

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    // The log did see these requests: it is not empty by accident.
    expect(log).toContain('/api/payments/card/create');
    expect(log).toContain('/api/payments/webhooks/mercadopago');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      expect(log.includes(secret), `a secret ending in …${secret.slice(-4)} was logged`).toBe(
        false,
      );
    }
    // No JSON Web Token of any kind, nor a bearer header.
    expect(log).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/);
    expect(log).not.toMatch(/Bearer /i);
  });

  it('ties every log line of a request to its request id', () => {
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const ofRequests = entries.filter((entry) => entry.req || entry.res || entry.reqId);
    expect(ofRequests.length).toBeGreaterThan(8);
    for (const entry of ofRequests) expect(entry.reqId, JSON.stringify(entry)).toBeTruthy();
    // The webhook kept Mercado Pago's x-request-id as its own.
    const webhookLines = entries.filter((entry) =>
      JSON.stringify(entry).includes('/api/payments/webhooks/mercadopago'),
    );
    expect(webhookLines.length).toBeGreaterThan(0);
    for (const entry of webhookLines) expect(entry.reqId).toBe(webhookRequestId);
  });

  it('logs the sandbox tokenizer, the one request with a card number and CVV, without them', async () => {
    // The tokenizer exists only with the sandbox gateway: a second app on the same database.
    const sandboxLines: string[] = [];
    const sandbox = await buildApp({
      config: testConfig({ logLevel: 'trace', paymentGateway: 'sandbox' }),
      db: testDatabase.database.db,
      passwordHasher: testPasswordHasher,
      logStream: { write: (line: string) => void sandboxLines.push(line) },
    });
    try {
      const client = await demoActor(testDatabase.database.db, 'cliente@navalha.dev');
      const card = {
        cardNumber: '5031 4332 1540 6351',
        securityCode: '9731',
        expirationMonth: 11,
        expirationYear: 2030,
        cardholderName: 'APRO',
      };
      const tokenized = await sandbox.inject({
        method: 'POST',
        url: '/api/payments/sandbox/card-tokens',
        headers: client.headers,
        payload: card,
      });
      expect(tokenized.statusCode, tokenized.body).toBe(201);
      const { id: token } = tokenized.json() as { id: string };
      // Refused cards go through the error handler, which must not log the body either.
      const expired = await sandbox.inject({
        method: 'POST',
        url: '/api/payments/sandbox/card-tokens',
        headers: client.headers,
        payload: { ...card, expirationYear: 2020 },
      });
      expect(expired.statusCode).toBe(400);
      const malformed = await sandbox.inject({
        method: 'POST',
        url: '/api/payments/sandbox/card-tokens',
        headers: client.headers,
        payload: { ...card, securityCode: '97310' },
      });
      expect(malformed.statusCode).toBe(400);

      const log = sandboxLines.join('');
      expect(log.match(/\/api\/payments\/sandbox\/card-tokens/g)?.length).toBeGreaterThanOrEqual(3);
      for (const secret of [card.cardNumber, '5031433215406351', '97310', token]) {
        expect(log.includes(secret), `…${secret.slice(-4)} was logged`).toBe(false);
      }
      // The CVV as a JSON value, and the body's card fields under any name.
      expect(log).not.toContain('"9731"');
      expect(log).not.toMatch(/securityCode|cardNumber|"cvv"/i);
    } finally {
      await sandbox.close();
    }
  });

  it('censors secrets that code hands the logger by mistake', () => {
    const before = lines.length;
    app.log.warn(
      {
        body: { email: 'a@b.co', password: PASSWORD, cardToken: CARD_TOKEN },
        req: { headers: { authorization: 'Bearer abc', 'x-signature': 'ts=1,v1=ff' } },
      },
      'a careless log line',
    );
    const line = lines.slice(before).join('');
    expect(line).toContain('a careless log line');
    expect(line).toContain('a@b.co');
    expect(line).not.toContain(PASSWORD);
    expect(line).not.toContain(CARD_TOKEN);
    expect(line).not.toContain('Bearer abc');
    expect(line).not.toContain('v1=ff');
  });
});

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import { FAKE_ACCESS_TOKEN, FakeMercadoPago } from '../../test/fake-mercadopago.js';
import { MERCADOPAGO_WEBHOOK, signedPaymentNotice } from '../../test/mercadopago-sellers.js';
import { insertBooking, paymentRow } from '../../test/payment-fixtures.js';
import { demoActor } from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * The set-up of payments.mercadopago*.test.ts: the app with PAYMENT_GATEWAY=mercadopago against
 * a local fake of Mercado Pago's API, the demo's actors, and signed notifications.
 */

export const SECRET = 'mp-webhook-secret';
export const WEBHOOK = MERCADOPAGO_WEBHOOK;
export const PUBLIC_KEY = 'TEST-7f0d3c2e-5b1a-4c8d-9e6f-1a2b3c4d5e6f';

export let testApp: TestApp;
export let app: FastifyInstance;
export let db: Db;
export let fake: FakeMercadoPago;
export let client: Actor;
export let admin: Actor;
export let bruno: Actor;
export const now = new Date();

/** A notification as Mercado Pago sends it about the install's own account, signed with `secret`. */
export function notification(
  dataId: string,
  options: { secret?: string; eventId?: number; signedAt?: Date; requestId?: string } = {},
) {
  return signedPaymentNotice(dataId, {
    ...options,
    secret: options.secret ?? SECRET,
    signedAt: options.signedAt ?? now,
    userId: 1_234_567_890,
    dateCreated: now,
  });
}

export async function pixPayment() {
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
export async function approvedCardPayment(cardToken: string) {
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

export async function eventCount(): Promise<number> {
  const [row] = await executeRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from payment_events`,
  );
  return row?.n ?? 0;
}

/** Starts the fake and the app before a file's tests and stops both after them. */
export function setupMercadoPagoApp(): void {
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
}

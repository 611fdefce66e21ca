import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema/payments.js';
import { walletDeposits } from '../../db/schema/wallet-deposits.js';
import {
  FAKE_ACCESS_TOKEN,
  FAKE_COLLECTOR_ID,
  FakeMercadoPago,
} from '../../test/fake-mercadopago.js';
import type { FakeSeller } from '../../test/fake-mercadopago.js';
import {
  connectSeller,
  signedPaymentNotice,
  sellerAccountsConfig,
} from '../../test/mercadopago-sellers.js';
import { appointmentRow, insertBooking, paymentRow } from '../../test/payment-fixtures.js';
import { createUser, demoActor, DEMO_BARBERSHOP_ID } from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * A charge stays in the account it was made in (issue 20 §3): the install's first shop takes PIX
 * with the environment's credentials, then its owner connects the shop's own Mercado Pago
 * account while a booking's PIX and a wallet top-up are still open. Their notices, status reads
 * and refunds go to the install's account, where the money is; what is charged after the
 * connection goes to the shop's.
 */

const SECRET = 'mp-webhook-secret';

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let fake: FakeMercadoPago;
let client: Actor;
let demoBarber: Actor;
let sellerToken: string;
const seller: FakeSeller = { userId: 5_570_001, nickname: 'NAVALHADEMO', email: 'demo@vendas.com' };

async function pixForNewBooking() {
  const booking = await insertBooking(db, {
    clientId: client.id,
    barberId: demoBarber.id,
    barbershopId: DEMO_BARBERSHOP_ID,
    method: 'PIX',
    priceCents: 5000,
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/pix/create',
    headers: client.headers,
    payload: { appointmentId: booking.id, amount: booking.amount },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { booking, payment: response.json() as { id: string; gatewayPaymentId: string } };
}

async function topUp(amount: number) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/wallet/deposits',
    headers: client.headers,
    payload: { amount, barbershopId: DEMO_BARBERSHOP_ID },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; gatewayPaymentId: string };
}

async function balance(): Promise<number> {
  const wallet = await app.inject({
    method: 'GET',
    url: `/api/wallet?barbershopId=${DEMO_BARBERSHOP_ID}`,
    headers: client.headers,
  });
  return wallet.json().balance;
}

/** The reads of a gateway payment made with `token` (Mercado Pago's GET /v1/payments/:id). */
function readsWith(token: string, gatewayPaymentId: string): number {
  return fake
    .requestsWith(token)
    .filter(
      (request) => request.method === 'GET' && request.path === `/v1/payments/${gatewayPaymentId}`,
    ).length;
}

async function accountOfPayment(id: string) {
  const [row] = await db
    .select({ account: payments.gatewayAccount })
    .from(payments)
    .where(eq(payments.id, id));
  return row?.account;
}

beforeAll(async () => {
  fake = new FakeMercadoPago();
  const apiUrl = await fake.start();
  testApp = await createTestApp();
  db = testApp.database.db;
  app = await buildTestApp(
    testApp.database,
    sellerAccountsConfig(apiUrl, { mercadopagoWebhookSecret: SECRET }),
  );
  client = await createUser(db, 'CLIENT', null);
  demoBarber = await demoActor(db, 'barbeiro@navalha.dev');
});

afterAll(async () => {
  await app.close();
  await testApp.close();
  await fake.stop();
});

describe('a charge open when its shop connects its own Mercado Pago account', () => {
  let open: Awaited<ReturnType<typeof pixForNewBooking>>;
  let openDeposit: { id: string; gatewayPaymentId: string };

  beforeAll(async () => {
    open = await pixForNewBooking();
    openDeposit = await topUp(60);
    expect(fake.payment(open.payment.gatewayPaymentId)?.collector_id).toBe(FAKE_COLLECTOR_ID);
    expect(await accountOfPayment(open.payment.id)).toBe('install');

    const owner = await createUser(db, 'OWNER', DEMO_BARBERSHOP_ID);
    const connected = await connectSeller(app, fake, owner, seller);
    expect(connected.back.headers.location).toBe('/admin/settings?mercadopago=conectado');
    sellerToken = connected.accessToken;
  });

  it("is paid through the install's account: its notice is read there and completes it", async () => {
    fake.setStatus(open.payment.gatewayPaymentId, 'approved', 'accredited');
    const before = readsWith(FAKE_ACCESS_TOKEN, open.payment.gatewayPaymentId);
    const notified = await app.inject(
      signedPaymentNotice(open.payment.gatewayPaymentId, {
        secret: SECRET,
        userId: FAKE_COLLECTOR_ID,
      }),
    );
    expect(notified.statusCode, notified.body).toBe(200);
    expect(readsWith(FAKE_ACCESS_TOKEN, open.payment.gatewayPaymentId)).toBeGreaterThan(before);
    expect(readsWith(sellerToken, open.payment.gatewayPaymentId)).toBe(0);
    expect((await paymentRow(db, open.payment.id)).status).toBe('COMPLETED');
    expect((await appointmentRow(db, open.booking.id)).paymentStatus).toBe('COMPLETED');
  });

  it('is refunded from the account that received it', async () => {
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/appointments/${open.booking.id}`,
      headers: client.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refundedWith = (token: string) =>
      fake
        .requestsWith(token)
        .filter(
          (request) =>
            request.method === 'POST' &&
            request.path === `/v1/payments/${open.payment.gatewayPaymentId}/refunds`,
        ).length;
    expect(refundedWith(FAKE_ACCESS_TOKEN)).toBe(1);
    expect(refundedWith(sellerToken)).toBe(0);
  });

  it("is a top-up credited once its PIX is paid in the install's account", async () => {
    fake.setStatus(openDeposit.gatewayPaymentId, 'approved', 'accredited');
    const notified = await app.inject(
      signedPaymentNotice(openDeposit.gatewayPaymentId, {
        secret: SECRET,
        userId: FAKE_COLLECTOR_ID,
      }),
    );
    expect(notified.statusCode, notified.body).toBe(200);
    const [row] = await db
      .select({ status: walletDeposits.status, account: walletDeposits.gatewayAccount })
      .from(walletDeposits)
      .where(eq(walletDeposits.id, openDeposit.id));
    expect(row).toEqual({ status: 'COMPLETED', account: 'install' });
    expect(await balance()).toBeGreaterThanOrEqual(60);
    expect(readsWith(sellerToken, openDeposit.gatewayPaymentId)).toBe(0);
  });

  it("leaves what is charged after the connection to the shop's own account", async () => {
    const next = await pixForNewBooking();
    expect(fake.payment(next.payment.gatewayPaymentId)?.collector_id).toBe(seller.userId);
    expect(await accountOfPayment(next.payment.id)).toBe(String(seller.userId));
    const synced = await app.inject({
      method: 'GET',
      url: `/api/payments/${next.payment.id}/sync-status`,
      headers: client.headers,
    });
    expect(synced.statusCode, synced.body).toBe(200);
    expect(readsWith(sellerToken, next.payment.gatewayPaymentId)).toBeGreaterThan(0);
    expect(readsWith(FAKE_ACCESS_TOKEN, next.payment.gatewayPaymentId)).toBe(0);
  });
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
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
import { createShop, createUser, DEMO_BARBERSHOP_ID } from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * A wallet top-up is paid into its shop's own Mercado Pago account (decision 043's addendum):
 * created with that shop's token and the platform's fee, its notices read there, and a notice
 * of another shop's account never credits it. A shop without an account takes no top-up; the
 * demo shop, the install's first, keeps the environment's account.
 */

const SECRET = 'mp-webhook-secret';
const FEE_PERCENT = 2.5;

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let fake: FakeMercadoPago;
let client: Actor;
let shopA: string;
let shopB: string;
let shopC: string;
let tokenA: string;
let tokenB: string;
const sellerA: FakeSeller = { userId: 5_560_001, nickname: 'BARBEARIAA', email: 'a@vendas.com' };
const sellerB: FakeSeller = { userId: 5_560_002, nickname: 'BARBEARIAB', email: 'b@vendas.com' };

/** A new shop whose owner connects `seller`'s account through OAuth; its access token. */
async function connectedShop(name: string, seller: FakeSeller): Promise<[string, string]> {
  const shopId = await createShop(db, name);
  const owner = await createUser(db, 'OWNER', shopId);
  const { back, accessToken } = await connectSeller(app, fake, owner, seller);
  expect(back.headers.location).toBe('/admin/settings?mercadopago=conectado');
  return [shopId, accessToken];
}

function topUp(barbershopId: string, amount: number) {
  return app.inject({
    method: 'POST',
    url: '/api/wallet/deposits',
    headers: client.headers,
    payload: { amount, barbershopId },
  });
}

async function balanceAt(barbershopId: string): Promise<number> {
  const wallet = await app.inject({
    method: 'GET',
    url: `/api/wallet?barbershopId=${barbershopId}`,
    headers: client.headers,
  });
  return wallet.json().balance;
}

/** A payment notice as Mercado Pago sends it, signed; `userId` is the account it is about. */
function notice(dataId: string, userId: number) {
  return app.inject(signedPaymentNotice(dataId, { secret: SECRET, userId }));
}

function createdWith(token: string, depositId: string) {
  return fake
    .requestsWith(token)
    .find(
      (request) =>
        request.method === 'POST' &&
        request.path === '/v1/payments' &&
        request.body?.external_reference === depositId,
    );
}

beforeAll(async () => {
  fake = new FakeMercadoPago();
  const apiUrl = await fake.start();
  testApp = await createTestApp();
  db = testApp.database.db;
  app = await buildTestApp(
    testApp.database,
    sellerAccountsConfig(apiUrl, {
      mercadopagoWebhookSecret: SECRET,
      platformFeePercent: FEE_PERCENT,
    }),
  );
  client = await createUser(db, 'CLIENT', null);
  [shopA, tokenA] = await connectedShop('Barbearia A', sellerA);
  [shopB, tokenB] = await connectedShop('Barbearia B', sellerB);
  shopC = await createShop(db, 'Barbearia C');
});

afterAll(async () => {
  await app.close();
  await testApp.close();
  await fake.stop();
});

describe('a wallet top-up at a shop with its own Mercado Pago account', () => {
  it("is paid into that account with the platform's fee, and its notice credits it", async () => {
    const created = await topUp(shopB, 80);
    expect(created.statusCode, created.body).toBe(201);
    const deposit = created.json();
    expect(fake.payment(deposit.gatewayPaymentId)?.collector_id).toBe(sellerB.userId);
    // 2.5% of R$ 80,00, in reais; nothing was asked with the install's own token.
    expect(createdWith(tokenB, deposit.id)?.body).toMatchObject({ marketplace_fee: 2 });
    expect(createdWith(FAKE_ACCESS_TOKEN, deposit.id)).toBeUndefined();

    fake.setStatus(deposit.gatewayPaymentId, 'approved', 'accredited');
    const before = fake.requestsWith(tokenB).length;
    const notified = await notice(deposit.gatewayPaymentId, sellerB.userId);
    expect(notified.statusCode, notified.body).toBe(200);
    // Read back with shop B's token, and credited there only.
    expect(fake.requestsWith(tokenB).length).toBeGreaterThan(before);
    expect(await balanceAt(shopB)).toBe(80);
    expect(await balanceAt(shopA)).toBe(0);

    const synced = await app.inject({
      method: 'GET',
      url: `/api/wallet/deposits/${deposit.id}?sync=true`,
      headers: client.headers,
    });
    expect(synced.json()).toMatchObject({ status: 'COMPLETED' });
    expect(await balanceAt(shopB)).toBe(80);
  });

  it("is never credited by a notice of another shop's account", async () => {
    const deposit = (await topUp(shopB, 30)).json();
    // Shop A's account makes an approved payment of its own naming shop B's top-up, and
    // Mercado Pago notifies it as shop A's: it is not that deposit's payment, nothing moves.
    const forged = fake.createCheckoutPayment(deposit.id, 30, 'approved', sellerA.userId);
    const asShopA = await notice(forged, sellerA.userId);
    expect(asShopA.statusCode).toBe(200);
    // The top-up's own id claimed as shop A's: read in shop B's account, still pending there.
    const claimed = await notice(deposit.gatewayPaymentId, sellerA.userId);
    expect(claimed.statusCode).toBe(200);

    const [row] = await db.select().from(walletDeposits).where(eq(walletDeposits.id, deposit.id));
    expect(row).toMatchObject({ status: 'PENDING', gatewayPaymentId: deposit.gatewayPaymentId });
    expect(fake.requestsWith(tokenA).some((r) => r.path.endsWith(deposit.gatewayPaymentId))).toBe(
      false,
    );
    expect(await balanceAt(shopB)).toBe(80);
    expect(await balanceAt(shopA)).toBe(0);
  });
});

describe('a wallet top-up at a shop without an account of its own', () => {
  it("is refused in pt-BR, as the shop's bookings' PIX is, and nothing is charged", async () => {
    const asked = fake.requests.length;
    const refused = await topUp(shopC, 50);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'SHOP_TAKES_NO_ONLINE_PAYMENT',
      message:
        'Esta barbearia ainda não recebe pagamentos online, então não é possível adicionar saldo por PIX.',
    });
    expect(fake.requests.length).toBe(asked);
    const rows = await db
      .select()
      .from(walletDeposits)
      .where(eq(walletDeposits.barbershopId, shopC));
    expect(rows).toHaveLength(0);
  });

  it("at the install's first shop is paid into the environment's account, with no fee", async () => {
    const created = await topUp(DEMO_BARBERSHOP_ID, 40);
    expect(created.statusCode, created.body).toBe(201);
    const deposit = created.json();
    expect(fake.payment(deposit.gatewayPaymentId)?.collector_id).toBe(FAKE_COLLECTOR_ID);
    expect(createdWith(FAKE_ACCESS_TOKEN, deposit.id)?.body).not.toHaveProperty('marketplace_fee');

    fake.setStatus(deposit.gatewayPaymentId, 'approved', 'accredited');
    expect((await notice(deposit.gatewayPaymentId, FAKE_COLLECTOR_ID)).statusCode).toBe(200);
    expect(await balanceAt(DEMO_BARBERSHOP_ID)).toBe(40);
  });
});

describe('an expired top-up at a shop with its own account', () => {
  it("is cancelled in that shop's account", async () => {
    const deposit = (await topUp(shopB, 25)).json();
    await app.wallet.deposits.expire(new Date(Date.now() + 31 * 60_000));

    const cancel = fake
      .requestsWith(tokenB)
      .find(
        (request) =>
          request.method === 'PUT' && request.path === `/v1/payments/${deposit.gatewayPaymentId}`,
      );
    expect(cancel?.body).toEqual({ status: 'cancelled' });
    expect(fake.payment(deposit.gatewayPaymentId)?.status).toBe('cancelled');
    const [row] = await db.select().from(walletDeposits).where(eq(walletDeposits.id, deposit.id));
    expect(row?.status).toBe('CANCELLED');
  });
});

import { randomUUID } from 'node:crypto';
import { fromCents } from '@navalha/core/domain/money';
import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import { mercadopagoConnections } from '../../db/schema/mercadopago-connections.js';
import {
  FAKE_ACCESS_TOKEN,
  FAKE_CLIENT_ID,
  FAKE_CLIENT_SECRET,
  FakeMercadoPago,
} from '../../test/fake-mercadopago.js';
import type { FakeSeller } from '../../test/fake-mercadopago.js';
import {
  connectSeller,
  signedPaymentNotice,
  sellerAccountsConfig,
} from '../../test/mercadopago-sellers.js';
import { appointmentRow, insertBooking, paymentRow } from '../../test/payment-fixtures.js';
import {
  createBarber,
  createService,
  createShop,
  createUser,
  demoActor,
  DEMO_BARBERSHOP_ID,
  futureDate,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * Each shop's money goes to that shop (issue 20 §3, decision 043): shops connect their own
 * Mercado Pago accounts through OAuth (a local fake of Mercado Pago's API), the tokens are kept
 * encrypted and refreshed before expiry, each shop's payments are made with its own token (and
 * the platform's fee), a shop without an account takes cash only, and a notification of one
 * shop's account never changes another shop's payment. The demo shop is the install's first
 * shop: the environment's credentials stay its account.
 */

const SECRET = 'mp-webhook-secret';
const PUBLIC_URL = 'https://navalha.example.com';
const OAUTH_URL = 'https://auth.mercadopago.example/authorization';
const FEE_PERCENT = 2.5;

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let fake: FakeMercadoPago;
let clock = new Date();
let client: Actor;
let demoBarber: Actor;

/** A shop of the platform with its owner, a barber and a service. */
interface Shop {
  id: string;
  owner: Actor;
  barber: Actor;
  serviceId: string;
}

let shopB: Shop;
let shopC: Shop;
const sellerB: FakeSeller = { userId: 5_550_001, nickname: 'BARBEARIAB', email: 'b@vendas.com' };

async function newShop(name: string): Promise<Shop> {
  const id = await createShop(db, name);
  const serviceId = await createService(db, id, { priceCents: 5000 });
  return {
    id,
    owner: await createUser(db, 'OWNER', id),
    barber: await createBarber(db, id, [serviceId]),
    serviceId,
  };
}

/** The owner connects the shop's account: authorization URL, the seller authorizes, callback. */
function connect(shop: Shop, seller: FakeSeller) {
  return connectSeller(app, fake, shop.owner, seller);
}

async function pixAt(shop: { id: string; barber: Actor; serviceId?: string }) {
  const booking = await insertBooking(db, {
    clientId: client.id,
    barberId: shop.barber.id,
    barbershopId: shop.id,
    method: 'PIX',
    priceCents: 5000,
    ...(shop.serviceId ? { serviceId: shop.serviceId } : {}),
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/pix/create',
    headers: client.headers,
    payload: { appointmentId: booking.id, amount: booking.amount },
  });
  return { booking, response };
}

/** A notification as Mercado Pago sends it, signed; `userId` is the account it is about. */
function notification(dataId: string, userId: number) {
  return signedPaymentNotice(dataId, { secret: SECRET, userId, signedAt: clock });
}

async function connectionRow(shopId: string) {
  const [row] = await db
    .select()
    .from(mercadopagoConnections)
    .where(eq(mercadopagoConnections.barbershopId, shopId));
  return row;
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
      mercadopagoOauth: {
        clientId: FAKE_CLIENT_ID,
        clientSecret: FAKE_CLIENT_SECRET,
        authorizationUrl: OAUTH_URL,
      },
      platformFeePercent: FEE_PERCENT,
      publicUrl: PUBLIC_URL,
    }),
    () => clock,
  );
  client = await demoActor(db, 'cliente@navalha.dev');
  demoBarber = await demoActor(db, 'barbeiro@navalha.dev');
  shopB = await newShop('Barbearia B');
  shopC = await newShop('Barbearia C');
});

afterAll(async () => {
  await app.close();
  await testApp.close();
  await fake.stop();
});

describe("a shop's own Mercado Pago account", () => {
  it('is connected by its owner through OAuth, and the tokens are stored encrypted', async () => {
    const before = await app.inject({
      method: 'GET',
      url: '/api/admin/mercadopago-account',
      headers: shopB.owner.headers,
    });
    expect(before.json()).toMatchObject({
      available: true,
      connected: false,
      usesInstallAccount: false,
    });

    const { url, state, back } = await connect(shopB, sellerB);
    expect(`${url.origin}${url.pathname}`).toBe(OAUTH_URL);
    expect(url.searchParams.get('client_id')).toBe(FAKE_CLIENT_ID);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe(
      `${PUBLIC_URL}/api/mercadopago/oauth/callback`,
    );
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/admin/settings?mercadopago=conectado');

    // The code was exchanged as documented, with the application's secret.
    const exchange = fake.requests.find((request) => request.path === '/oauth/token');
    expect(exchange?.body).toMatchObject({
      grant_type: 'authorization_code',
      client_id: FAKE_CLIENT_ID,
      client_secret: FAKE_CLIENT_SECRET,
      redirect_uri: `${PUBLIC_URL}/api/mercadopago/oauth/callback`,
    });

    const status = await app.inject({
      method: 'GET',
      url: '/api/admin/mercadopago-account',
      headers: shopB.owner.headers,
    });
    expect(status.json()).toMatchObject({ connected: true, accountName: 'BARBEARIAB' });
    expect(status.body).not.toContain('APP_USR-5550001-');

    // At rest: neither token in plain text anywhere in the row.
    const issued = fake.issuedTokens.at(-1);
    const [raw] = await executeRows<Record<string, unknown>>(
      db,
      sql`select * from mercadopago_connections where barbershop_id = ${shopB.id}`,
    );
    const stored = JSON.stringify(raw);
    expect(issued).toBeDefined();
    expect(stored).not.toContain(issued?.accessToken);
    expect(stored).not.toContain(issued?.refreshToken);
    expect(raw?.access_token_encrypted).toMatch(/^v1\./);
    expect(raw?.mp_user_id).toBe(String(sellerB.userId));

    // The state was spent: the same return again connects nothing.
    const again = await app.inject({
      method: 'GET',
      url: `/api/mercadopago/oauth/callback?code=${fake.authorize(sellerB)}&state=${state}`,
    });
    expect(again.headers.location).toBe('/admin/settings?mercadopago=expirado');
  });

  it('refuses a state past its 15 minutes, and a state of another shop cannot connect one', async () => {
    const started = await app.inject({
      method: 'POST',
      url: '/api/admin/mercadopago-account/authorization',
      headers: shopC.owner.headers,
    });
    const state = new URL(started.json().authorizationUrl).searchParams.get('state') ?? '';
    const saved = clock;
    clock = new Date(saved.getTime() + 16 * 60_000);
    try {
      const late = await app.inject({
        method: 'GET',
        url: `/api/mercadopago/oauth/callback?code=${fake.authorize(sellerB)}&state=${state}`,
      });
      expect(late.headers.location).toBe('/admin/settings?mercadopago=expirado');
    } finally {
      clock = saved;
    }
    const forged = await app.inject({
      method: 'GET',
      url: `/api/mercadopago/oauth/callback?code=${fake.authorize(sellerB)}&state=${randomUUID()}`,
    });
    expect(forged.headers.location).toBe('/admin/settings?mercadopago=expirado');
    expect(await connectionRow(shopC.id)).toBeUndefined();
  });
});

describe("each shop's payments", () => {
  it("are made with that shop's token; the connected shop's carry the platform fee", async () => {
    const tokenB = fake.issuedTokens.at(-1)?.accessToken ?? '';
    const atB = await pixAt(shopB);
    expect(atB.response.statusCode, atB.response.body).toBe(201);
    const atDemo = await pixAt({ id: DEMO_BARBERSHOP_ID, barber: demoBarber });
    expect(atDemo.response.statusCode, atDemo.response.body).toBe(201);

    const paymentB = fake.payment(atB.response.json().gatewayPaymentId);
    const paymentDemo = fake.payment(atDemo.response.json().gatewayPaymentId);
    expect(paymentB?.collector_id).toBe(sellerB.userId);
    expect(paymentDemo?.collector_id).toBe(1_234_567_890);

    const createdB = fake
      .requestsWith(tokenB)
      .find((request) => request.path === '/v1/payments' && request.method === 'POST');
    expect(createdB?.body).toMatchObject({
      external_reference: atB.booking.id,
      // 2.5% of the amount charged, in reais.
      marketplace_fee: Math.round(atB.booking.totals.total * 0.025) / 100,
    });
    const createdDemo = fake
      .requestsWith(FAKE_ACCESS_TOKEN)
      .find(
        (request) =>
          request.path === '/v1/payments' && request.body?.external_reference === atDemo.booking.id,
      );
    expect(createdDemo).toBeDefined();
    // The install's own account pays no fee to itself.
    expect(createdDemo?.body).not.toHaveProperty('marketplace_fee');
    expect(
      fake
        .requestsWith(FAKE_ACCESS_TOKEN)
        .some((r) => r.body?.external_reference === atB.booking.id),
    ).toBe(false);

    // Shop B's payment paid at Mercado Pago: its notification completes it, read with B's token.
    fake.setStatus(String(paymentB?.id), 'approved', 'accredited');
    const notified = await app.inject(notification(String(paymentB?.id), sellerB.userId));
    expect(notified.statusCode, notified.body).toBe(200);
    expect((await paymentRow(db, atB.response.json().id)).status).toBe('COMPLETED');
  });

  it('are cash only at a shop without an account, which the methods say in pt-BR', async () => {
    const methods = await app.inject({
      method: 'GET',
      url: `/api/payments/methods?barberShopId=${shopC.id}`,
      headers: client.headers,
    });
    expect(methods.json().onlinePayments).toEqual({
      available: false,
      message:
        'Esta barbearia ainda não recebe pagamentos online. Escolha pagar na barbearia, em dinheiro.',
    });
    const available = (methods.json().data as { method: string; available: boolean }[])
      .filter((method) => method.available)
      .map((method) => method.method);
    expect(available).toEqual(expect.arrayContaining(['CASH']));
    expect(available).not.toContain('PIX');
    expect(available).not.toContain('CREDIT_CARD');

    // Booking there with PIX is refused as clearly; with cash it books.
    const bookAt = (paymentMethod: 'PIX' | 'CASH') =>
      app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: client.headers,
        payload: {
          serviceIds: [shopC.serviceId],
          barberIds: [shopC.barber.id],
          scheduledDate: futureDate(3),
          scheduledTime: '10:00',
          paymentMethod,
          totalPrice: fromCents(
            computeOrderTotals({
              items: [{ priceCents: 5000, promotionalPriceCents: null }],
              method: paymentMethod,
            }).total,
          ),
        },
      });
    const byPix = await bookAt('PIX');
    expect(byPix.statusCode).toBe(409);
    expect(byPix.json()).toMatchObject({
      code: 'SHOP_TAKES_NO_ONLINE_PAYMENT',
      message:
        'Esta barbearia ainda não recebe pagamentos online. Escolha pagar na barbearia, em dinheiro.',
    });
    expect((await bookAt('CASH')).statusCode).toBe(201);

    const { booking, response } = await pixAt(shopC);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'SHOP_TAKES_NO_ONLINE_PAYMENT' });
    expect((await appointmentRow(db, booking.id)).paymentStatus).toBe('PENDING');

    const connected = await app.inject({
      method: 'GET',
      url: `/api/payments/methods?barberShopId=${shopB.id}`,
      headers: client.headers,
    });
    expect(connected.json().onlinePayments).toEqual({ available: true, message: null });
    expect(connected.json().publicKey).toBe(`APP_USR-${sellerB.userId}-public-key`);
  });

  it('refunds go to the account the payment was made in', async () => {
    const { response } = await pixAt(shopB);
    const gatewayId = String(response.json().gatewayPaymentId);
    fake.setStatus(gatewayId, 'approved', 'accredited');
    await app.inject(notification(gatewayId, sellerB.userId));
    const refund = await app.inject({
      method: 'POST',
      url: `/api/payments/${response.json().id}/refund`,
      headers: shopB.owner.headers,
      payload: { reason: 'Cliente desistiu' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const tokenB = fake.issuedTokens.at(-1)?.accessToken ?? '';
    expect(
      fake
        .requestsWith(tokenB)
        .some((request) => request.path === `/v1/payments/${gatewayId}/refunds`),
    ).toBe(true);
  });
});

describe("a notification of one shop's account", () => {
  it("never changes another shop's payment", async () => {
    // The demo shop's client opens a hosted checkout; shop B's account then makes a payment of
    // its own naming that booking, and Mercado Pago notifies it as shop B's.
    const booking = await insertBooking(db, {
      clientId: client.id,
      barberId: demoBarber.id,
      method: 'PIX',
    });
    const checkout = await app.inject({
      method: 'POST',
      url: '/api/payments/create-preference',
      headers: client.headers,
      payload: { appointmentId: booking.id, amount: booking.amount, method: 'PIX' },
    });
    expect(checkout.statusCode, checkout.body).toBe(201);
    const foreign = fake.createCheckoutPayment(
      booking.id,
      booking.amount,
      'approved',
      sellerB.userId,
    );

    const asShopB = await app.inject(notification(foreign, sellerB.userId));
    expect(asShopB.statusCode).toBe(200);
    // Claimed as the install's account's: its token does not see the payment (502, as for any
    // payment the install's account cannot read), and nothing changes either.
    const asInstall = await app.inject(notification(foreign, 1_234_567_890));
    expect(asInstall.statusCode).toBe(502);

    expect((await appointmentRow(db, booking.id)).paymentStatus).toBe('PENDING');
    const [payment] = await executeRows<{ status: string; gateway_payment_id: string | null }>(
      db,
      sql`select status, gateway_payment_id from payments where appointment_id = ${booking.id}`,
    );
    expect(payment).toEqual({ status: 'PENDING', gateway_payment_id: null });
  });

  it("that names a known payment is read with that payment's shop's token", async () => {
    const { response } = await pixAt({ id: DEMO_BARBERSHOP_ID, barber: demoBarber });
    const gatewayId = String(response.json().gatewayPaymentId);
    fake.setStatus(gatewayId, 'approved', 'accredited');
    const tokenB = fake.issuedTokens.at(-1)?.accessToken ?? '';
    const before = fake.requestsWith(tokenB).length;
    // Whatever account the notice claims, our payment's shop decides whose token reads it.
    const notified = await app.inject(notification(gatewayId, sellerB.userId));
    expect(notified.statusCode).toBe(200);
    expect(fake.requestsWith(tokenB)).toHaveLength(before);
    expect((await paymentRow(db, response.json().id)).status).toBe('COMPLETED');
  });
});

describe("a shop's token", () => {
  it('is refreshed before it expires, on use and by the sweep', async () => {
    const shopD = await newShop('Barbearia D');
    const sellerD: FakeSeller = { userId: 5_550_004, nickname: 'BARBEARIAD', email: 'd@v.com' };
    // Mercado Pago's tokens last 180 days; this one has 3 days left, inside the week's margin.
    fake.tokenLifetimeSeconds = 3 * 24 * 60 * 60;
    try {
      await connect(shopD, sellerD);
    } finally {
      fake.tokenLifetimeSeconds = 15_552_000;
    }
    const first = fake.issuedTokens.at(-1);
    const connected = await connectionRow(shopD.id);

    const { response } = await pixAt(shopD);
    expect(response.statusCode, response.body).toBe(201);
    const refreshed = fake.issuedTokens.at(-1);
    expect(refreshed?.accessToken).not.toBe(first?.accessToken);
    const grant = fake.requests.filter((request) => request.path === '/oauth/token').at(-1);
    expect(grant?.body).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: first?.refreshToken,
    });
    // The payment went with the new token, and the row holds it (encrypted) until 180 days on.
    expect(fake.isLiveToken(first?.accessToken ?? '')).toBe(false);
    expect(
      fake.requestsWith(refreshed?.accessToken ?? '').some((r) => r.path === '/v1/payments'),
    ).toBe(true);
    const after = await connectionRow(shopD.id);
    expect(after?.expiresAt.getTime()).toBeGreaterThan(connected?.expiresAt.getTime() ?? 0);
    expect(after?.refreshedAt).not.toBeNull();

    // The sweep: the same shop's token, now nearly expired again, is refreshed unasked.
    await db
      .update(mercadopagoConnections)
      .set({ expiresAt: new Date(clock.getTime() + 60 * 60_000) })
      .where(eq(mercadopagoConnections.barbershopId, shopD.id));
    expect(await app.paymentAccounts.refreshExpiring()).toBeGreaterThanOrEqual(1);
    expect(fake.issuedTokens.at(-1)?.accessToken).not.toBe(refreshed?.accessToken);
  });

  it('cannot be read under another PAYMENT_CREDENTIALS_KEY: the shop is as not connected', async () => {
    const rekeyed = await buildTestApp(
      testApp.database,
      {
        paymentGateway: 'mercadopago',
        mercadopagoAccessToken: FAKE_ACCESS_TOKEN,
        mercadopagoWebhookSecret: SECRET,
        mercadopagoApiUrl: fake.url,
        mercadopagoPublicKey: 'TEST-7f0d3c2e-5b1a-4c8d-9e6f-1a2b3c4d5e6f',
        paymentCredentialsKey: Buffer.alloc(32, 9),
        publicUrl: PUBLIC_URL,
      },
      () => clock,
    );
    try {
      const methods = await rekeyed.inject({
        method: 'GET',
        url: `/api/payments/methods?barberShopId=${shopB.id}`,
        headers: client.headers,
      });
      expect(methods.json().onlinePayments).toMatchObject({ available: false });
    } finally {
      await rekeyed.close();
    }
  });

  it('is forgotten on disconnect: the shop takes cash again', async () => {
    const shopE = await newShop('Barbearia E');
    await connect(shopE, { userId: 5_550_005, nickname: 'E', email: 'e@v.com' });
    const done = await app.inject({
      method: 'DELETE',
      url: '/api/admin/mercadopago-account',
      headers: shopE.owner.headers,
    });
    expect(done.json()).toEqual({ disconnected: true });
    expect(await connectionRow(shopE.id)).toBeUndefined();
    // Both written to the shop's own audit log, with its owner as the one who did it.
    const audited = await executeRows<{ action: string; actor: string | null }>(
      db,
      sql`select action, actor_id as actor from audit_log
        where barbershop_id = ${shopE.id} and action like 'settings.mercadopago_%'
        order by created_at`,
    );
    expect(audited).toEqual([
      { action: 'settings.mercadopago_connect', actor: shopE.owner.id },
      { action: 'settings.mercadopago_disconnect', actor: shopE.owner.id },
    ]);
    const { response } = await pixAt(shopE);
    expect(response.statusCode).toBe(409);
  });
});

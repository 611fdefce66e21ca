import { percentOf } from '@navalha/core/domain/money';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { FAKE_ACCESS_TOKEN, FakeMercadoPago } from '../../test/fake-mercadopago.js';
import type { FakeSeller, RecordedRequest } from '../../test/fake-mercadopago.js';
import { connectSeller, sellerAccountsConfig } from '../../test/mercadopago-sellers.js';
import { insertBooking } from '../../test/payment-fixtures.js';
import type { Booking } from '../../test/payment-fixtures.js';
import {
  createBarber,
  createService,
  createShop,
  createUser,
  demoActor,
  DEMO_BARBERSHOP_ID,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * The operator's fee per shop (issue 20 §3, decision 043's addendum): a connected shop's
 * payments, hosted checkouts and wallet top-ups carry the fee the operator set for that shop,
 * the platform's default (PLATFORM_FEE_PERCENT) once it is cleared, and the install's own
 * account pays none to itself whatever the fee.
 */

const DEFAULT_FEE_PERCENT = 2.5;

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let fake: FakeMercadoPago;
let operator: Actor;
let client: Actor;
let demoBarber: Actor;
let shopId: string;
let barber: Actor;
let serviceId: string;
let token: string;
const seller: FakeSeller = { userId: 5_570_001, nickname: 'BARBEARIATAXA', email: 't@vendas.com' };

beforeAll(async () => {
  fake = new FakeMercadoPago();
  const apiUrl = await fake.start();
  testApp = await createTestApp();
  db = testApp.database.db;
  app = await buildTestApp(
    testApp.database,
    sellerAccountsConfig(apiUrl, { platformFeePercent: DEFAULT_FEE_PERCENT }),
  );
  operator = await createUser(db, 'OPERATOR', null, 'Plataforma');
  client = await demoActor(db, 'cliente@navalha.dev');
  demoBarber = await demoActor(db, 'barbeiro@navalha.dev');
  shopId = await createShop(db, 'Barbearia da Taxa');
  serviceId = await createService(db, shopId, { priceCents: 5000 });
  barber = await createBarber(db, shopId, [serviceId]);

  // The owner connects the shop's own account through OAuth.
  const owner = await createUser(db, 'OWNER', shopId);
  const connected = await connectSeller(app, fake, owner, seller);
  expect(connected.back.headers.location).toBe('/admin/settings?mercadopago=conectado');
  token = connected.accessToken;
});

afterAll(async () => {
  await app.close();
  await testApp.close();
  await fake.stop();
});

async function setFee(feePercent: number | null, id = shopId) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/platform/shops/${id}/platform-fee`,
    headers: operator.headers,
    payload: { feePercent },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A PIX booking at the shop, paid by PIX: the booking and the create Mercado Pago received. */
async function pixAt(
  barbershopId: string,
  booker: Actor,
  accessToken: string,
): Promise<{ booking: Booking; sent: RecordedRequest | undefined }> {
  const booking = await insertBooking(db, {
    clientId: client.id,
    barberId: booker.id,
    barbershopId,
    method: 'PIX',
    priceCents: 5000,
    ...(barbershopId === shopId ? { serviceId } : {}),
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/pix/create',
    headers: client.headers,
    payload: { appointmentId: booking.id, amount: booking.amount },
  });
  expect(response.statusCode, response.body).toBe(201);
  const sent = fake
    .requestsWith(accessToken)
    .find(
      (request) =>
        request.method === 'POST' &&
        request.path === '/v1/payments' &&
        request.body?.external_reference === booking.id,
    );
  return { booking, sent };
}

/** `basisPoints` of the booking's total, in reais, as `marketplace_fee` carries it. */
const feeOf = (booking: Booking, basisPoints: number) =>
  percentOf(booking.totals.total, basisPoints) / 100;

describe('the platform fee of a shop with its own Mercado Pago account', () => {
  it("is the operator's fee for that shop on its payments", async () => {
    await setFee(4.25);
    const { booking, sent } = await pixAt(shopId, barber, token);
    expect(sent?.body).toMatchObject({ marketplace_fee: feeOf(booking, 425) });
    expect(feeOf(booking, 425)).not.toBe(feeOf(booking, 250));
  });

  it('is on hosted checkouts and wallet top-ups too', async () => {
    await setFee(10);
    const booking = await insertBooking(db, {
      clientId: client.id,
      barberId: barber.id,
      barbershopId: shopId,
      method: 'PIX',
      priceCents: 5000,
      serviceId,
    });
    const checkout = await app.inject({
      method: 'POST',
      url: '/api/payments/create-preference',
      headers: client.headers,
      payload: { appointmentId: booking.id, amount: booking.amount, method: 'PIX' },
    });
    expect(checkout.statusCode, checkout.body).toBe(201);
    const preference = fake
      .requestsWith(token)
      .filter((request) => request.path === '/checkout/preferences')
      .at(-1);
    expect(preference?.body).toMatchObject({ marketplace_fee: feeOf(booking, 1000) });

    const topUp = await app.inject({
      method: 'POST',
      url: '/api/wallet/deposits',
      headers: client.headers,
      payload: { amount: 80, barbershopId: shopId },
    });
    expect(topUp.statusCode, topUp.body).toBe(201);
    const deposit = fake
      .requestsWith(token)
      .find((request) => request.body?.external_reference === topUp.json().id);
    // 10% of R$ 80,00.
    expect(deposit?.body).toMatchObject({ marketplace_fee: 8 });
  });

  it('is none when the operator sets 0% for the shop, whatever the default', async () => {
    await setFee(0);
    const { sent } = await pixAt(shopId, barber, token);
    expect(sent).toBeDefined();
    expect(sent?.body).not.toHaveProperty('marketplace_fee');
  });

  it("is the platform's default once the operator clears the shop's fee", async () => {
    await setFee(null);
    const { booking, sent } = await pixAt(shopId, barber, token);
    expect(sent?.body).toMatchObject({ marketplace_fee: feeOf(booking, 250) });
  });

  it("is never charged on the install's own account, even with a fee set for its shop", async () => {
    await setFee(5, DEMO_BARBERSHOP_ID);
    const { sent } = await pixAt(DEMO_BARBERSHOP_ID, demoBarber, FAKE_ACCESS_TOKEN);
    expect(sent).toBeDefined();
    expect(sent?.body).not.toHaveProperty('marketplace_fee');
  });
});

import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { walletDeposits } from '../../db/schema/wallet-deposits.js';
import { walletTransactions } from '../../db/schema/wallet-transactions.js';
import {
  createBarber,
  createShop,
  createUser,
  DEMO_BARBERSHOP_ID,
  futureDate,
  insertAppointment,
  spInstant,
} from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { walletRowOf } from '../../test/wallet-rows.js';

/**
 * A wallet balance belongs to one shop (issue 20 §2, decision 042): money put in at one shop
 * pays only that shop's bookings, a refund goes back to the booking's shop's wallet, and the
 * client's app names the shop it means (else the shop of the client's last booking).
 */
let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let shopB: string;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  shopB = await createShop(db, 'Barbearia do Centro', { slug: 'barbearia-do-centro' });
});

afterAll(async () => {
  await testApp.close();
});

function call(method: 'GET' | 'POST' | 'DELETE', url: string, actor: Actor, payload?: object) {
  return app.inject({ method, url, headers: actor.headers, payload });
}

/** A deposit of `amount` BRL into the client's wallet at `shopId`, approved. */
async function deposit(client: Actor, amount: number, shopId: string): Promise<void> {
  const created = await call('POST', '/api/wallet/deposits', client, {
    amount,
    barbershopId: shopId,
  });
  expect(created.statusCode, created.body).toBe(201);
  const approved = await call('POST', `/api/wallet/deposits/${created.json().id}/mock`, client, {
    status: 'approved',
  });
  expect(approved.json().status).toBe('COMPLETED');
}

let days = 0;
/** A PENDING R$ 50,00 booking of the client at a shop, with a barber of its own. */
async function booking(client: Actor, shopId: string): Promise<string> {
  const barber = await createBarber(db, shopId, []);
  return insertAppointment(db, {
    clientId: client.id,
    barberId: barber.id,
    barbershopId: shopId,
    startsAt: spInstant(futureDate(2, 40 + (days += 1)), '10:00'),
    totalCents: 5_000,
  });
}

function payWithWallet(client: Actor, appointmentId: string) {
  return call('POST', '/api/payments/create', client, {
    appointmentId,
    amount: 50,
    method: 'wallet',
  });
}

async function balanceAt(client: Actor, shopId: string): Promise<number> {
  const response = await call('GET', `/api/wallet?barbershopId=${shopId}`, client);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().barbershop.id).toBe(shopId);
  return response.json().balance as number;
}

describe('a wallet per shop', () => {
  it("keeps money put in at one shop for that shop's bookings only", async () => {
    const client = await createUser(db, 'CLIENT', null);
    await deposit(client, 80, shopB);
    expect(await balanceAt(client, shopB)).toBe(80);
    expect(await balanceAt(client, DEMO_BARBERSHOP_ID)).toBe(0);

    // The demo shop's booking cannot be paid with the money held at the other shop.
    const atDemo = await booking(client, DEMO_BARBERSHOP_ID);
    const refused = await payWithWallet(client, atDemo);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Saldo insuficiente na carteira',
    });

    const atB = await booking(client, shopB);
    const paid = await payWithWallet(client, atB);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await balanceAt(client, shopB)).toBe(30);
    expect(await balanceAt(client, DEMO_BARBERSHOP_ID)).toBe(0);

    // Each ledger row and deposit carries its wallet's shop.
    const wallet = await walletRowOf(db, client.id, shopB);
    const rows = await db
      .select({ shop: walletTransactions.barbershopId })
      .from(walletTransactions)
      .where(eq(walletTransactions.walletId, wallet?.id ?? ''));
    expect(rows).toEqual([{ shop: shopB }, { shop: shopB }]);
    const deposits = await db
      .select({ shop: walletDeposits.barbershopId })
      .from(walletDeposits)
      .where(eq(walletDeposits.userId, client.id));
    expect(deposits).toEqual([{ shop: shopB }]);

    // The movements listed are the named shop's only.
    const atDemoList = await call(
      'GET',
      `/api/wallet/transactions?limit=50&barbershopId=${DEMO_BARBERSHOP_ID}`,
      client,
    );
    expect(atDemoList.json().data).toEqual([]);
    const atBList = await call('GET', `/api/wallet/transactions?barbershopId=${shopB}`, client);
    expect(atBList.json().data.map((row: { type: string }) => row.type)).toEqual([
      'payment',
      'deposit',
    ]);
  });

  it("gives a cancelled booking's wallet payment back to that shop's wallet", async () => {
    const client = await createUser(db, 'CLIENT', null);
    await deposit(client, 50, shopB);
    const atB = await booking(client, shopB);
    expect((await payWithWallet(client, atB)).statusCode).toBe(201);
    const cancelled = await call('DELETE', `/api/appointments/${atB}`, client);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Less the 1% refund fee, back at the shop it was paid to; nothing at the other.
    expect(await balanceAt(client, shopB)).toBe(49.5);
    expect(await walletRowOf(db, client.id, DEMO_BARBERSHOP_ID)).toBeNull();
    const refunds = await db
      .select({ shop: walletTransactions.barbershopId })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.type, 'refund')));
    expect(refunds).toContainEqual({ shop: shopB });
  });

  it("means the shop of the client's last booking when the app names none", async () => {
    const client = await createUser(db, 'CLIENT', null);
    // No booking yet: the install's first shop.
    const first = await call('GET', '/api/wallet', client);
    expect(first.json().barbershop).toEqual({
      id: DEMO_BARBERSHOP_ID,
      name: 'Navalha Barbearia',
      slug: 'navalha-barbearia',
    });
    await booking(client, shopB);
    const after = await call('GET', '/api/wallet', client);
    expect(after.json().barbershop).toEqual({
      id: shopB,
      name: 'Barbearia do Centro',
      slug: 'barbearia-do-centro',
    });
    // A deposit without a shop goes there too.
    const created = await call('POST', '/api/wallet/deposits', client, { amount: 10 });
    expect(created.statusCode, created.body).toBe(201);
    const [row] = await db
      .select({ shop: walletDeposits.barbershopId })
      .from(walletDeposits)
      .where(eq(walletDeposits.id, created.json().id));
    expect(row).toEqual({ shop: shopB });
  });

  it('answers 404 for a shop that does not exist and 400 for a malformed id', async () => {
    const client = await createUser(db, 'CLIENT', null);
    const missing = await call(
      'GET',
      '/api/wallet?barbershopId=6e617661-6c68-4100-8000-0000000000ff',
      client,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Barbearia não encontrada');
    const deposited = await call('POST', '/api/wallet/deposits', client, {
      amount: 10,
      barbershopId: '6e617661-6c68-4100-8000-0000000000ff',
    });
    expect(deposited.statusCode).toBe(404);
    const malformed = await call('GET', '/api/wallet?barbershopId=abc', client);
    expect(malformed.statusCode).toBe(400);
  });
});

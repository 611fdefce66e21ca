import { Writable } from 'node:stream';
import { parseBrCode } from '@navalha/core/domain/payments/pix-br-code';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Db } from '../../db/client.js';
import { sandboxCardTokens } from '../../db/schema/sandbox-card-tokens.js';
import { walletDeposits } from '../../db/schema/wallet-deposits.js';
import { walletPaymentMethods } from '../../db/schema/wallet-payment-methods.js';
import { walletTransactions } from '../../db/schema/wallet-transactions.js';
import { wallets } from '../../db/schema/wallets.js';
import { SandboxGateway } from '../../gateways/sandbox.js';
import { cardToken } from '../../test/payment-fixtures.js';
import { countQueries } from '../../test/query-counter.js';
import { createUser } from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import {
  buildTestApp,
  createTestApp,
  testConfig,
  testPasswordHasher,
  TEST_JWT_SECRET,
} from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { WalletRepository } from './wallet.repository.js';
import { DEMO_BARBERSHOP_ID } from '../../demo/seed.js';

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
});

afterAll(async () => {
  await testApp.close();
});

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

const newClient = () => createUser(db, 'CLIENT', null);
const claimsOf = (actor: Actor) => ({
  userId: actor.id,
  role: actor.role,
  barbershopId: actor.barbershopId,
});

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  actor: Actor,
  options: { payload?: object; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method,
    url,
    headers: { ...actor.headers, ...options.headers },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

async function deposit(actor: Actor, amount: number, headers: Record<string, string> = {}) {
  const response = await call('POST', '/api/wallet/deposits', actor, {
    payload: { amount },
    headers,
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json() as { id: string; status: string; gatewayPaymentId: string };
}

async function approve(actor: Actor, id: string) {
  const response = await call('POST', `/api/wallet/deposits/${id}/mock`, actor, {
    payload: { status: 'approved' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { status: string };
}

async function balanceOf(actor: Actor): Promise<number> {
  const response = await call('GET', '/api/wallet', actor);
  expect(response.statusCode).toBe(200);
  return (response.json() as { balance: number }).balance;
}

/** The wallet's balance column equals the sum of its ledger, and the last row's balance. */
async function expectLedgerMatches(actor: Actor, expectedCents: number) {
  const repository = new WalletRepository(db);
  const wallet = await repository.findByShopAndUser(DEMO_BARBERSHOP_ID, actor.id);
  expect(wallet?.balanceCents).toBe(expectedCents);
  const { sum } = await repository.sumLedger(wallet?.id ?? '');
  expect(sum).toBe(expectedCents);
  // Newest as the wallet lists it; a wallet with no movement has nothing to compare.
  const [newest] = await db
    .select({ balanceAfterCents: walletTransactions.balanceAfterCents })
    .from(walletTransactions)
    .where(eq(walletTransactions.walletId, wallet?.id ?? ''))
    .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
    .limit(1);
  expect(newest?.balanceAfterCents ?? 0).toBe(expectedCents);
}

describe('GET /api/wallet', () => {
  it('makes the wallet on first use, once even when asked twice at once', async () => {
    const client = await newClient();
    const [first, second] = await Promise.all([
      call('GET', '/api/wallet', client),
      call('GET', '/api/wallet', client),
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      id: expect.any(String),
      balance: 0,
      user_id: client.id,
      // No booking yet: the install's first shop, the demo's (decision 042).
      barbershop: { id: DEMO_BARBERSHOP_ID, name: 'Navalha Barbearia', slug: 'navalha-barbearia' },
    });
    expect(second.json()).toEqual(first.json());
    const rows = await db.select().from(wallets).where(eq(wallets.userId, client.id));
    expect(rows).toHaveLength(1);
  });
});

describe('PIX deposits', () => {
  it('answers a BR Code of the amount and its QR, PENDING, without crediting yet', async () => {
    const client = await newClient();
    const response = await call('POST', '/api/wallet/deposits', client, {
      payload: { amount: 100 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      paymentId: body.id,
      status: 'PENDING',
      method: 'PIX',
      amount: 100,
      currency: 'BRL',
      gateway: 'sandbox',
      qrCodeData: body.qrCode,
      paidAt: null,
    });
    expect(body.qrCodeBase64).toMatch(/^iVBOR/);
    expect(body.paymentUrl).toContain(`/api/payments/sandbox/checkout/${body.gatewayPaymentId}`);
    const parsed = parseBrCode(body.qrCode);
    expect(parsed.ok && parsed.brCode.amountCents).toBe(10_000);
    expect(parsed.ok && parsed.brCode.merchantName).toBe('NAVALHA');
    expect(await balanceOf(client)).toBe(0);
  });

  it('credits an approved deposit exactly once, however often the approval arrives', async () => {
    const client = await newClient();
    const { id, gatewayPaymentId } = await deposit(client, 150.25);
    expect((await approve(client, id)).status).toBe('COMPLETED');
    // The same approval again: by mock, by a forced sync, and as a webhook would bring it.
    await approve(client, id);
    const synced = await call('GET', `/api/wallet/deposits/${id}?sync=true`, client);
    expect(synced.json()).toMatchObject({ status: 'COMPLETED', paidAt: expect.any(String) });
    const sandbox = new SandboxGateway({
      db,
      now: () => new Date(),
      publicUrl: undefined,
      linkSecret: TEST_JWT_SECRET,
    });
    const remote = await sandbox.get(gatewayPaymentId);
    const shopId: string = (await call('GET', '/api/wallet', client)).json().barbershop.id;
    expect(await app.wallet.deposits.applyGatewayPayment(remote, shopId)).toBe(true);
    await Promise.all([
      app.wallet.deposits.applyGatewayPayment(remote, shopId),
      app.wallet.deposits.applyGatewayPayment(remote, shopId),
    ]);

    expect(await balanceOf(client)).toBe(150.25);
    await expectLedgerMatches(client, 15_025);
    const ledger = await db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.depositId, id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ type: 'deposit', direction: 'credit', amountCents: 15_025 });
  });

  it('credits nothing for a declined deposit', async () => {
    const client = await newClient();
    const { id } = await deposit(client, 20);
    const declined = await call('POST', `/api/wallet/deposits/${id}/mock`, client, {
      payload: { status: 'rejected' },
    });
    expect(declined.json()).toMatchObject({ status: 'FAILED', failureReason: expect.any(String) });
    expect(await balanceOf(client)).toBe(0);
    await expectLedgerMatches(client, 0);
  });

  it('returns the first deposit for a repeated Idempotency-Key', async () => {
    const client = await newClient();
    const headers = { 'idempotency-key': 'dep-1' };
    const [first, second] = await Promise.all([
      call('POST', '/api/wallet/deposits', client, { payload: { amount: 30 }, headers }),
      call('POST', '/api/wallet/deposits', client, { payload: { amount: 30 }, headers }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().id).toBe(second.json().id);
    const again = await call('POST', '/api/wallet/deposits', client, {
      payload: { amount: 30 },
      headers,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
  });

  it('cancels a deposit left unpaid for 30 minutes, and paying it then credits nothing', async () => {
    const client = await newClient();
    const { id } = await deposit(client, 40);
    await app.wallet.sweep(new Date(Date.now() + 31 * 60_000));
    const cancelled = await call('GET', `/api/wallet/deposits/${id}?sync=true`, client);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED' });
    await call('POST', `/api/wallet/deposits/${id}/mock`, client, {
      payload: { status: 'approved' },
    });
    expect(await balanceOf(client)).toBe(0);
  });

  it("answers 404 for someone else's deposit and changes nothing", async () => {
    const owner = await newClient();
    const intruder = await newClient();
    const { id } = await deposit(owner, 10);
    expect((await call('GET', `/api/wallet/deposits/${id}`, intruder)).statusCode).toBe(404);
    const mocked = await call('POST', `/api/wallet/deposits/${id}/mock`, intruder, {
      payload: { status: 'approved' },
    });
    expect(mocked.statusCode).toBe(404);
    expect(mocked.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Depósito não encontrado' });
    const [row] = await db.select().from(walletDeposits).where(eq(walletDeposits.id, id));
    expect(row?.status).toBe('PENDING');
  });

  it.each([
    [0, 'O valor do depósito deve ser maior que zero'],
    [-50, 'O valor do depósito deve ser maior que zero'],
    ['50', 'Valor inválido'],
    [10.001, 'Valor inválido'],
    [5000.01, 'O valor máximo por depósito é R$\u00a05.000,00'],
    [1e9, 'O valor máximo por depósito é R$\u00a05.000,00'],
  ])('refuses the amount %s and writes nothing', async (amount, message) => {
    const client = await newClient();
    const response = await call('POST', '/api/wallet/deposits', client, { payload: { amount } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message, field: 'amount' });
    const rows = await db.select().from(walletDeposits).where(eq(walletDeposits.userId, client.id));
    expect(rows).toHaveLength(0);
  });

  it('takes R$ 5.000,00 and a centavo', async () => {
    const client = await newClient();
    expect((await deposit(client, 5000)).status).toBe('PENDING');
    expect((await deposit(client, 0.01)).status).toBe('PENDING');
  });
});

describe('GET /api/wallet/transactions', () => {
  it('lists movements newest first, signed, 5 by default', async () => {
    const client = await newClient();
    for (const amount of [10, 20, 30, 40, 50, 60]) {
      await approve(client, (await deposit(client, amount)).id);
    }
    const response = await call('GET', '/api/wallet/transactions', client);
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: { amount: number; type: string }[] };
    expect(data.map((row) => row.amount)).toEqual([60, 50, 40, 30, 20]);
    expect(data[0]).toMatchObject({
      type: 'deposit',
      status: 'COMPLETED',
      description: 'Depósito via PIX',
      service: null,
      barber: null,
      appointment_id: null,
      transaction_date: expect.any(String),
    });
    const all = await call('GET', '/api/wallet/transactions?limit=50', client);
    expect(all.json().data).toHaveLength(6);
    await expectLedgerMatches(client, 21_000);
  });

  it('costs the same few queries for 1 movement or 20', async () => {
    const client = await newClient();
    await approve(client, (await deposit(client, 10)).id);
    const one = await countQueries(db, () =>
      app.wallet.transactions(claimsOf(client), 50, undefined),
    );
    for (let i = 0; i < 19; i += 1) await approve(client, (await deposit(client, 1)).id);
    let listed = 0;
    const twenty = await countQueries(db, async () => {
      listed = (await app.wallet.transactions(claimsOf(client), 50, undefined)).data.length;
    });
    expect(listed).toBe(20);
    expect(twenty).toBe(one);
    expect(twenty).toBeLessThanOrEqual(2);
  });

  it('answers an empty list for a wallet never opened', async () => {
    const client = await newClient();
    const response = await call('GET', '/api/wallet/transactions', client);
    expect(response.json()).toEqual({ data: [] });
  });
});

describe('saved payment methods', () => {
  it('adds Google Pay on Android and Apple Pay elsewhere when there is none, once', async () => {
    const android = await newClient();
    const [first, second] = await Promise.all([
      call('GET', '/api/wallet/payment-methods', android, { headers: { 'user-agent': ANDROID } }),
      call('GET', '/api/wallet/payment-methods', android, { headers: { 'user-agent': ANDROID } }),
    ]);
    expect(first.json().data).toEqual([
      expect.objectContaining({ method_type: 'google_pay', is_default: true, card_brand: null }),
    ]);
    expect(second.json().data).toHaveLength(1);
    const iphone = await newClient();
    const listed = await call('GET', '/api/wallet/payment-methods', iphone, {
      headers: { 'user-agent': IPHONE },
    });
    expect(listed.json().data).toEqual([
      expect.objectContaining({ method_type: 'apple_pay', is_default: true }),
    ]);
  });

  it('saves a card from its token: brand by prefix, last four, holder and expiry', async () => {
    const client = await newClient();
    const token = await cardToken(app, client, 'MARIA SILVA', '5555 4444 3333 1111');
    const response = await call('POST', '/api/wallet/payment-methods', client, {
      payload: {
        card_token: token,
        method_type: 'debit_card',
        cardholder_name: 'Maria Silva',
        expiry_date: '2030-11-01',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      method_type: 'debit_card',
      is_default: true,
      card_brand: 'Mastercard',
      card_last_four: '1111',
      cardholder_name: 'Maria Silva',
      expiry_date: '2030-11-01',
    });
    expect(response.json()).not.toHaveProperty('card_token');

    // The same card again is the same method; the used token cannot save another.
    const again = await call('POST', '/api/wallet/payment-methods', client, {
      payload: {
        card_token: await cardToken(app, client, 'MARIA SILVA', '5555 4444 3333 1111'),
        method_type: 'debit_card',
        cardholder_name: 'Maria Silva',
        expiry_date: '2030-11-01',
      },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(response.json().id);
    const reused = await call('POST', '/api/wallet/payment-methods', client, {
      payload: {
        card_token: token,
        method_type: 'credit_card',
        cardholder_name: 'Maria Silva',
        expiry_date: '2030-11-01',
      },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'INVALID_CARD_TOKEN', field: 'card_token' });
  });

  it('names American Express and Other by spec §3', async () => {
    const client = await newClient();
    const brands: string[] = [];
    for (const number of ['3782 822463 10005', '6062 8288 8866 6688']) {
      const response = await call('POST', '/api/wallet/payment-methods', client, {
        payload: {
          card_token: await cardToken(app, client, 'JOAO', number),
          method_type: 'credit_card',
          cardholder_name: 'João',
          expiry_date: '2030-11-01',
        },
      });
      brands.push(response.json().card_brand);
    }
    expect(brands).toEqual(['American Express', 'Other']);
  });

  it("refuses someone else's token and an expiry that is not the token's, keeping it usable", async () => {
    const owner = await newClient();
    const intruder = await newClient();
    const token = await cardToken(app, owner, 'MARIA SILVA');
    const body = {
      card_token: token,
      method_type: 'credit_card',
      cardholder_name: 'Maria',
      expiry_date: '2030-11-01',
    };
    const stolen = await call('POST', '/api/wallet/payment-methods', intruder, { payload: body });
    expect(stolen.statusCode).toBe(400);
    const mismatch = await call('POST', '/api/wallet/payment-methods', owner, {
      payload: { ...body, expiry_date: '2031-11-01' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      message: 'Data de expiração inválida',
      field: 'expiry_date',
    });
    const saved = await call('POST', '/api/wallet/payment-methods', owner, { payload: body });
    expect(saved.statusCode).toBe(201);
  });

  it('refuses a raw card number or CVV: nothing stored, nothing logged', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const verbose = await buildApp({
      config: testConfig({ logLevel: 'trace' }),
      db,
      passwordHasher: testPasswordHasher,
      logStream,
    });
    try {
      const client = await newClient();
      const number = '4235647728025682';
      const before = await db.select({ n: sql<number>`count(*)::int` }).from(walletPaymentMethods);
      const response = await verbose.inject({
        method: 'POST',
        url: '/api/wallet/payment-methods',
        headers: client.headers,
        payload: {
          card_token: 'tok_123',
          card_number: number,
          cvv: '987',
          method_type: 'credit_card',
          cardholder_name: 'Maria',
          expiry_date: '2030-11-01',
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(response.body).not.toContain(number);
      const after = await db.select({ n: sql<number>`count(*)::int` }).from(walletPaymentMethods);
      expect(after).toEqual(before);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('\n')).not.toContain(number);
      // The CVV as a JSON value or under its name (three bare digits may occur in any id).
      expect(lines.join('\n')).not.toContain('"987"');
      expect(lines.join('\n')).not.toMatch(/cvv|card_number/i);
      const tokens = await db.select().from(sandboxCardTokens);
      expect(JSON.stringify(tokens)).not.toContain(number);
    } finally {
      await verbose.close();
    }
  });

  it('passes the default on when it is deleted, and makes another the default on request', async () => {
    const client = await newClient();
    const add = async (number: string) =>
      (
        await call('POST', '/api/wallet/payment-methods', client, {
          payload: {
            card_token: await cardToken(app, client, 'MARIA', number),
            method_type: 'credit_card',
            cardholder_name: 'Maria',
            expiry_date: '2030-11-01',
          },
        })
      ).json() as { id: string; is_default: boolean };
    const first = await add('4111 1111 1111 1111');
    const second = await add('4000 0000 0000 0002');
    const third = await add('4000 0000 0000 0010');
    expect([first.is_default, second.is_default, third.is_default]).toEqual([true, false, false]);
    // Saved a minute apart: two in one millisecond (PGlite's clock) would tie on created_at
    // and "the newest" would fall to the random id.
    for (const [index, saved] of [first, second, third].entries()) {
      await db
        .update(walletPaymentMethods)
        .set({ createdAt: new Date(Date.now() - (3 - index) * 60_000) })
        .where(eq(walletPaymentMethods.id, saved.id));
    }

    const made = await call('PATCH', `/api/wallet/payment-methods/${second.id}/default`, client);
    expect(made.json()).toMatchObject({ id: second.id, is_default: true });
    const deleted = await call('DELETE', `/api/wallet/payment-methods/${second.id}`, client);
    expect(deleted.statusCode).toBe(204);
    const listed = (await call('GET', '/api/wallet/payment-methods', client)).json().data as {
      id: string;
      is_default: boolean;
    }[];
    expect(listed.map((method) => [method.id, method.is_default])).toEqual([
      [third.id, true],
      [first.id, false],
    ]);
  });

  it("answers 404 for someone else's method and leaves it alone", async () => {
    const owner = await newClient();
    const intruder = await newClient();
    await call('GET', '/api/wallet', intruder);
    const saved = (
      await call('POST', '/api/wallet/payment-methods', owner, {
        payload: {
          card_token: await cardToken(app, owner, 'MARIA'),
          method_type: 'credit_card',
          cardholder_name: 'Maria',
          expiry_date: '2030-11-01',
        },
      })
    ).json() as { id: string };
    const deleted = await call('DELETE', `/api/wallet/payment-methods/${saved.id}`, intruder);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json()).toMatchObject({ message: 'Método de pagamento não encontrado' });
    const made = await call('PATCH', `/api/wallet/payment-methods/${saved.id}/default`, intruder);
    expect(made.statusCode).toBe(404);
    const rows = await db
      .select()
      .from(walletPaymentMethods)
      .where(eq(walletPaymentMethods.id, saved.id));
    expect(rows).toHaveLength(1);
  });
});

describe('with the Mercado Pago gateway', () => {
  it('fails to save a card or make a deposit at a gateway it cannot reach', async () => {
    const mercadoPago = await buildTestApp(testApp.database, {
      paymentGateway: 'mercadopago',
      mercadopagoAccessToken: 'TEST-0000000000000000-000000-00000000000000000000000000000000-0',
      mercadopagoWebhookSecret: 'segredo',
      // Nothing listens there.
      mercadopagoApiUrl: 'http://127.0.0.1:9',
      mercadopagoPublicKey: 'TEST-00000000-0000-0000-0000-000000000000',
      publicUrl: 'https://navalha.example.com',
    });
    try {
      const client = await newClient();
      const saved = await mercadoPago.inject({
        method: 'POST',
        url: '/api/wallet/payment-methods',
        headers: client.headers,
        payload: {
          card_token: 'ff8080814c11e237014c1ff593b57b4d',
          method_type: 'credit_card',
          cardholder_name: 'Maria',
          expiry_date: '2030-11-01',
        },
      });
      expect(saved.statusCode).toBe(502);
      expect(saved.json()).toMatchObject({
        code: 'GATEWAY_UNAVAILABLE',
        message: 'Erro ao adicionar método. Tente novamente.',
      });
      expect(
        await new WalletRepository(db).findByShopAndUser(DEMO_BARBERSHOP_ID, client.id),
      ).toBeNull();

      const headers = { ...client.headers, 'idempotency-key': 'mp-deposit' };
      const failed = await mercadoPago.inject({
        method: 'POST',
        url: '/api/wallet/deposits',
        headers,
        payload: { amount: 10 },
      });
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toMatchObject({
        code: 'GATEWAY_UNAVAILABLE',
        message: 'Erro ao criar pagamento. Tente novamente.',
      });
      const rows = await db
        .select()
        .from(walletDeposits)
        .where(eq(walletDeposits.userId, client.id));
      expect(rows).toEqual([
        expect.objectContaining({ status: 'FAILED', idempotencyKey: null, gatewayPaymentId: null }),
      ]);
      // The key was freed: the same key tries again (and fails again, here).
      const retried = await mercadoPago.inject({
        method: 'POST',
        url: '/api/wallet/deposits',
        headers,
        payload: { amount: 10 },
      });
      expect(retried.statusCode).toBe(502);
      const mocked = await mercadoPago.inject({
        method: 'POST',
        url: `/api/wallet/deposits/${rows[0]?.id}/mock`,
        headers: client.headers,
        payload: { status: 'approved' },
      });
      expect(mocked.statusCode).toBe(404);
      expect(await balanceOf(client)).toBe(0);
    } finally {
      await mercadoPago.close();
    }
  });
});

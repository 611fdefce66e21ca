import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletDeposits } from '../db/schema/wallet-deposits.js';
import { createUser } from '../test/scheduling-fixtures.js';
import type { Actor } from '../test/scheduling-fixtures.js';
import { createTestDatabase } from '../test/test-database.js';
import type { TestDatabase } from '../test/test-database.js';
import { buildTestApp } from '../test/test-app.js';
import { DEMO_BARBERSHOP_ID } from '../test/scheduling-fixtures.js';

/**
 * Issue 16 §3: 150 promo-code guesses went through, and 30 deposits in 0.3 s each created a
 * real PIX charge. The route table's usage limits count per user and per address, in the
 * database, with the production figures (multiplier 1).
 */

let testDatabase: TestDatabase;
let app: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  // Two instances on one database: the count is shared, as between processes.
  app = await buildTestApp(testDatabase.database, { usageLimitMultiplier: 1 });
  second = await buildTestApp(testDatabase.database, { usageLimitMultiplier: 1 });
});

afterAll(async () => {
  await app.close();
  await second.close();
  await testDatabase.dispose();
});

const newClient = () => createUser(testDatabase.database.db, 'CLIENT', DEMO_BARBERSHOP_ID);

function post(
  instance: FastifyInstance,
  url: string,
  actor: Actor,
  payload: object,
  remoteAddress: string,
) {
  return instance.inject({ method: 'POST', url, headers: actor.headers, payload, remoteAddress });
}

const rateLimited = {
  statusCode: 429,
  error: 'Too Many Requests',
  code: 'RATE_LIMITED',
  message: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
};

describe('usage limits', () => {
  it('stops a client’s 21st promo-code guess in a minute, across instances', async () => {
    const client = await newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const instance = i % 2 === 0 ? app : second;
      const guess = { code: `CHUTE${i}`, subtotal: 50 };
      statuses.push(
        (await post(instance, '/api/promo-codes/validate', client, guess, '198.51.100.1'))
          .statusCode,
      );
    }
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 400));

    const guess = { code: 'NAVALHA10', subtotal: 50 };
    const blocked = await post(app, '/api/promo-codes/validate', client, guess, '198.51.100.2');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(rateLimited);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // Someone else, from another address, still checks codes.
    const other = await post(
      app,
      '/api/promo-codes/validate',
      await newClient(),
      guess,
      '198.51.100.3',
    );
    expect(other.statusCode).toBe(200);
  });

  it('creates at most 5 PIX deposits per client in a minute', async () => {
    const client = await newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await post(
        app,
        '/api/wallet/deposits',
        client,
        { amount: 10 },
        '198.51.100.4',
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const rows = await testDatabase.database.db
      .select({ id: walletDeposits.id })
      .from(walletDeposits)
      .where(eq(walletDeposits.userId, client.id));
    expect(rows).toHaveLength(5);
  });

  it('limits deposits per address too, whoever signs in from it', async () => {
    const address = '198.51.100.5';
    for (let i = 0; i < 5; i += 1) {
      const client = await newClient();
      for (let j = 0; j < 4; j += 1) {
        const response = await post(app, '/api/wallet/deposits', client, { amount: 10 }, address);
        expect(response.statusCode).toBe(201);
      }
    }
    const fresh = await newClient();
    const blocked = await post(app, '/api/wallet/deposits', fresh, { amount: 10 }, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(rateLimited);
    const elsewhere = await post(
      app,
      '/api/wallet/deposits',
      fresh,
      { amount: 10 },
      '198.51.100.6',
    );
    expect(elsewhere.statusCode).toBe(201);
  });

  it('counts a client’s 11th booking attempt in a minute as one too many', async () => {
    const client = await newClient();
    const attempt = {
      barberId: randomUUID(),
      serviceId: randomUUID(),
      scheduledTo: '2030-01-07T13:00:00.000Z',
      totalPrice: 50,
    };
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push(
        (await post(app, '/api/appointments', client, attempt, '198.51.100.7')).statusCode,
      );
    }
    expect(statuses.every((status) => status !== 429)).toBe(true);
    // The booking counts its call in its own first statement: the same answer as elsewhere.
    const blocked = await post(app, '/api/appointments', client, attempt, '198.51.100.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(rateLimited);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sends at most 20 invitations a minute per admin, resends included', async () => {
    const admin = await createUser(testDatabase.database.db, 'ADMIN', DEMO_BARBERSHOP_ID);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const invite = {
        name: 'Barbeiro Convidado',
        email: `convite-${randomUUID()}@exemplo.com.br`,
        role: 'BARBER',
      };
      statuses.push(
        (await post(i % 2 ? second : app, '/api/admin/invitations', admin, invite, '198.51.100.8'))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    const resend = await app.inject({
      method: 'POST',
      url: `/api/admin/invitations/${randomUUID()}/resend`,
      headers: admin.headers,
      remoteAddress: '198.51.100.8',
    });
    expect(resend.statusCode).toBe(429);
    expect(resend.json()).toEqual(rateLimited);
  });
});

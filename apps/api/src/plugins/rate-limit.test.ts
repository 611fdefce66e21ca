import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.js';
import type { TestDatabase } from '../test/test-database.js';
import { buildTestApp } from '../test/test-app.js';
import { databaseRateLimitStore } from './rate-limit-store.js';

let testDatabase: TestDatabase;
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  // Two instances of the API on one database, as two processes behind a load balancer.
  first = await buildTestApp(testDatabase.database, { authRateLimitPerMinute: 4 });
  second = await buildTestApp(testDatabase.database, { authRateLimitPerMinute: 4 });
});

afterAll(async () => {
  await first.close();
  await second.close();
  await testDatabase.dispose();
});

function wrongSignIn(app: FastifyInstance, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { email: 'cliente@navalha.dev', password: 'Errada@123' },
  });
}

describe('rate limits across instances', () => {
  it('counts a client’s sign-ins through both instances against one limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await wrongSignIn(i % 2 === 0 ? first : second, '203.0.113.10')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401]);

    const fifthOnFirst = await wrongSignIn(first, '203.0.113.10');
    const sixthOnSecond = await wrongSignIn(second, '203.0.113.10');

    expect(fifthOnFirst.statusCode).toBe(429);
    expect(sixthOnSecond.statusCode).toBe(429);
    expect(sixthOnSecond.json().code).toBe('RATE_LIMITED');
    expect(Number(sixthOnSecond.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps other clients and other routes out of that count', async () => {
    expect((await wrongSignIn(second, '203.0.113.11')).statusCode).toBe(401);
    const check = await first.inject({
      method: 'POST',
      url: '/api/auth/check-email',
      remoteAddress: '203.0.113.10',
      payload: { email: 'cliente@navalha.dev' },
    });
    expect(check.statusCode).toBe(200);
  });

  it('counts concurrent hits exactly and starts a new window when one ends', async () => {
    const Store = databaseRateLimitStore(testDatabase.database.db);
    const store = new Store({}).child({
      routeInfo: { method: 'POST', url: '/test' },
    } as never);
    const incr = (key: string, windowMs: number) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) => {
        store.incr(
          key,
          (error, result) => (error || !result ? reject(error) : resolve(result)),
          windowMs,
          100,
        );
      });

    // A window far longer than the burst, however slow the machine: every hit lands in it.
    const results = await Promise.all(Array.from({ length: 20 }, () => incr('client', 60_000)));
    expect(results.map((result) => result.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    for (const result of results) expect(result.ttl).toBeLessThanOrEqual(60_000);

    expect((await incr('window', 300)).current).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 350));
    const fresh = await incr('window', 300);
    expect(fresh.current).toBe(1);
    expect(fresh.ttl).toBeGreaterThan(200);
  });

  it('behind one proxy, counts the address the proxy saw, whatever the client writes', async () => {
    const behindProxy = await buildTestApp(testDatabase.database, {
      authRateLimitPerMinute: 4,
      trustProxy: 1,
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await behindProxy.inject({
          method: 'POST',
          url: '/api/auth/login',
          // The proxy (10.0.0.2) appends the address it saw; the client wrote the others.
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.77` },
          payload: { email: 'cliente@navalha.dev', password: 'Errada@123' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    } finally {
      await behindProxy.close();
    }
  });
});

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db/client.js';
import { executeRows } from './db/execute-rows.js';
import { routeTable } from './route-table.js';
import type { RouteAccess, RouteName } from './route-table.js';
import { createUser, demoActor } from './test/scheduling-fixtures.js';
import type { Actor } from './test/scheduling-fixtures.js';
import { createTestApp } from './test/test-app.js';
import type { TestApp } from './test/test-app.js';
import type { BadCall } from './test/bad-inputs.js';
import { UNKNOWN, fill, badInputs } from './test/bad-inputs.js';

/**
 * Bad input on every route of the route table: wrong types, malformed ids, impossible dates
 * and times, empty and oversized lists, unknown ids. Each answer is a 400 or 404 with the
 * error body, never a 500, and nothing in the database changes.
 */

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let actors: { client: Actor; barber: Actor; admin: Actor; owner: Actor; operator: Actor };

/** Who calls a route by default: the platform's routes the operator, the shop's an admin. */
function defaultCaller(roles: readonly string[]): keyof typeof actors {
  if (roles.includes('OPERATOR')) return 'operator';
  return roles.includes('ADMIN') ? 'admin' : roles.includes('OWNER') ? 'owner' : 'client';
}

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  actors = {
    client: await demoActor(db, 'cliente@navalha.dev'),
    barber: await demoActor(db, 'barbeiro@navalha.dev'),
    admin: await demoActor(db, 'admin@navalha.dev'),
    owner: await demoActor(db, 'dono@navalha.dev'),
    operator: await createUser(db, 'OPERATOR', null),
  };
});

afterAll(async () => {
  await testApp.close();
});

/** Whatever a bad request could have changed, as one comparable value. */
async function fingerprint(): Promise<unknown> {
  const [row] = await executeRows<Record<string, unknown>>(
    db,
    sql`select
      (select count(*)::int from services) as services,
      (select max(updated_at)::text from services) as services_updated,
      (select count(*)::int from barber_services) as barber_services,
      (select md5(coalesce(string_agg(id::text || day_of_week || start_time || end_time, ','
        order by id), '')) from working_hours) as working_hours,
      (select count(*)::int from appointments) as appointments,
      (select max(updated_at)::text from appointments) as appointments_updated,
      (select count(*)::int from appointment_services) as appointment_services,
      (select sum(times_used)::int from promo_codes) as promo_uses,
      (select count(*)::int from payments) as payments,
      (select max(updated_at)::text from payments) as payments_updated,
      (select count(*)::int from sandbox_payments) as sandbox_payments,
      (select count(*)::int from sandbox_card_tokens) as card_tokens,
      (select count(*)::int from barbershops where suspended_at is not null) as suspended_shops`,
  );
  return row;
}

describe('bad input on every route', () => {
  const table = badInputs();

  it('covers every route of the table', () => {
    expect(Object.keys(table).sort()).toEqual(Object.keys(routeTable).sort());
  });

  it('answers 400 or 404 with the error body, never 500, and writes nothing', async () => {
    const before = await fingerprint();
    for (const [name, calls] of Object.entries(table) as [RouteName, BadCall[]][]) {
      const access = routeTable[name];
      for (const call of calls) {
        const base = access.url.includes(':')
          ? fill(access.url, (call.path ?? '').split('?')[0] ?? '')
          : access.url;
        const query = access.url.includes(':')
          ? (call.path ?? '').slice((call.path ?? '').split('?')[0]?.length ?? 0)
          : (call.path ?? '');
        const roles = access.roles as readonly string[];
        const actor = actors[call.as ?? defaultCaller(roles)];
        const response = await app.inject({
          method: access.method,
          url: `${base}${query}`,
          headers: actor.headers,
          ...(call.payload === undefined
            ? {}
            : typeof call.payload === 'string'
              ? {
                  payload: call.payload,
                  headers: { ...actor.headers, 'content-type': 'application/json' },
                }
              : { payload: call.payload as object }),
        });
        const label = `${name} ${access.method} ${base}${query} ${JSON.stringify(call.payload)}`;
        expect(response.statusCode, `${label} → ${response.body}`).toBe(call.status);
        expect(response.json(), label).toMatchObject({
          statusCode: call.status,
          code: call.status === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR',
          message: expect.any(String),
        });
      }
    }
    expect(await fingerprint()).toEqual(before);
  }, 180_000);
});

describe('hostile input on every route (issue 16 §4)', () => {
  /** What the security review sent: NUL characters and numbers past 2^53, as JSON writes them. */
  const hostileBodies = [
    '{"amount":1e22,"appointmentId":"6e617661-6c68-4100-8000-00000000dead"}',
    '{"name":"Corte\\u0000","search":"\\u0000","code":"NAVALHA10\\u0000"}',
    '{"price":-1e21,"durationMinutes":1e300}',
  ];
  const hostileQueries = [
    '?search=%00',
    '?page=1e22&limit=1e22',
    '?date=2026-12-01%00',
    '?from=2026-12-01%00&to=1e22&status=%00',
  ];

  it('answers 400, never 500, and writes nothing, with or without a token', async () => {
    const before = await fingerprint();
    for (const [name, access] of Object.entries(routeTable) as [RouteName, RouteAccess][]) {
      if (name === 'streamNotifications') continue;
      const roles = access.roles as readonly string[];
      const actor =
        actors[
          roles.includes('OPERATOR') ? 'operator' : roles.includes('ADMIN') ? 'admin' : 'client'
        ];
      const url = fill(access.url, UNKNOWN);
      const calls = [
        ...hostileQueries.map((query) => ({ url: `${url}${query}`, payload: undefined })),
        ...(access.method === 'GET' ? [] : hostileBodies.map((payload) => ({ url, payload }))),
        { url: fill(access.url, '%00'), payload: undefined },
      ];
      for (const headers of [actor.headers, {}]) {
        for (const call of calls) {
          const response = await app.inject({
            method: access.method,
            url: call.url,
            headers:
              call.payload === undefined
                ? headers
                : { ...headers, 'content-type': 'application/json' },
            ...(call.payload === undefined ? {} : { payload: call.payload }),
          });
          const label = `${name} ${access.method} ${call.url} ${call.payload ?? ''} → ${response.body}`;
          expect(response.statusCode, label).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(response.json(), label).toMatchObject({ statusCode: response.statusCode });
          }
        }
      }
    }
    expect(await fingerprint()).toEqual(before);
    // Hundreds of requests, one after another: more than the default limit on a busy machine.
  }, 180_000);

  it('names the field and says why, in pt-BR', async () => {
    const client = actors.client;
    const amount = await app.inject({
      method: 'POST',
      url: '/api/payments/create',
      headers: { ...client.headers, 'content-type': 'application/json' },
      payload:
        '{"amount":1e22,"appointmentId":"6e617661-6c68-4100-8000-00000000dead","method":"PIX"}',
    });
    expect(amount.statusCode).toBe(400);
    expect(amount.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Número fora do intervalo permitido',
      field: 'amount',
    });

    const search = await app.inject({
      method: 'GET',
      url: '/api/services?search=%00',
      headers: client.headers,
    });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Caractere inválido',
      field: 'search',
    });
  });
});

describe('access before validation (issue 16 §4)', () => {
  it('answers 401 without a token and 403 to another role before reading the body', async () => {
    for (const [name, access] of Object.entries(routeTable) as [RouteName, RouteAccess][]) {
      if (access.method === 'GET' || name === 'streamNotifications') continue;
      const url = fill(access.url, 'nao-e-um-id');
      const payload = '{"amount":"muito","services":42}';
      const anonymous = await app.inject({
        method: access.method,
        url,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(anonymous.statusCode, `${name} without a token → ${anonymous.body}`).toBe(401);

      const roles = access.roles as readonly string[];
      const outsider = (['client', 'barber', 'admin'] as const).find(
        (role) => !roles.includes(role.toUpperCase()),
      );
      if (!outsider) continue;
      const forbidden = await app.inject({
        method: access.method,
        url,
        headers: { ...actors[outsider].headers, 'content-type': 'application/json' },
        payload,
      });
      expect(forbidden.statusCode, `${name} as ${outsider} → ${forbidden.body}`).toBe(403);
    }
  });
});

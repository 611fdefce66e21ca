import type { Role } from '@navalha/core/domain/auth/roles';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { executeRows } from '../db/execute-rows.js';
import { routeTable } from '../route-table.js';
import type { RouteAccess, RouteName } from '../route-table.js';
import { actorFor, createUser, demoActor } from '../test/scheduling-fixtures.js';
import type { Actor } from '../test/scheduling-fixtures.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { anyJson, conforming, fuzzedBody, nastyString } from './contract-arbitraries.js';
import type { JsonSchema } from './contract-arbitraries.js';

/**
 * Fuzzing every route of the route table with bodies and query strings drawn from its own
 * contract (the JSON Schema OpenAPI publishes for it), mutations of them and plain noise, sent
 * with a valid token of a role the route admits and path ids that exist or not. Whatever
 * comes, the server never answers 500; a 4xx carries the error body and leaves every table of
 * the database as it was. Bounded and reproducible: a fixed seed and a few runs per route.
 */

const SEED = 20_261_122;
const RUNS_PER_ROUTE = 15;

/**
 * Routes left out, and why. The notifications stream answers a valid call with an endless
 * body, which `inject` would wait on forever; its token and cookie checks are in its own tests.
 */
const skipped: Partial<Record<RouteName, string>> = {
  streamNotifications: 'server-sent events: a 200 never ends',
};

/** Routes that depend on a service outside the app, which is down in tests: 502/503 is honest. */
const upstream: Partial<Record<RouteName, readonly number[]>> = {
  lookupPostalCode: [502, 503, 504],
};

let testApp: TestApp;
let app: FastifyInstance;
let db: Db;
let actors: Record<Role, Actor>;
/** A client of its own for deleting an account, so the demo client outlives the run. */
let leavingClient: Actor;
let idPool: string[];
let openApi: OpenApiDocument;
let digestQuery: ReturnType<typeof sql>;

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  db = testApp.database.db;
  actors = {
    CLIENT: await demoActor(db, 'cliente@navalha.dev'),
    BARBER: await demoActor(db, 'barbeiro@navalha.dev'),
    ADMIN: await demoActor(db, 'admin@navalha.dev'),
    OWNER: await demoActor(db, 'dono@navalha.dev'),
    RECEPTION: await demoActor(db, 'recepcao@navalha.dev'),
    OPERATOR: await createUser(db, 'OPERATOR', null),
  };
  leavingClient = await actorFor(await createUser(db, 'CLIENT', null));

  const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
  openApi = docs.json() as OpenApiDocument;

  const tables = await executeRows<{
    table_name: string;
    has_updated_at: boolean;
    has_id: boolean;
  }>(
    db,
    sql`select t.table_name,
          bool_or(c.column_name = 'updated_at') as has_updated_at,
          bool_or(c.column_name = 'id' and c.data_type = 'uuid') as has_id
        from information_schema.tables t
        join information_schema.columns c
          on c.table_schema = t.table_schema and c.table_name = t.table_name
        where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and t.table_name not like '\\_\\_%'
          -- A rate limit counts every attempt, good or bad: that write is the point of it.
          and t.table_name <> 'rate_limit_counters'
        group by t.table_name
        order by t.table_name`,
  );
  // Row counts of every table, the latest update where a table keeps one, and for the tables
  // that do not, a hash of their rows (they are small: hours, links, settings).
  const parts = tables.map(({ table_name: name, has_updated_at: updated }) => {
    const table = sql.identifier(name);
    return updated
      ? sql`(select ${name} || ':' || count(*)::text || '|' || coalesce(max(updated_at)::text, '') from ${table})`
      : sql`(select ${name} || ':' || count(*)::text || '|' || md5(coalesce(string_agg(x::text, ',' order by x::text), '')) from ${table} x)`;
  });
  digestQuery = sql`select concat_ws(chr(10), ${sql.join(parts, sql`, `)}) as digest`;

  // Ids that exist, a few of every table, so that paths reach past "not found" too.
  const idTables = tables.filter((table) => table.has_id).map((table) => table.table_name);
  const ids = await executeRows<{ id: string }>(
    db,
    sql.join(
      idTables.map(
        (name) => sql`(select id::text from ${sql.identifier(name)} order by id limit 3)`,
      ),
      sql` union all `,
    ),
  );
  idPool = ids.map((row) => row.id);
});

afterAll(async () => {
  await testApp.close();
});

async function digest(): Promise<string> {
  const [row] = await executeRows<{ digest: string }>(db, digestQuery);
  return row?.digest ?? '';
}

/** The digest lines (one per table) that differ. */
function changedTables(before: string, after: string): string[] {
  const old = new Set(before.split('\n'));
  return after.split('\n').filter((line) => !old.has(line));
}

function operationOf(access: RouteAccess): OpenApiOperation | undefined {
  const path = access.url.replace(/:(\w+)/g, '{$1}');
  return openApi.paths[path]?.[access.method.toLowerCase()];
}

/** A path id: one that exists, a random UUID, or junk. */
function pathParam(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...idPool) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: nastyString.filter((value) => value.length > 0 && value.length < 200) },
  );
}

/** A query string from the route's declared query parameters, or stray ones. */
function queryString(operation: OpenApiOperation | undefined): fc.Arbitrary<string> {
  const declared = (operation?.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const parameter of declared) {
    record[parameter.name] = fc.oneof(conforming(parameter.schema), nastyString);
  }
  const declaredQuery = fc.record(record, { requiredKeys: [] });
  const strayQuery = fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), anyJson, {
    maxKeys: 2,
  });
  return fc.oneof(declaredQuery, strayQuery).map((values) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) continue;
      search.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    const text = search.toString();
    return text ? `?${text}` : '';
  });
}

const routeNames = (Object.keys(routeTable) as RouteName[]).filter((name) => !(name in skipped));

describe('fuzzing every route with its own contract', () => {
  it('reads a contract for every route that takes a body', () => {
    for (const name of routeNames) {
      const access = routeTable[name];
      expect(operationOf(access), `${access.method} ${access.url}`).toBeDefined();
    }
  });

  it.each(routeNames)('%s: never 500, never a write on a 4xx', async (name) => {
    const access: RouteAccess = routeTable[name];
    const operation = operationOf(access);
    const bodySchema = operation?.requestBody?.content?.['application/json']?.schema;
    const takesBody = access.method !== 'GET';
    const params = access.url.match(/:\w+/g) ?? [];

    const request = fc.record({
      role: fc.constantFrom(...access.roles),
      params: fc.tuple(...params.map(() => pathParam())),
      query: queryString(operation),
      body: takesBody ? fuzzedBody(bodySchema) : fc.constant(undefined),
    });

    let before = await digest();
    await fc.assert(
      fc.asyncProperty(request, async ({ role, params: values, query, body }) => {
        let index = 0;
        const url = access.url.replace(/:\w+/g, () => encodeURIComponent(values[index++] ?? ''));
        const actor = name === 'deleteMyAccount' ? leavingClient : actors[role];
        const response = await app.inject({
          method: access.method,
          url: `${url}${query}`,
          headers: { ...actor.headers, 'content-type': 'application/json' },
          ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        });
        const label = `${access.method} ${url}${query} ${JSON.stringify(body)?.slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
        const status = response.statusCode;
        const after = await digest();
        expect(status, label).not.toBe(500);
        if (status >= 500) expect(upstream[name] ?? [], label).toContain(status);
        if (status >= 400 && status < 500) {
          expect(response.json(), label).toMatchObject({
            statusCode: status,
            code: expect.any(String),
            message: expect.any(String),
          });
        }
        if (status >= 400) expect(changedTables(before, after), label).toEqual([]);
        before = after;
      }),
      { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
    );
  });
});

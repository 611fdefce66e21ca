import { randomUUID } from 'node:crypto';
import { roles } from '@navalha/core/domain/auth/roles';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from './route-table.js';
import { publicRouteTable } from './public-route-table.js';
import type { RouteAccess, RouteName } from './route-table.js';
import type { PublicRouteAccess } from './public-route-table.js';
import type { Actor } from './test/scheduling-fixtures.js';
import { buildTestApp, createTestApp } from './test/test-app.js';
import type { TestApp } from './test/test-app.js';
import { routeCases, sendCall, sharedByPath } from './test/route-cases.js';
import { setUpRouteCaseWorld, world } from './test/route-case-world.js';
import type { Call, RouteCase } from './test/route-case-world.js';

/**
 * The permission matrix: every route of the route table, called by each role (and by nobody),
 * on the caller's own resource and on someone else's. Expected: anonymous 401, a role the
 * table does not admit 403, the owner 2xx, anyone else 404 (existence is not leaked).
 */

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  await setUpRouteCaseWorld(testApp);
});

afterAll(async () => {
  await testApp.close();
});

const cases: Record<RouteName, RouteCase> = routeCases(() => testApp);

const send = (access: RouteAccess, call: Call, actor: Actor | null) =>
  sendCall(app, access, call, actor);

const routeNames = Object.keys(routeTable) as RouteName[];

/** Every `METHOD /api/…` route an app serves, outside auth, health and the docs. */
function servedRoutes(instance: FastifyInstance): string[] {
  const served = new Set<string>();
  const stack: string[] = [];
  for (const line of instance.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const url = stack.join('');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') served.add(`${method} ${url}`);
    }
  }
  return [...served]
    .filter((route) => !/ \/api\/(auth|health|docs)(\/|$)/.test(route) && / \/api\//.test(route))
    .sort();
}

const allTabled: readonly (RouteAccess | PublicRouteAccess)[] = [
  ...Object.values(routeTable),
  ...Object.values(publicRouteTable),
];
const describeRoute = (access: RouteAccess | PublicRouteAccess) => `${access.method} ${access.url}`;

describe('the route table', () => {
  it('lists every scheduling route the app serves, and nothing else', () => {
    expect(servedRoutes(app)).toEqual(allTabled.map(describeRoute).sort());
  });

  it('serves the sandbox-only routes with the sandbox gateway alone (404 with Mercado Pago)', async () => {
    const mercadoPago = await buildTestApp(testApp.database, {
      paymentGateway: 'mercadopago',
      mercadopagoAccessToken: 'APP_USR-route-table-test',
      mercadopagoWebhookSecret: 'route-table-webhook-secret',
      mercadopagoPublicKey: 'APP_USR-1a2b3c4d-route-table',
      publicUrl: 'https://navalha.example.com',
    });
    try {
      const sandboxOnly = allTabled.filter((access) => access.sandboxOnly);
      expect(sandboxOnly.map(describeRoute).sort()).toEqual([
        'GET /api/payments/sandbox/bank/:id',
        'GET /api/payments/sandbox/checkout/:id',
        'POST /api/payments/mock',
        'POST /api/payments/sandbox/bank/:id/approve',
        'POST /api/payments/sandbox/bank/:id/decline',
        'POST /api/payments/sandbox/card-tokens',
        'POST /api/wallet/deposits/:id/mock',
      ]);
      expect(servedRoutes(mercadoPago)).toEqual(
        allTabled
          .filter((access) => !access.sandboxOnly)
          .map(describeRoute)
          .sort(),
      );
      for (const access of sandboxOnly) {
        const response = await mercadoPago.inject({
          method: access.method,
          url: access.url.replace(':id', randomUUID()),
          headers: world.actors.CLIENT.headers,
          ...(access.method === 'POST' ? { payload: {} } : {}),
        });
        expect(response.statusCode, describeRoute(access)).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    } finally {
      await mercadoPago.close();
    }
  });

  it('asks no token on the public routes (their own guard answers instead)', async () => {
    for (const access of Object.values(publicRouteTable)) {
      const response = await app.inject({
        method: access.method,
        url: access.url.replace(':id', '12345').replace(':token', '12345'),
        ...(access === publicRouteTable.acceptInvitation
          ? { payload: { password: 'Senha@123', confirmPassword: 'Senha@123' } }
          : {}),
        // A visitor's free times and promo code: a well-formed question, about a shop no
        // address names.
        ...(access.url.startsWith('/api/public/shops/:slug/')
          ? {
              payload: {
                date: '2030-01-07',
                month: '2030-01',
                barberIds: ['00000000-0000-4000-8000-000000000001'],
                serviceIds: ['00000000-0000-4000-8000-000000000002'],
                code: 'NAVALHA10',
                subtotal: 45,
              },
            }
          : {}),
      });
      // The sandbox has no such payment (404); the webhook and the OAuth return belong to
      // Mercado Pago (404); no
      // invitation has that token (404), no shop has that address (404). The shops' public
      // contacts and the signed-out landing take no id: they simply answer. The setup token's routes are gone (410) once a shop exists, as it does here.
      const expected =
        access === publicRouteTable.shopContacts || access === publicRouteTable.publicLanding
          ? 200
          : access.url.startsWith('/api/setup/')
            ? 410
            : 404;
      expect(response.statusCode, `${access.method} ${access.url}`).toBe(expected);
    }
  });
});

it("tests someone else's row on every route that names one, the shared catalog aside", () => {
  const unchecked = routeNames.filter(
    (name) => routeTable[name].url.includes(':') && !cases[name].owned && !sharedByPath.has(name),
  );
  expect(unchecked).toEqual([]);
  for (const name of sharedByPath) expect(cases[name].owned, name).toBe(false);
});

describe.each(routeNames)('%s', (name) => {
  const access: RouteAccess = routeTable[name];
  const routeCase = cases[name];
  const admitted = roles.filter((role) => access.roles.includes(role));
  const refused = roles.filter((role) => !access.roles.includes(role));

  it('answers 401 without a token', async () => {
    const [role = 'CLIENT'] = admitted;
    const response = await send(access, await routeCase.build(role, 'own'), null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it.each(refused)('answers 403 to %s', async (role) => {
    const [admittedRole = 'CLIENT'] = admitted;
    const call = await routeCase.build(admittedRole, 'own');
    const response = await send(access, call, world.actors[role]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Acesso negado' });
  });

  it.each(admitted)('lets %s act on its own', async (role) => {
    const actor = routeCase.actor ? await routeCase.actor(role) : world.actors[role];
    const response = await send(access, await routeCase.build(role, 'own'), actor);
    expect(response.statusCode, response.body).toBe(routeCase.success);
  });

  if (routeCase.owned) {
    it.each(admitted)("answers %s on someone else's with 404", async (role) => {
      const response = await send(access, await routeCase.build(role, 'other'), world.actors[role]);
      expect(response.statusCode, response.body).toBe(routeCase.otherStatus ?? 404);
    });
  }
});

it('documents every route of the table in OpenAPI', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  const paths = response.json().paths as Record<string, Record<string, unknown>>;
  for (const access of Object.values(routeTable)) {
    const path = access.url.replace(/:(\w+)/g, '{$1}');
    expect(paths[path]?.[access.method.toLowerCase()], `${access.method} ${path}`).toBeDefined();
  }
});

it('answers 401 to a forged token', async () => {
  const response = await app.inject({
    method: 'GET',
    url: '/api/services',
    headers: { authorization: 'Bearer aaa.bbb.ccc' },
  });
  expect(response.statusCode).toBe(401);
});

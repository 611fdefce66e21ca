import { randomUUID } from 'node:crypto';
import type { Role } from '@navalha/core/domain/auth/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from './route-table.js';
import type { RouteAccess, RouteName } from './route-table.js';
import { buildShopB, rowKinds } from './test/isolation-world.js';
import type { RowKind, ShopB } from './test/isolation-world.js';
import { setUpRouteCaseWorld, world } from './test/route-case-world.js';
import { routeCases, sendCall } from './test/route-cases.js';
import { shopSnapshot } from './test/shop-snapshot.js';
import type { ShopSnapshot } from './test/shop-snapshot.js';
import { createTestApp } from './test/test-app.js';
import type { TestApp } from './test/test-app.js';

/**
 * Tenant isolation (issue 20 §4, decision 037): every route of the route table that names a row
 * in its path, called by each role of shop A (the demo shop) with each of shop B's rows of that
 * kind. Shop B is made the way shops are made (shop sign-up, invitations, bookings, payments by
 * PIX, card and cash, promo codes, reviews, waiting list, time off, wallet money). Every answer
 * is 403 or 404, the very answer a row that does not exist gets, and a checksum of each table's
 * shop B rows is the same before and after.
 */

let testApp: TestApp;
let shopB: ShopB;
let snapshot: ShopSnapshot;
const cases = routeCases(() => testApp);

beforeAll(async () => {
  testApp = await createTestApp({ shopSignup: 'open' });
  await setUpRouteCaseWorld(testApp);
  shopB = await buildShopB(testApp.app, testApp.database.db);
  snapshot = await shopSnapshot(testApp.database.db, shopB.id, shopB.people);
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

/** Which of shop B's rows a path names, by the path's start: generated for every new route. */
const kindOfPath: readonly [RegExp, RowKind][] = [
  [/^\/api\/(services|users\/barbers)\/barber-shop\/:id/, 'shop'],
  [/^\/api\/services\/:id/, 'service'],
  [/^\/api\/users\/barbers\/:id/, 'barber'],
  [/^\/api\/working-hours\/barber\/:barberId\//, 'barber'],
  [/^\/api\/working-hours\/barber\/:barberId$/, 'barber'],
  [/^\/api\/working-hours\/:id/, 'workingHours'],
  [/^\/api\/(appointments|reviews\/appointment|admin\/agenda\/bookings)\/:id/, 'appointment'],
  [/^\/api\/whatsapp\/appointments\/:id/, 'appointment'],
  [/^\/api\/payments\/appointment\/:appointmentId/, 'appointment'],
  [/^\/api\/reviews\/barber\/:id/, 'barber'],
  [/^\/api\/notifications\/:id/, 'notification'],
  [/^\/api\/payments\/:id/, 'payment'],
  [/^\/api\/wallet\/payment-methods\/:id/, 'walletMethod'],
  [/^\/api\/wallet\/deposits\/:id/, 'deposit'],
  [/^\/api\/admin\/clients\/:id/, 'client'],
  [/^\/api\/admin\/barbers\/:id/, 'barber'],
  [/^\/api\/admin\/time-off\/:id/, 'timeOff'],
  [/^\/api\/admin\/promo-codes\/:id/, 'promoCode'],
  [/^\/api\/admin\/admins\/:id/, 'admin'],
  [/^\/api\/admin\/invitations\/:id/, 'invitation'],
  [/^\/api\/(admin\/)?waitlist\/:id/, 'waitlistEntry'],
];

/** Routes with a path parameter the generator does not fill with shop B's rows, and why. */
const notParameterised: Partial<Record<RouteName, string>> = {
  lookupPostalCode: 'its parameter is a CEP, not a row of any shop',
  platformSuspendShop:
    "the operator's route: it names any shop by design (decision 035) and no shop role is admitted (route-table.test.ts answers them 403)",
  platformReactivateShop:
    "the operator's route: it names any shop by design (decision 035) and no shop role is admitted (route-table.test.ts answers them 403)",
};

/**
 * The shared catalog: any shop's services, barbers, free times and reviews, which every
 * signed-in person browses and shop B's public page shows to anyone. These answer 200 to shop
 * A's people too; they must still change nothing of shop B.
 */
const sharedCatalog = new Set<RouteName>([
  'listShopServices',
  'getService',
  'listShopBarbers',
  'getBarber',
  'getAvailableTimes',
  'listBarberReviews',
]);

const pathRoutes = (Object.keys(routeTable) as RouteName[]).filter(
  (name) => routeTable[name].url.includes(':') && !(name in notParameterised),
);

function kindOf(url: string): RowKind | undefined {
  return kindOfPath.find(([pattern]) => pattern.test(url))?.[1];
}

/** `built` (a request on A's own row) with its path's parameters replaced by `id`. */
function onRow(pattern: string, built: string, id: string): string {
  const [path = '', query] = built.split('?');
  const builtParts = path.split('/');
  const url = pattern
    .split('/')
    .map((part, index) => (part.startsWith(':') ? id : builtParts[index]))
    .join('/');
  return query === undefined ? url : `${url}?${query}`;
}

/** Shop A's roles a route admits (the operator has no shop: its routes are listed above). */
const shopRolesOf = (access: RouteAccess): Role[] =>
  access.roles.filter((role) => role !== 'OPERATOR');

describe('the isolation matrix', () => {
  it('fills every path parameter of the route table, or says why not', () => {
    const unknown = pathRoutes.filter((name) => !kindOf(routeTable[name].url));
    expect(unknown).toEqual([]);
    for (const name of Object.keys(notParameterised) as RouteName[]) {
      expect(routeTable[name].url, name).toContain(':');
    }
  });

  it('has shop B rows of every kind a path names', () => {
    for (const kind of rowKinds) expect(shopB.ids[kind].length, kind).toBeGreaterThan(0);
    expect(shopB.ids.appointment.length).toBeGreaterThanOrEqual(6);
    expect(shopB.ids.payment.length).toBeGreaterThanOrEqual(3);
  });

  it("uses real rows: shop B's own desk opens each of its bookings and payments", async () => {
    for (const id of shopB.ids.appointment) {
      const booking = await testApp.app.inject({
        method: 'GET',
        url: `/api/admin/agenda/bookings/${id}`,
        headers: shopB.reception.headers,
      });
      expect(booking.statusCode, booking.body).toBe(200);
    }
    for (const id of shopB.ids.payment) {
      const payment = await testApp.app.inject({
        method: 'GET',
        url: `/api/payments/${id}`,
        headers: shopB.owner.headers,
      });
      expect(payment.statusCode, payment.body).toBe(200);
    }
  });

  it('reaches every table that can hold a shop row', () => {
    // Counters of requests, the demo seed's runs and the first-run setup's draft: no shop's data.
    expect(snapshot.unreached).toEqual(['rate_limit_counters', 'seed_runs', 'setup_progress']);
  });
});

describe.each(pathRoutes)('%s', (name) => {
  const access = routeTable[name];
  const shared = sharedCatalog.has(name);

  it.each(shopRolesOf(access))(
    `answers shop A's %s ${shared ? 'the shared catalog' : '403 or 404'} on every row of shop B, changing none`,
    async (role) => {
      const kind = kindOf(access.url);
      if (!kind) throw new Error(`no row kind for ${access.url}`);
      const before = await snapshot();
      const built = await cases[name].build(role, 'own');
      const answers: string[] = [];
      const send = (id: string) =>
        sendCall(
          testApp.app,
          access,
          { ...built, url: onRow(access.url, built.url, id) },
          world.actors[role],
        );
      // What a row that does not exist gets: shop B's must be told apart from it in nothing.
      const unknown = randomUUID();
      const control = await send(unknown);
      for (const id of shopB.ids[kind]) {
        const response = await send(id);
        const label = `${access.method} ${onRow(access.url, built.url, id)}`;
        if (shared) {
          if (response.statusCode !== 200) answers.push(`${label} → ${response.body}`);
        } else if (![403, 404].includes(response.statusCode)) {
          answers.push(`${label} → ${response.statusCode} ${response.body}`);
        } else if (
          response.statusCode !== control.statusCode ||
          response.body.replaceAll(id, 'ID') !== control.body.replaceAll(unknown, 'ID')
        ) {
          answers.push(
            `${label} → ${response.body}, unlike a row that does not exist: ${control.body}`,
          );
        }
      }
      expect(answers).toEqual([]);
      expect(await snapshot()).toEqual(before);
    },
    60_000,
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from './route-table.js';
import type { RouteName } from './route-table.js';
import { buildShopB, rowKinds } from './test/isolation-world.js';
import type { ShopB } from './test/isolation-world.js';
import {
  kindOf,
  notParameterised,
  pathRoutes,
  sharedCatalog,
  shopRolesOf,
  tryForeignRows,
} from './test/isolation-matrix.js';
import { setUpRouteCaseWorld, world } from './test/route-case-world.js';
import { routeCases } from './test/route-cases.js';
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
      const built = await cases[name].build(role, 'own');
      const before = await snapshot();
      const answers = await tryForeignRows(
        testApp.app,
        name,
        built,
        world.actors[role],
        shopB.ids[kind],
      );
      expect(answers).toEqual([]);
      expect(await snapshot()).toEqual(before);
    },
    60_000,
  );
});

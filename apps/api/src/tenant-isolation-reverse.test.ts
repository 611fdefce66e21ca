import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from './db/execute-rows.js';
import { routeTable } from './route-table.js';
import { buildShopB } from './test/isolation-world.js';
import type { ShopB } from './test/isolation-world.js';
import { pathRoutes, shopRolesOf, tryForeignRows } from './test/isolation-matrix.js';
import type { ShopRole } from './test/isolation-matrix.js';
import { setUpRouteCaseWorld } from './test/route-case-world.js';
import { routeCases } from './test/route-cases.js';
import { DEMO_BARBERSHOP_ID } from './test/scheduling-fixtures.js';
import type { Actor } from './test/scheduling-fixtures.js';
import { shopSnapshot } from './test/shop-snapshot.js';
import type { ShopSnapshot } from './test/shop-snapshot.js';
import { createTestApp } from './test/test-app.js';
import type { TestApp } from './test/test-app.js';

/**
 * Tenant isolation the other way round (issue 20 §4, decision 037): the people of a shop made by
 * shop sign-up (shop B) on the demo shop's rows. For every route whose path names a row and each
 * role, the permission matrix's request on shop A's own row of that role (a booking of its
 * client, a payment of its shop, its barber's hours, …) is sent as shop B's person of that role:
 * 403 or 404, the answer a row that does not exist gets, and nothing of shop A changes.
 */

let testApp: TestApp;
let shopB: ShopB;
let snapshot: ShopSnapshot;
const cases = routeCases(() => testApp);

beforeAll(async () => {
  testApp = await createTestApp({ shopSignup: 'open' });
  await setUpRouteCaseWorld(testApp);
  shopB = await buildShopB(testApp.app, testApp.database.db);
  // Shop A's people: its staff, and the clients who ever booked there.
  const people = await executeRows<{ id: string }>(
    testApp.database.db,
    sql`select id from users where barbershop_id = ${DEMO_BARBERSHOP_ID}
      union select client_id from appointments where barbershop_id = ${DEMO_BARBERSHOP_ID}`,
  );
  snapshot = await shopSnapshot(
    testApp.database.db,
    DEMO_BARBERSHOP_ID,
    people.map((person) => person.id),
  );
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

/** Shop B's person of each role. */
function callerOf(role: ShopRole): Actor {
  const [client] = shopB.clients;
  if (!client) throw new Error('shop B has no client');
  const byRole: Record<ShopRole, Actor> = {
    CLIENT: client,
    BARBER: shopB.barber,
    ADMIN: shopB.admin,
    OWNER: shopB.owner,
    RECEPTION: shopB.reception,
  };
  return byRole[role];
}

/** The row a built request's path names (its first parameter). */
function rowOf(pattern: string, url: string): string {
  const index = pattern.split('/').findIndex((part) => part.startsWith(':'));
  const row = (url.split('?')[0] ?? '').split('/')[index];
  if (!row) throw new Error(`no row in ${url}`);
  return row;
}

it('tries every route whose path names a row', () => {
  expect(pathRoutes.length).toBeGreaterThan(50);
});

describe.each(pathRoutes)('%s', (name) => {
  const access = routeTable[name];

  it.each(shopRolesOf(access))(
    "answers shop B's %s on shop A's own row as on one that does not exist, changing none",
    async (role) => {
      const built = await cases[name].build(role, 'own');
      const before = await snapshot();
      const answers = await tryForeignRows(testApp.app, name, built, callerOf(role), [
        rowOf(access.url, built.url),
      ]);
      expect(answers).toEqual([]);
      expect(await snapshot()).toEqual(before);
    },
    60_000,
  );
});

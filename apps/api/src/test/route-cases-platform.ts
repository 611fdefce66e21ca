import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { barbershops } from '../db/schema/barbershops.js';
import type { RouteName } from '../route-table.js';
import { db } from './route-case-world.js';
import type { RouteCase } from './route-case-world.js';
import { createShop } from './scheduling-fixtures.js';

/** A shop of its own for each call, so suspending it changes no other test's shop. */
async function shop(suspended: boolean): Promise<string> {
  const id = await createShop(db, `Barbearia ${randomUUID().slice(0, 6)}`);
  if (suspended) {
    await db
      .update(barbershops)
      .set({ suspendedAt: new Date(), suspensionReason: 'Teste' })
      .where(eq(barbershops.id, id));
  }
  return id;
}

const reason = { reason: 'Mensalidade em atraso' };

/**
 * The permission matrix's cases for the platform's operator (route-table.test.ts): 'other' is a
 * shop that does not exist, as the operator's scope is every shop.
 */
export const platformRouteCases = {
  platformListShops: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/platform/shops' }),
  },
  platformSuspendShop: {
    owned: true,
    success: 200,
    build: async (_role, target) => ({
      url: `/api/platform/shops/${target === 'own' ? await shop(false) : randomUUID()}/suspension`,
      payload: reason,
    }),
  },
  platformReactivateShop: {
    owned: true,
    success: 200,
    build: async (_role, target) => ({
      url: `/api/platform/shops/${target === 'own' ? await shop(true) : randomUUID()}/reactivation`,
      payload: reason,
    }),
  },
  platformSetShopFee: {
    owned: true,
    success: 200,
    build: async (_role, target) => ({
      url: `/api/platform/shops/${target === 'own' ? await shop(false) : randomUUID()}/platform-fee`,
      payload: { feePercent: 3.5 },
    }),
  },
} satisfies Partial<Record<RouteName, RouteCase>>;

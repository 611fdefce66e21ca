import type { FastifyInstance } from 'fastify';
import type { RouteAccess, RouteName } from '../route-table.js';
import { adminRouteCases } from './admin-fixtures.js';
import { accountRouteCases } from './route-cases-account.js';
import { bookingRouteCases } from './route-cases-booking.js';
import { calendarRouteCases } from './route-cases-calendar.js';
import { deskActionRouteCases } from './route-cases-desk-actions.js';
import { messagingRouteCases } from './route-cases-messaging.js';
import { platformRouteCases } from './route-cases-platform.js';
import { injectStream } from './notification-fixtures.js';
import { world } from './route-case-world.js';
import type { Call, RouteCase } from './route-case-world.js';
import type { Actor } from './scheduling-fixtures.js';
import type { TestApp } from './test-app.js';

/**
 * One well-formed request per route of the route table, on the caller's own resource or on
 * someone else's: the permission matrix (route-table.test.ts) and the tenant isolation matrix
 * (tenant-isolation.test.ts) both send them. Needs setUpRouteCaseWorld to have run.
 */
export function routeCases(testApp: () => TestApp): Record<RouteName, RouteCase> {
  return {
    ...adminRouteCases(() => ({
      db: testApp().database.db,
      actors: world.actors,
      shopB: world.shopB,
    })),
    ...bookingRouteCases,
    ...accountRouteCases,
    ...deskActionRouteCases,
    ...calendarRouteCases,
    ...messagingRouteCases,
    ...platformRouteCases,
  };
}

/** Sends a case's request as `actor` (nobody when null); a stream's status is read, not its body. */
export function sendCall(
  app: FastifyInstance,
  access: RouteAccess,
  call: Call,
  actor: Actor | null,
) {
  if (call.stream) {
    return injectStream(app, { method: access.method, url: call.url, headers: actor?.headers });
  }
  return app.inject({
    method: access.method,
    url: call.url,
    ...(actor || call.headers ? { headers: { ...actor?.headers, ...call.headers } } : {}),
    ...(call.payload ? { payload: call.payload } : {}),
  });
}

/**
 * Routes that name a row in their path yet are the same for everyone signed in: the catalog
 * (any shop's services, barbers, free times and reviews, which clients browse) and a CEP.
 * Every other route with a path id is tested on someone else's row below.
 */
export const sharedByPath = new Set<RouteName>([
  'listShopServices',
  'getService',
  'listShopBarbers',
  'getBarber',
  'getAvailableTimes',
  'listBarberReviews',
  'lookupPostalCode',
]);

import { calendarRoutes } from './route-table/calendar-routes.js';
import { clientRoutes } from './route-table/client-routes.js';
import { messagingRoutes } from './route-table/messaging-routes.js';
import { moneyRoutes } from './route-table/money-routes.js';
import { paymentAccountRoutes } from './route-table/payment-account-routes.js';
import { platformRoutes } from './route-table/platform-routes.js';
import { publicPageRoutes } from './route-table/public-page-routes.js';
import { shopRoutes } from './route-table/shop-routes.js';
import { waitlistRoutes } from './route-table/waitlist-routes.js';

export type { HttpMethod, RouteAccess, UsageLimit } from './route-table/route-access.js';

/**
 * Every route of the scheduling and payments API and the roles it admits, in one place: the routes are
 * registered from it and the permission matrix test iterates it. Ownership (a client's own
 * appointments, a barber's own agenda, an admin's own shop) is checked by the services, which
 * answer 404 for someone else's row.
 *
 * Catalog reads (services, barbers, availability) need a signed-in user of any role: every
 * call of the spec carries a bearer token (spec §6), and no screen shows them signed out.
 */
export const routeTable = {
  ...clientRoutes,
  ...moneyRoutes,
  ...shopRoutes,
  ...calendarRoutes,
  ...waitlistRoutes,
  ...publicPageRoutes,
  ...messagingRoutes,
  ...platformRoutes,
  ...paymentAccountRoutes,
} as const;

export type RouteName = keyof typeof routeTable;

import { apiErrorBodySchema } from '@navalha/core/contracts/error-body';
import type { RouteAccess } from '../route-table.js';
import { requireBookableStaff, requireRoles } from './auth.js';

/**
 * The method, url and role check of a route from the route table, to spread into
 * `app.route({ ...routeAccess(routeTable.x), schema, handler })`: the table is the one truth.
 * The check runs before the body is validated (issue 16 §4): a caller without access learns
 * 401 or 403, never what the contract wants. With `usageCountedByHandler` the handler counts
 * the call's usage in its own first statement (countingUsageIn in plugins/usage-limits.ts).
 */
export function routeAccess(access: RouteAccess, options: { usageCountedByHandler?: true } = {}) {
  const check = access.bookableStaff ? requireBookableStaff() : requireRoles(...access.roles);
  return {
    method: access.method,
    url: access.url,
    preValidation: check,
    // Read by plugins/usage-limits.ts, which counts the call once the caller is known, and by
    // plugins/shop-wall.ts, which leaves the shared catalog's reads outside the wall.
    config: {
      ...(access.usageLimit ? { usageLimit: access.usageLimit, ...options } : {}),
      ...(access.anyShop ? { anyShop: access.anyShop } : {}),
    },
  };
}

/** The error answers a route can give, for its OpenAPI `response`. */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(
    [401, 403, ...statuses].map((status) => [status, apiErrorBodySchema]),
  ) as Record<401 | 403 | S[number], typeof apiErrorBodySchema>;
}

export const bearerAuth = [{ bearerAuth: [] }];

import type { RouteAccess } from './route-access.js';

/** The platform's operator alone ('Plataforma', issue 20 §1): shops as counts, never their data. */
const operator = ['OPERATOR'] as const;

export const platformRoutes = {
  platformListShops: { method: 'GET', url: '/api/platform/shops', roles: operator },
  platformSuspendShop: {
    method: 'POST',
    url: '/api/platform/shops/:id/suspension',
    roles: operator,
  },
  platformReactivateShop: {
    method: 'POST',
    url: '/api/platform/shops/:id/reactivation',
    roles: operator,
  },
  platformSetShopFee: {
    method: 'PUT',
    url: '/api/platform/shops/:id/platform-fee',
    roles: operator,
  },
} as const satisfies Record<string, RouteAccess>;

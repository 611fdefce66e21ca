import type { RouteAccess } from './route-access.js';
import { shopManagers } from './route-access.js';

/** The shop's public page settings (issue 18 §1): its address and whether `/` opens it. */
export const publicPageRoutes = {
  adminGetPublicPage: { method: 'GET', url: '/api/admin/public-page', roles: shopManagers },
  adminUpdatePublicPage: { method: 'PUT', url: '/api/admin/public-page', roles: shopManagers },
} as const satisfies Record<string, RouteAccess>;

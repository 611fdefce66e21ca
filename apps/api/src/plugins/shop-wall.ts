import type { FastifyInstance, FastifyRequest } from 'fastify';
import { behindShopWall, raiseShopWall } from '../db/shop-wall.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by routeAccess from the route table: the route reads any shop by design. */
    anyShop?: true;
  }
}

/** The roles that work for one shop (decision 035): their token names it. */
const STAFF_ROLES: ReadonlySet<string> = new Set(['OWNER', 'ADMIN', 'RECEPTION', 'BARBER']);

/** The shop whose wall a request runs behind: a staff member's; none for anyone else. */
export function wallShopOf(user: FastifyRequest['user']): string | null {
  return user && STAFF_ROLES.has(user.role) ? user.barbershopId : null;
}

/**
 * Runs every staff request's database work behind its shop's row-level security (decision 048,
 * db/shop-wall.ts). The wall is raised from the first preHandler on, with the user the route's
 * preValidation authenticated; a route that authenticates in its own preHandler raises it there
 * (plugins/auth.ts). Clients, public pages, webhooks and the operator run in the open.
 */
export function registerShopWall(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const anyShop = request.routeOptions.config.anyShop === true;
    behindShopWall(anyShop ? null : wallShopOf(request.user), done);
  });
}

/** Called where a token is verified: a route that authenticates late still gets its wall. */
export function raiseWallFor(request: FastifyRequest): void {
  const shopId = wallShopOf(request.user);
  if (shopId && request.routeOptions.config.anyShop !== true) raiseShopWall(shopId);
}

import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Db } from '../db/client.js';
import { AppError } from '../errors/app-error.js';
import type { UsageLimit } from '../route-table.js';
import { countRateLimitHits } from './rate-limit-store.js';

const USAGE_WINDOW_MS = 60_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by routeAccess from the route table. */
    usageLimit?: UsageLimit;
  }
}

/**
 * Applies the route table's `usageLimit` (promo-code checks, wallet deposits, bookings): a
 * preHandler, so after the role check and the contract, that counts the call for its user and
 * for its address in the database (rate-limit-store.ts) and answers 429 with `Retry-After`
 * past either limit. `multiplier` scales every limit (tests and load tests raise it).
 * Register before the routes: it sees them through `onRoute`.
 */
export function registerUsageLimits(app: FastifyInstance, db: Db, multiplier: number): void {
  app.addHook('onRoute', (route) => {
    const limit = route.config?.usageLimit;
    if (!limit) return;
    const check = usageLimitCheck(db, limit, multiplier);
    const existing = route.preHandler;
    route.preHandler = existing
      ? [...(Array.isArray(existing) ? existing : [existing]), check]
      : [check];
  });
}

function usageLimitCheck(db: Db, limit: UsageLimit, multiplier: number): preHandlerHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // The route's role check ran first: a call gets here signed in.
    const user = request.user;
    if (!user) throw AppError.unauthenticated();
    const [byUser, byAddress] = await countRateLimitHits(
      db,
      [`usage|${limit.name}|user|${user.userId}`, `usage|${limit.name}|ip|${request.ip}`],
      USAGE_WINDOW_MS,
    );
    if (!byUser || !byAddress) throw new Error('usage limit counters missing');
    const exceeded = [
      ...(byUser.current > limit.perUser * multiplier ? [byUser.ttl] : []),
      ...(byAddress.current > limit.perAddress * multiplier ? [byAddress.ttl] : []),
    ];
    if (exceeded.length > 0) {
      void reply.header('retry-after', Math.max(1, Math.ceil(Math.max(...exceeded) / 1000)));
      throw AppError.rateLimited();
    }
  };
}

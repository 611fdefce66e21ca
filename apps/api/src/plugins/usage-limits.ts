import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { AppError } from '../errors/app-error.js';
import type { UsageLimit } from '../route-table.js';
import { countRateLimitHits, rateLimitCounts, rateLimitHitsUpsert } from './rate-limit-store.js';
import type { RateLimitHitRow } from './rate-limit-store.js';

const USAGE_WINDOW_MS = 60_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by routeAccess from the route table. */
    usageLimit?: UsageLimit;
    /** Set by routeAccess: the handler counts the call in its own first statement. */
    usageCountedByHandler?: true;
  }
  interface FastifyRequest {
    /** On a route whose handler counts its usage: the count to run (countingUsageIn). */
    usageCount: UsageCount | null;
  }
}

/** A call's usage count, for a handler to run as a CTE of its own first statement. */
export interface UsageCount {
  /** The upsert of the call's counters; its rows are RateLimitHitRow. */
  readonly upsert: SQL;
  /** Applies the limits to the upsert's rows: 429 with `Retry-After` past either. */
  settle(rows: readonly RateLimitHitRow[]): void;
}

/**
 * Applies the route table's `usageLimit` (promo-code checks, wallet deposits, bookings): a
 * preHandler, so after the role check and the contract, that counts the call for its user and
 * for its address in the database (rate-limit-store.ts) and answers 429 with `Retry-After`
 * past either limit. `multiplier` scales every limit (tests and load tests raise it).
 * On a route with `usageCountedByHandler` the preHandler only prepares the count, and the
 * handler runs it in its first statement (countingUsageIn): a round trip less.
 * Register before the routes: it sees them through `onRoute`.
 */
export function registerUsageLimits(app: FastifyInstance, db: Db, multiplier: number): void {
  app.decorateRequest('usageCount', null);
  app.addHook('onRoute', (route) => {
    const limit = route.config?.usageLimit;
    if (!limit) return;
    const check = route.config?.usageCountedByHandler
      ? deferredUsageCount(db, limit, multiplier)
      : usageLimitCheck(db, limit, multiplier);
    const existing = route.preHandler;
    route.preHandler = existing
      ? [...(Array.isArray(existing) ? existing : [existing]), check]
      : [check];
  });
}

/** The counters of a call: one for its user, one for its address. */
function counterKeys(limit: UsageLimit, request: FastifyRequest): string[] {
  // The route's role check ran first: a call gets here signed in.
  const user = request.user;
  if (!user) throw AppError.unauthenticated();
  return [`usage|${limit.name}|user|${user.userId}`, `usage|${limit.name}|ip|${request.ip}`];
}

/** 429 with `Retry-After` when the user's or the address's count is past its limit. */
function enforce(
  counts: readonly { current: number; ttl: number }[],
  limit: UsageLimit,
  multiplier: number,
  reply: FastifyReply,
): void {
  const [byUser, byAddress] = counts;
  if (!byUser || !byAddress) throw new Error('usage limit counters missing');
  const exceeded = [
    ...(byUser.current > limit.perUser * multiplier ? [byUser.ttl] : []),
    ...(byAddress.current > limit.perAddress * multiplier ? [byAddress.ttl] : []),
  ];
  if (exceeded.length > 0) {
    void reply.header('retry-after', Math.max(1, Math.ceil(Math.max(...exceeded) / 1000)));
    throw AppError.rateLimited();
  }
}

function usageLimitCheck(db: Db, limit: UsageLimit, multiplier: number): preHandlerHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const keys = counterKeys(limit, request);
    enforce(await countRateLimitHits(db, keys, USAGE_WINDOW_MS), limit, multiplier, reply);
  };
}

/** A count prepared by the preHandler, run by the handler's statement or, failing that, alone. */
class DeferredUsageCount implements UsageCount {
  settled = false;

  constructor(
    private readonly db: Db,
    private readonly keys: readonly string[],
    private readonly limit: UsageLimit,
    private readonly multiplier: number,
    private readonly reply: FastifyReply,
  ) {}

  get upsert(): SQL {
    return rateLimitHitsUpsert(this.keys, USAGE_WINDOW_MS);
  }

  settle(rows: readonly RateLimitHitRow[]): void {
    this.settled = true;
    const counts = rateLimitCounts(rows, this.keys, USAGE_WINDOW_MS);
    enforce(counts, this.limit, this.multiplier, this.reply);
  }

  /** In a statement of its own, as the preHandler of other routes counts. */
  async countAlone(): Promise<void> {
    this.settled = true;
    const counts = await countRateLimitHits(this.db, this.keys, USAGE_WINDOW_MS);
    enforce(counts, this.limit, this.multiplier, this.reply);
  }
}

function deferredUsageCount(db: Db, limit: UsageLimit, multiplier: number): preHandlerHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const keys = counterKeys(limit, request);
    request.usageCount = new DeferredUsageCount(db, keys, limit, multiplier, reply);
  };
}

/**
 * Runs a handler that counts its call's usage in its own first statement (`usage.upsert` as a
 * CTE, then `usage.settle` with its rows before any other check). A call the handler failed
 * before counting (an error before or in that statement) is counted alone, and past the limit
 * answers 429 rather than that error: every call counts, and the limit comes first, as on
 * the routes the preHandler counts.
 */
export async function countingUsageIn<T>(
  request: FastifyRequest,
  work: (usage: UsageCount) => Promise<T>,
): Promise<T> {
  const usage = request.usageCount;
  if (!(usage instanceof DeferredUsageCount)) {
    throw new Error('this route does not count its usage in its handler');
  }
  try {
    return await work(usage);
  } finally {
    if (!usage.settled) await usage.countAlone();
  }
}

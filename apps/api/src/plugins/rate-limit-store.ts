import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { executeRows } from '../db/execute-rows.js';

/** Expired counters are deleted by at most one statement per process per this interval. */
const PRUNE_INTERVAL_MS = 60_000;

/** A row of rateLimitHitsUpsert: a key, its count in the current window, the time left. */
export interface RateLimitHitRow {
  key: string;
  hits: number;
  ttl_ms: number | string;
}

/**
 * The statement that counts one hit of each of `keys` in a window of `timeWindowMs`: the row of
 * a key is created, incremented, or reset when its window is over, atomically under the row's
 * lock. Returns RateLimitHitRow rows. Run alone (countRateLimitHits) or as a CTE of a caller's
 * own first statement (a booking counts its usage in the statement that reads its statics).
 */
export function rateLimitHitsUpsert(keys: readonly string[], timeWindowMs: number): SQL {
  return sql`insert into rate_limit_counters as c (key, hits, window_ends_at)
        values ${sql.join(
          keys.map((key) => sql`(${key}, 1, now() + ${timeWindowMs} * interval '1 millisecond')`),
          sql`, `,
        )}
        on conflict (key) do update set
          hits = case when c.window_ends_at <= now() then 1 else c.hits + 1 end,
          window_ends_at = case when c.window_ends_at <= now()
            then excluded.window_ends_at else c.window_ends_at end
        returning c.key, c.hits,
          ceil(extract(epoch from (c.window_ends_at - now())) * 1000)::int as ttl_ms`;
}

/** The counts of `keys`, in their order, from the rows rateLimitHitsUpsert returned. */
export function rateLimitCounts(
  rows: readonly RateLimitHitRow[],
  keys: readonly string[],
  timeWindowMs: number,
): { current: number; ttl: number }[] {
  return keys.map((key) => {
    const row = rows.find((candidate) => candidate.key === key);
    if (!row) throw new Error('rate limit upsert returned no row');
    // A hit whose transaction began before the one that opened the window (it waited on the
    // row) measures from an earlier now(): never more than the window.
    return { current: row.hits, ttl: Math.min(timeWindowMs, Math.max(0, Number(row.ttl_ms))) };
  });
}

/**
 * Counts one hit of each of `keys` in a window of `timeWindowMs`, in one statement
 * (rateLimitHitsUpsert). Returns, in the order of `keys`, the count in the current window and
 * the time left. Also for limits a route keys on something other than the IP (the e-mail a
 * reset link is asked for).
 */
export async function countRateLimitHits(
  db: Db,
  keys: readonly string[],
  timeWindowMs: number,
): Promise<{ current: number; ttl: number }[]> {
  const rows = await executeRows<RateLimitHitRow>(db, rateLimitHitsUpsert(keys, timeWindowMs));
  return rateLimitCounts(rows, keys, timeWindowMs);
}

/** countRateLimitHits for one key. */
export async function countRateLimitHit(
  db: Db,
  key: string,
  timeWindowMs: number,
): Promise<{ current: number; ttl: number }> {
  const [count] = await countRateLimitHits(db, [key], timeWindowMs);
  if (!count) throw new Error('rate limit upsert returned no row');
  return count;
}

/**
 * Counts rate-limited requests in the `rate_limit_counters` table, so every API process on one
 * database shares one limit (a sign-in attempt counts the same whichever process serves it).
 * One upsert per counted request: the row of a key is created, incremented, or reset when its
 * window is over, atomically under the row's lock, and returns the count and the time left.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let nextPruneAt = 0;

  async function prune(): Promise<void> {
    const now = Date.now();
    if (now < nextPruneAt) return;
    nextPruneAt = now + PRUNE_INTERVAL_MS;
    await db.execute(sql`delete from rate_limit_counters where window_ends_at < now()`);
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** `METHOD url` of the route this child counts for; empty for the plugin's root store. */
    constructor(private readonly route: string = '') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countRateLimitHit(db, `${this.route}|${key}`, timeWindow).then(
        (result) => {
          callback(null, result);
          // Housekeeping after answering; a failure here costs nothing but a retry later.
          prune().catch(() => {});
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // The plugin hands the merged route options, the route itself under `routeInfo`.
      const { routeInfo } = routeOptions as { routeInfo?: { method?: unknown; url?: unknown } };
      const method = routeInfo?.method;
      const url = typeof routeInfo?.url === 'string' ? routeInfo.url : '';
      return new DatabaseRateLimitStore(
        `${Array.isArray(method) ? method.join(',') : String(method ?? '')} ${url}`,
      );
    }
  }

  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

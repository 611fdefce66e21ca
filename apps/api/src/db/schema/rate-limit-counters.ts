import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every API process on one database (plugins/rate-limit.ts):
 * one row per route and client key, counting hits until `window_ends_at`. Expired rows are
 * reset by the next hit and deleted now and then. UNLOGGED (see the migration): losing the
 * counters in a crash only forgets a minute of attempts, and no WAL is written per sign-in.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_window_ends_at_idx').on(table.windowEndsAt)],
);

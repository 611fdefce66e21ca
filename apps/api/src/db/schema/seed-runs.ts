import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Which seeds ran on this database, once each (issue 14 §1): a restart never recreates a demo
 * account or shop that the owner renamed, changed or deleted.
 */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The first-run setup wizard's answers so far (issue 14 §2), kept on the server so a reload or a
 * second device resumes where the owner stopped. One row at most; it is deleted when setup ends.
 * The owner's password is kept only as its argon2 hash.
 */
export const setupProgress = pgTable(
  'setup_progress',
  {
    id: integer('id').primaryKey().default(1),
    draft: jsonb('draft').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [check('setup_progress_single_row', sql`${table.id} = 1`)],
);

import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Time a barber does not work beyond the weekly hours: a day off, a doctor's appointment. */
export const timeOff = pgTable(
  'time_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    barberId: uuid('barber_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('time_off_barber_ends_at_idx').on(table.barberId, table.endsAt),
    check('time_off_starts_before_ends', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

export type TimeOffRow = typeof timeOff.$inferSelect;

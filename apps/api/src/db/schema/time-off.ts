import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { barbershops } from './barbershops.js';
import { users } from './users.js';

/**
 * Time a barber does not work beyond the weekly hours: a day off, a doctor's appointment. The
 * shop is the barber's (decision 045).
 */
export const timeOff = pgTable(
  'time_off',
  {
    id: uuid('id').notNull().defaultRandom(),
    barbershopId: uuid('barbershop_id')
      .notNull()
      .references(() => barbershops.id, { onDelete: 'cascade' }),
    barberId: uuid('barber_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'time_off_pk', columns: [table.barbershopId, table.id] }),
    // A time off is still found and removed by its id alone.
    index('time_off_id_idx').on(table.id),
    index('time_off_barber_ends_at_idx').on(table.barberId, table.endsAt),
    check('time_off_starts_before_ends', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

export type TimeOffRow = typeof timeOff.$inferSelect;

import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, time, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A barber's weekly hours, shop-local. Several rows on one day make breaks (09:00–12:00 and
 * 13:00–19:00). PostgreSQL returns `time` as 'HH:MM:SS'; the repository trims it to 'HH:MM'.
 */
export const workingHours = pgTable(
  'working_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    barberId: uuid('barber_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dayOfWeek: smallint('day_of_week').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('working_hours_barber_day_idx').on(table.barberId, table.dayOfWeek),
    check('working_hours_day_of_week', sql`${table.dayOfWeek} between 0 and 6`),
    check('working_hours_start_before_end', sql`${table.startTime} < ${table.endTime}`),
  ],
);

export type WorkingHoursRow = typeof workingHours.$inferSelect;
export type NewWorkingHoursRow = typeof workingHours.$inferInsert;

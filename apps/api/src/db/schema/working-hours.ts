import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { barbershops } from './barbershops.js';
import { users } from './users.js';

/**
 * A barber's weekly hours, shop-local. Several rows on one day make breaks (09:00–12:00 and
 * 13:00–19:00). PostgreSQL returns `time` as 'HH:MM:SS'; the repository trims it to 'HH:MM'.
 * The shop is the barber's (decision 045).
 */
export const workingHours = pgTable(
  'working_hours',
  {
    id: uuid('id').notNull().defaultRandom(),
    barbershopId: uuid('barbershop_id')
      .notNull()
      .references(() => barbershops.id, { onDelete: 'cascade' }),
    barberId: uuid('barber_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dayOfWeek: smallint('day_of_week').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'working_hours_pk', columns: [table.barbershopId, table.id] }),
    // A period is still edited and removed by its id alone.
    index('working_hours_id_idx').on(table.id),
    index('working_hours_barber_day_idx').on(table.barberId, table.dayOfWeek),
    check('working_hours_day_of_week', sql`${table.dayOfWeek} between 0 and 6`),
    check('working_hours_start_before_end', sql`${table.startTime} < ${table.endTime}`),
  ],
);

export type WorkingHoursRow = typeof workingHours.$inferSelect;
export type NewWorkingHoursRow = typeof workingHours.$inferInsert;

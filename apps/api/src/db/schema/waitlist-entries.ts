import { waitlistStatuses } from '@navalha/core/domain/waitlist/waitlist';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { barbershops } from './barbershops.js';
import { users } from './users.js';

/**
 * A client waiting for a full day (issue 19 §3): a shop-local range [from, to) in minutes, one
 * barber or any (null), and the services (their ids and total duration). The line's order is
 * `created_at`. One live entry per client, shop and day.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    barbershopId: uuid('barbershop_id')
      .notNull()
      .references(() => barbershops.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    barberId: uuid('barber_id').references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    fromMinute: smallint('from_minute').notNull(),
    toMinute: smallint('to_minute').notNull(),
    serviceIds: uuid('service_ids').array().notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    status: text('status', { enum: waitlistStatuses }).notNull().default('WAITING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('waitlist_entries_shop_id_unique').on(table.barbershopId, table.id),
    uniqueIndex('waitlist_entries_live_unique')
      .on(table.barbershopId, table.clientId, table.day)
      .where(sql`${table.status} in ('WAITING', 'OFFERED')`),
    // The desk's day, in line order.
    index('waitlist_entries_shop_day_idx').on(table.barbershopId, table.day, table.createdAt),
    check(
      'waitlist_entries_status',
      sql`${table.status} in ('WAITING', 'OFFERED', 'BOOKED', 'EXPIRED', 'CANCELLED')`,
    ),
    check(
      'waitlist_entries_range',
      sql`${table.fromMinute} >= 0 and ${table.toMinute} <= 1440 and ${table.fromMinute} < ${table.toMinute}`,
    ),
    check('waitlist_entries_duration', sql`${table.durationMinutes} > 0`),
  ],
);

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;

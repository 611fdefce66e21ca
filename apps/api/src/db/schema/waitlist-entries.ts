import { waitlistStatuses } from '@navalha/core/domain/waitlist/waitlist';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
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
    id: uuid('id').notNull().defaultRandom(),
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
    // The open offer (status OFFERED): a barber's freed time held for this client until then.
    offerBarberId: uuid('offer_barber_id').references(() => users.id, { onDelete: 'cascade' }),
    offerStartsAt: timestamp('offer_starts_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /** Times offered and declined or let lapse (core's freedSlotKey): never offered again. */
    declinedSlotKeys: text('declined_slot_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The booking that taking the offer made (status BOOKED). */
    appointmentId: uuid('appointment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    // Keyed with the shop (decision 045); the offers' sweep still finds an entry by its id.
    primaryKey({ name: 'waitlist_entries_pk', columns: [table.barbershopId, table.id] }),
    index('waitlist_entries_id_idx').on(table.id),
    uniqueIndex('waitlist_entries_live_unique')
      .on(table.barbershopId, table.clientId, table.day)
      .where(sql`${table.status} in ('WAITING', 'OFFERED')`),
    // One freed time is offered to one entry at a time (issue 19 §3).
    uniqueIndex('waitlist_entries_open_offer_unique')
      .on(table.barbershopId, table.offerBarberId, table.offerStartsAt)
      .where(sql`${table.status} = 'OFFERED'`),
    // The sweep's lapsed offers.
    index('waitlist_entries_offer_expiry_idx')
      .on(table.offerExpiresAt)
      .where(sql`${table.status} = 'OFFERED'`),
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
    check(
      'waitlist_entries_offer',
      sql`(${table.status} = 'OFFERED') = (${table.offerBarberId} is not null and ${table.offerStartsAt} is not null and ${table.offerExpiresAt} is not null)`,
    ),
  ],
);

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;

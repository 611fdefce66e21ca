import { sql } from 'drizzle-orm';
import {
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { barbershops } from './barbershops.js';
import { users } from './users.js';

/**
 * A private calendar address (issue 19 §4): a barber's own bookings (`barber_id`), or the whole
 * shop's for the reception (`barber_id` null). Only the SHA-256 of the address's random token is
 * kept: the address is shown once, when made; making a new one replaces the hash, so the old
 * address stops at once (decision 030).
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').notNull().defaultRandom(),
    barbershopId: uuid('barbershop_id')
      .notNull()
      .references(() => barbershops.id, { onDelete: 'cascade' }),
    barberId: uuid('barber_id').references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'calendar_feeds_pk', columns: [table.barbershopId, table.id] }),
    // The link carries the token alone: it is found by its hash before the shop is known. A
    // random 256-bit token never repeats, so the unique per shop loses nothing.
    uniqueIndex('calendar_feeds_token_hash_unique').on(table.barbershopId, table.tokenHash),
    index('calendar_feeds_token_hash_idx').on(table.tokenHash),
    // One address per barber, and one for the shop.
    uniqueIndex('calendar_feeds_barber_unique')
      .on(table.barbershopId, table.barberId)
      .where(sql`${table.barberId} is not null`),
    uniqueIndex('calendar_feeds_shop_unique')
      .on(table.barbershopId)
      .where(sql`${table.barberId} is null`),
  ],
);

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

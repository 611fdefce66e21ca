import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { barbershops } from './barbershops.js';

/** A shop's discount codes; NAVALHA10 is the demo shop's 10%. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').notNull().defaultRandom(),
    barbershopId: uuid('barbershop_id')
      .notNull()
      .references(() => barbershops.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    // Null: unlimited. Counted with a conditional UPDATE, so concurrent bookings never exceed it.
    maxUses: integer('max_uses'),
    timesUsed: integer('times_used').notNull().default(0),
    // Null: no limit per client. Counted over the client's bookings that have not ended
    // cancelled or expired, under the lock of the code's claim.
    maxUsesPerClient: integer('max_uses_per_client'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Keyed with the shop (decision 045): a booking's code, paired by its foreign key, is of its
    // own shop. The sweep and the booking's claim still find a code by its id alone.
    primaryKey({ name: 'promo_codes_pk', columns: [table.barbershopId, table.id] }),
    index('promo_codes_id_idx').on(table.id),
    // One spelling per shop whatever the case: 'navalha10' is NAVALHA10.
    uniqueIndex('promo_codes_shop_code_unique').on(table.barbershopId, sql`lower(${table.code})`),
    check('promo_codes_percent_range', sql`${table.discountPercent} between 1 and 100`),
    check(
      'promo_codes_uses_per_client_positive',
      sql`${table.maxUsesPerClient} is null or ${table.maxUsesPerClient} >= 1`,
    ),
    check(
      'promo_codes_uses_within_max',
      sql`${table.maxUses} is null or ${table.timesUsed} <= ${table.maxUses}`,
    ),
  ],
);

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type NewPromoCodeRow = typeof promoCodes.$inferInsert;

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
  uuid,
} from 'drizzle-orm/pg-core';
import { barbershops } from './barbershops.js';

export const services = pgTable(
  'services',
  {
    id: uuid('id').notNull().defaultRandom(),
    barbershopId: uuid('barbershop_id')
      .notNull()
      .references(() => barbershops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    priceCents: integer('price_cents').notNull(),
    // Counts only when lower than the price (core's getServicePricing).
    promotionalPriceCents: integer('promotional_price_cents'),
    durationMinutes: integer('duration_minutes').notNull(),
    imageUrl: text('image_url'),
    // Deleting a service hides it; past bookings keep their snapshot either way.
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    // Keyed with the shop (decision 045): a booked or offered service, paired by its foreign
    // key, is of the row's own shop. The catalog still finds a service by its id alone.
    primaryKey({ name: 'services_pk', columns: [table.barbershopId, table.id] }),
    index('services_id_idx').on(table.id),
    index('services_barbershop_active_name_idx').on(table.barbershopId, table.isActive, table.name),
    check('services_price_non_negative', sql`${table.priceCents} >= 0`),
    check(
      'services_promotional_price_non_negative',
      sql`${table.promotionalPriceCents} is null or ${table.promotionalPriceCents} >= 0`,
    ),
    check('services_duration_positive', sql`${table.durationMinutes} > 0`),
  ],
);

export type ServiceRow = typeof services.$inferSelect;
export type NewServiceRow = typeof services.$inferInsert;

import { DEFAULT_TIME_ZONE } from '@navalha/core/contracts/barbershop';
import type { BarbershopSettings } from '@navalha/core/contracts/barbershop';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const barbershops = pgTable(
  'barbershops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    phone: text('phone'),
    // WhatsApp number clients may write to, shown on 'Ajuda & Suporte'.
    whatsapp: text('whatsapp'),
    // The shop's data-protection contact (it is the controller under the LGPD), shown on /privacy.
    privacyEmail: text('privacy_email'),
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    // Always written parsed through barbershopSettingsSchema; a row written before a key existed
    // lacks it, so readers of newer keys parse it again (the default fills in).
    settings: jsonb('settings').$type<BarbershopSettings>().notNull(),
    // The public page's address, /b/{slug} (issue 18 §1): derived from the name at setup and by
    // migration 0029, changed by the owner; null only for a row written without one (tests).
    slug: text('slug'),
    // In a one-shop install, `/` signed out opens the public page instead of sign-in.
    publicPageHome: boolean('public_page_home').notNull().default(false),
    // The operator suspended the shop (issue 20 §1): its public page and booking stop, its data
    // stays. Null: the shop is active. The reason is the operator's, kept with the audit entry.
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    // The platform's fee on payments into this shop's connected Mercado Pago account, in basis
    // points (250 = 2,5%), set by the operator (issue 20 §3). Null: PLATFORM_FEE_PERCENT.
    platformFeeBasisPoints: integer('platform_fee_basis_points'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('barbershops_slug_unique').on(table.slug),
    check(
      'barbershops_slug_format',
      sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${table.slug}) between 3 and 60`,
    ),
    check(
      'barbershops_platform_fee_range',
      sql`${table.platformFeeBasisPoints} between 0 and 5000`,
    ),
  ],
);

export type BarbershopRow = typeof barbershops.$inferSelect;
export type NewBarbershopRow = typeof barbershops.$inferInsert;

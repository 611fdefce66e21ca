import { DEFAULT_TIME_ZONE } from '@navalha/core/contracts/barbershop';
import type { BarbershopSettings } from '@navalha/core/contracts/barbershop';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const barbershops = pgTable('barbershops', {
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export type BarbershopRow = typeof barbershops.$inferSelect;
export type NewBarbershopRow = typeof barbershops.$inferInsert;

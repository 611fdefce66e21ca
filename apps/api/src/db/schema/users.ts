import { roles } from '@navalha/core/domain/auth/roles';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { barbershops } from './barbershops.js';

export const userRoleEnum = pgEnum('user_role', roles);

export const authProviders = ['LOCAL', 'GOOGLE'] as const;
export const authProviderEnum = pgEnum('auth_provider', authProviders);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    // Null for accounts that only sign in through a social provider.
    passwordHash: text('password_hash'),
    role: userRoleEnum('role').notNull().default('CLIENT'),
    provider: authProviderEnum('provider').notNull().default('LOCAL'),
    phone: text('phone'),
    avatarUrl: text('avatar_url'),
    // The e-mail is proven: confirmed through its link, or vouched for by Google (issue 14 §4).
    isVerified: boolean('is_verified').notNull().default(false),
    // The shop a BARBER, ADMIN or OWNER works for; clients have none.
    barbershopId: uuid('barbershop_id').references(() => barbershops.id, {
      onDelete: 'set null',
    }),
    isActive: boolean('is_active').notNull().default(true),
    // An ADMIN or OWNER who also cuts hair (the one-chair shop): clients book them as a barber.
    // Every BARBER is bookable whatever this says; `bookableStaff` (bookable-staff.ts) is the one
    // test of who is (decision 013).
    takesBookings: boolean('takes_bookings').notNull().default(false),
    city: text('city'),
    state: varchar('state', { length: 2 }),
    street: text('street'),
    country: text('country'),
    postalCode: text('postal_code'),
    houseNumber: text('house_number'),
    complement: text('complement'),
    biography: text('biography'),
    birthDate: date('birth_date', { mode: 'string' }),
    neighborhood: text('neighborhood'),
    // Set when the holder deleted their account: the row stays, anonymised, because bookings and
    // payments (kept as the law requires) point to it (decision 006).
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // Access tokens of this user issued up to this instant are refused by every instance, though
    // not yet expired: set when the account is deleted or deactivated
    // (modules/auth/session-revocations.ts).
    sessionsRevokedAt: timestamp('sessions_revoked_at', { withTimezone: true }),
    // WhatsApp consent (issue 19 §1): true once the client opted in; the time of the last
    // change, in or out ('SAIR'). Never messaged while false.
    whatsappOptIn: boolean('whatsapp_opt_in').notNull().default(false),
    whatsappConsentAt: timestamp('whatsapp_consent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_barbershop_id_idx').on(table.barbershopId),
    // The desk's client search (issue 17 §3): a name, e-mail or phone's digits containing what
    // is typed, found by trigrams (pg_trgm, created by migration 0022) among any number of users.
    index('users_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
    index('users_phone_digits_trgm_idx').using(
      'gin',
      sql`regexp_replace(coalesce(${table.phone}, ''), '[^0-9]', '', 'g') gin_trgm_ops`,
    ),
    // Start-up reads the revocations of the last access-token lifetime: few rows among many.
    index('users_sessions_revoked_at_idx')
      .on(table.sessionsRevokedAt)
      .where(sql`${table.sessionsRevokedAt} is not null`),
    // E-mails are compared as stored; storing them lower-case makes the unique index
    // case-insensitive without citext.
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check(
      'users_takes_bookings_staff',
      sql`not ${table.takesBookings} or ${table.role} in ('ADMIN', 'OWNER')`,
    ),
    // A deleted account can never sign in again.
    check('users_deleted_inactive', sql`${table.deletedAt} is null or not ${table.isActive}`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

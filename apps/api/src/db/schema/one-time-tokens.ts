import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { barbershops } from './barbershops.js';
import { users } from './users.js';

export const oneTimeTokenPurposes = [
  'SETUP',
  'PASSWORD_RESET',
  'EMAIL_CONFIRMATION',
  // The `state` of a shop owner's Mercado Pago authorization (decision 043).
  'MERCADOPAGO_OAUTH',
] as const;
export const oneTimeTokenPurposeEnum = pgEnum('one_time_token_purpose', oneTimeTokenPurposes);

/**
 * A link that does one thing once: the first-run setup address, a password reset, an e-mail
 * confirmation (issue 14). Only the SHA-256 of the random token is kept, so a leaked table opens
 * nothing; a token is spent by a conditional UPDATE (`used_at is null and expires_at > now()`),
 * so two clicks at once spend it once. Invitations have their own table (invitations.ts).
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: oneTimeTokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique('one_time_tokens_token_hash_unique'),
    // Whose password or e-mail the link is about; null only for the setup address.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // The shop whose staff made the link (a reset link generated in /admin), for its audit.
    barbershopId: uuid('barbershop_id').references(() => barbershops.id, { onDelete: 'cascade' }),
    // The address an EMAIL_CONFIRMATION confirms: a later e-mail change makes the link void.
    email: text('email'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    // A newer link of the same purpose, or the end of setup, voids the older ones.
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('one_time_tokens_user_purpose_idx').on(table.userId, table.purpose),
    check(
      'one_time_tokens_user_unless_setup',
      sql`${table.purpose} = 'SETUP' or ${table.userId} is not null`,
    ),
    check(
      'one_time_tokens_email_confirmation_address',
      sql`${table.purpose} <> 'EMAIL_CONFIRMATION' or ${table.email} is not null`,
    ),
  ],
);

export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;
export type NewOneTimeTokenRow = typeof oneTimeTokens.$inferInsert;

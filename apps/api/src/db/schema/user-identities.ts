import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { authProviderEnum, users } from './users.js';

/**
 * A social account linked to a user: the provider's stable subject (Google's `sub`), not the
 * e-mail, identifies it on later sign-ins, so a changed or reassigned e-mail at the provider
 * never opens someone else's account. One account per provider and user.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: authProviderEnum('provider').notNull(),
    subject: text('subject').notNull(),
    // The provider's e-mail when the account was linked, for the holder's own audit.
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_identities_provider_subject_unique').on(table.provider, table.subject),
    uniqueIndex('user_identities_user_provider_unique').on(table.userId, table.provider),
  ],
);

export type UserIdentityRow = typeof userIdentities.$inferSelect;
export type NewUserIdentityRow = typeof userIdentities.$inferInsert;

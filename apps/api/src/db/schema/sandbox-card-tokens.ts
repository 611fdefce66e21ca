import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Card tokens of the sandbox tokenizer. Only what a saved card may keep (architecture §6):
 * brand, last four digits, holder and expiry; never the number or the CVV. A token is good
 * once (`used_at`, claimed by a conditional UPDATE), for a few minutes, and only for the user
 * who made it. In a table rather than in memory so that any instance can charge it.
 */
export const sandboxCardTokens = pgTable(
  'sandbox_card_tokens',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    cardholderName: text('cardholder_name').notNull(),
    expirationMonth: integer('expiration_month').notNull(),
    expirationYear: integer('expiration_year').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_card_tokens_expires_idx').on(table.expiresAt)],
);

export type SandboxCardTokenRow = typeof sandboxCardTokens.$inferSelect;

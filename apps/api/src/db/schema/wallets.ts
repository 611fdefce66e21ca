import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A client's wallet (spec §3), one per user, made on first use (`INSERT … ON CONFLICT` on the
 * unique user). `balance_cents` is the sum of its ledger (`wallet_transactions`) and changes
 * only in the transaction that writes a ledger row, by a conditional UPDATE; the CHECK makes
 * an overdraft impossible whatever the code does (architecture §3).
 */
export const wallets = pgTable(
  'wallets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('wallets_user_unique').on(table.userId),
    check('wallets_balance_non_negative', sql`${table.balanceCents} >= 0`),
  ],
);

export type WalletRow = typeof wallets.$inferSelect;

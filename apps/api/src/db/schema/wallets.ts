import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { barbershops } from './barbershops.js';
import { users } from './users.js';

/**
 * A client's wallet (spec §3) at one shop (issue 20 §2, decision 042): one per user and shop,
 * made on first use (`INSERT … ON CONFLICT` on the unique shop and user). Money paid into a
 * shop's wallet pays only that shop's bookings. `balance_cents` is the sum of its ledger
 * (`wallet_transactions`) and changes only in the transaction that writes a ledger row, by a
 * conditional UPDATE; the CHECK makes an overdraft impossible whatever the code does
 * (architecture §3).
 */
export const wallets = pgTable(
  'wallets',
  {
    id: uuid('id').notNull().defaultRandom(),
    barbershopId: uuid('barbershop_id')
      .notNull()
      .references(() => barbershops.id, { onDelete: 'restrict' }),
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
    primaryKey({ name: 'wallets_pk', columns: [table.barbershopId, table.id] }),
    uniqueIndex('wallets_shop_user_unique').on(table.barbershopId, table.userId),
    // The ledger's and deposits' (wallet, shop) foreign keys point here: a row's shop is its
    // wallet's. It also finds a wallet by its id alone.
    uniqueIndex('wallets_id_shop_unique').on(table.id, table.barbershopId),
    index('wallets_user_idx').on(table.userId),
    check('wallets_balance_non_negative', sql`${table.balanceCents} >= 0`),
  ],
);

export type WalletRow = typeof wallets.$inferSelect;

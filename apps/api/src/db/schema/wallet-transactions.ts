import { walletTransactionTypes } from '@navalha/core/domain/wallet/wallet-ledger';
import { sql } from 'drizzle-orm';
import {
  foreignKey,
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments, paymentStatusEnum } from './appointments.js';
import { payments } from './payments.js';
import { walletDeposits } from './wallet-deposits.js';
import { barbershops } from './barbershops.js';
import { wallets } from './wallets.js';

export const walletTransactionTypeEnum = pgEnum('wallet_transaction_type', walletTransactionTypes);

/**
 * The wallet's ledger (architecture §3): append-only, one row per movement of money, written in
 * the transaction that changes `wallets.balance_cents`. The amount is always positive and
 * `direction` says which way it went; `balance_after_cents` is the balance it left, so the
 * ledger checks itself. The partial unique indexes are the "once" of every movement: one
 * credit per deposit, one debit and one refund per booking payment.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: uuid('id').notNull().defaultRandom(),
    walletId: uuid('wallet_id').notNull(),
    /** The wallet's shop (decision 042): the foreign key below makes it the wallet's own. */
    barbershopId: uuid('barbershop_id')
      .notNull()
      .references(() => barbershops.id, { onDelete: 'restrict' }),
    type: walletTransactionTypeEnum('type').notNull(),
    direction: text('direction').notNull(),
    amountCents: integer('amount_cents').notNull(),
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
    status: paymentStatusEnum('status').notNull().default('COMPLETED'),
    depositId: uuid('deposit_id'),
    paymentId: uuid('payment_id'),
    appointmentId: uuid('appointment_id'),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Keyed with the shop (decision 045), as every foreign key below pairs it.
    primaryKey({ name: 'wallet_transactions_pk', columns: [table.barbershopId, table.id] }),
    foreignKey({
      name: 'wallet_transactions_deposit_fk',
      columns: [table.barbershopId, table.depositId],
      foreignColumns: [walletDeposits.barbershopId, walletDeposits.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'wallet_transactions_wallet_shop_fk',
      columns: [table.walletId, table.barbershopId],
      foreignColumns: [wallets.id, wallets.barbershopId],
    }).onDelete('restrict'),
    // A wallet's movement pays or refunds a booking of the wallet's own shop (decision 045).
    foreignKey({
      name: 'wallet_transactions_payment_fk',
      columns: [table.barbershopId, table.paymentId],
      foreignColumns: [payments.barbershopId, payments.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'wallet_transactions_appointment_fk',
      columns: [table.barbershopId, table.appointmentId],
      foreignColumns: [appointments.barbershopId, appointments.id],
    }).onDelete('restrict'),
    // The wallet screen's "recent transactions": newest first by wallet.
    index('wallet_transactions_wallet_created_idx').on(
      table.walletId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    uniqueIndex('wallet_transactions_deposit_unique')
      .on(table.barbershopId, table.depositId)
      .where(sql`${table.depositId} is not null`),
    uniqueIndex('wallet_transactions_payment_type_unique')
      .on(table.barbershopId, table.paymentId, table.type)
      .where(sql`${table.paymentId} is not null`),
    check('wallet_transactions_amount_positive', sql`${table.amountCents} > 0`),
    check('wallet_transactions_balance_after', sql`${table.balanceAfterCents} >= 0`),
    check(
      'wallet_transactions_direction',
      sql`(${table.type} = 'payment' and ${table.direction} = 'debit') or (${table.type} in ('deposit', 'refund') and ${table.direction} = 'credit')`,
    ),
    check(
      'wallet_transactions_source',
      sql`(${table.type} = 'deposit' and ${table.depositId} is not null and ${table.paymentId} is null) or (${table.type} in ('payment', 'refund') and ${table.paymentId} is not null and ${table.depositId} is null)`,
    ),
  ],
);

export type WalletTransactionRow = typeof walletTransactions.$inferSelect;
export type NewWalletTransactionRow = typeof walletTransactions.$inferInsert;

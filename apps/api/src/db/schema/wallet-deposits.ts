import { sql } from 'drizzle-orm';
import {
  foreignKey,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { paymentStatusEnum } from './appointments.js';
import { paymentGatewayEnum } from './payments.js';
import { users } from './users.js';
import { barbershops } from './barbershops.js';
import { wallets } from './wallets.js';

/**
 * A PIX deposit into a wallet: the gateway charge, as a booking's `payments` row is, but for
 * the wallet (payments belong to bookings). Written before the gateway is called
 * (`submitted_at` null) and completed with its answer, so no transaction waits on the network.
 * Its status moves by conditional UPDATEs along core's payment transitions; the move to
 * COMPLETED writes the ledger row in the same transaction, once (docs/decisions, wallet ledger).
 */
export const walletDeposits = pgTable(
  'wallet_deposits',
  {
    id: uuid('id').notNull().defaultRandom(),
    walletId: uuid('wallet_id').notNull(),
    /** The wallet's shop (decision 042): the foreign key below makes it the wallet's own. */
    barbershopId: uuid('barbershop_id')
      .notNull()
      .references(() => barbershops.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    status: paymentStatusEnum('status').notNull().default('PENDING'),
    gateway: paymentGatewayEnum('gateway').notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    /** The account the PIX was made in, as a payment's `gateway_account`. */
    gatewayAccount: text('gateway_account'),
    transactionId: text('transaction_id'),
    qrCode: text('qr_code'),
    qrCodeBase64: text('qr_code_base64'),
    paymentUrl: text('payment_url'),
    failureReason: text('failure_reason'),
    idempotencyKey: text('idempotency_key'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Why an approval was not credited: the gateway received another amount or currency. */
    reviewReason: text('review_reason'),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    // Keyed with the shop (decision 045): the ledger's deposit foreign key pairs it.
    primaryKey({ name: 'wallet_deposits_pk', columns: [table.barbershopId, table.id] }),
    index('wallet_deposits_id_idx').on(table.id),
    foreignKey({
      name: 'wallet_deposits_wallet_shop_fk',
      columns: [table.walletId, table.barbershopId],
      foreignColumns: [wallets.id, wallets.barbershopId],
    }).onDelete('restrict'),
    uniqueIndex('wallet_deposits_gateway_payment_unique').on(
      table.barbershopId,
      table.gateway,
      table.gatewayPaymentId,
    ),
    // The webhook and the sandbox bank find a deposit by the gateway's id, before the shop.
    index('wallet_deposits_gateway_payment_idx').on(table.gateway, table.gatewayPaymentId),
    // A client's retry repeats the key at the same shop: the key is per wallet, as a booking
    // payment's is per shop.
    uniqueIndex('wallet_deposits_user_idempotency_unique').on(
      table.barbershopId,
      table.userId,
      table.idempotencyKey,
    ),
    index('wallet_deposits_wallet_created_idx').on(table.walletId, table.createdAt),
    // The expiry sweep's lookup: open deposits past their deadline.
    index('wallet_deposits_open_expires_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} in ('PENDING', 'PROCESSING')`),
    // R$ 0,01 to R$ 5.000,00 (core's MIN_DEPOSIT_CENTS, MAX_DEPOSIT_CENTS).
    check('wallet_deposits_amount_range', sql`${table.amountCents} between 1 and 500000`),
    check('wallet_deposits_online_gateway', sql`${table.gateway} in ('sandbox', 'mercadopago')`),
  ],
);

export type WalletDepositRow = typeof walletDeposits.$inferSelect;
export type NewWalletDepositRow = typeof walletDeposits.$inferInsert;

import { cardBrands } from '@navalha/core/domain/payments/card-brand';
import { walletMethodTypes } from '@navalha/core/domain/payments/payment-method';
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
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const walletMethodTypeEnum = pgEnum('wallet_method_type', walletMethodTypes);

const brandList = cardBrands.map((brand) => `'${brand}'`).join(', ');

/**
 * A client's saved payment methods (spec §3), the person's and not a shop's (decision 042: a
 * card holds no shop's money, it pays any shop through the gateway, so it is kept per user while
 * wallet balances are per shop). A card keeps only what architecture §6 allows: the gateway's
 * token and card reference, brand, last four, holder and expiry (first day of the month), never
 * the number or CVV. One default per user (partial unique index); the same card saved twice is
 * one row (the card unique index), and so is each kind of phone wallet.
 */
export const walletPaymentMethods = pgTable(
  'wallet_payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    methodType: walletMethodTypeEnum('method_type').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLastFour: text('card_last_four'),
    cardholderName: text('cardholder_name'),
    expiryDate: date('expiry_date', { mode: 'string' }),
    /** The gateway's id of the card (Mercado Pago's customer card; the sandbox's token record). */
    gatewayCardId: text('gateway_card_id'),
    /** Mercado Pago's customer holding the card, to charge or remove it; null in the sandbox. */
    gatewayCustomerId: text('gateway_customer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('wallet_payment_methods_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('wallet_payment_methods_one_default')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
    uniqueIndex('wallet_payment_methods_card_unique')
      .on(table.userId, table.methodType, table.cardBrand, table.cardLastFour, table.expiryDate)
      .where(sql`${table.cardLastFour} is not null`),
    uniqueIndex('wallet_payment_methods_device_unique')
      .on(table.userId, table.methodType)
      .where(sql`${table.cardLastFour} is null`),
    check(
      'wallet_payment_methods_card_fields',
      sql`(${table.methodType} in ('credit_card', 'debit_card')) = (${table.cardLastFour} is not null and ${table.cardBrand} is not null and ${table.expiryDate} is not null and ${table.cardToken} is not null)`,
    ),
    check(
      'wallet_payment_methods_gateway_card',
      sql`${table.gatewayCustomerId} is null or ${table.gatewayCardId} is not null`,
    ),
    check('wallet_payment_methods_last_four', sql`${table.cardLastFour} ~ '^[0-9]{4}$'`),
    check('wallet_payment_methods_brand', sql.raw(`card_brand in (${brandList})`)),
    check(
      'wallet_payment_methods_expiry_first_day',
      sql`extract(day from ${table.expiryDate}) = 1`,
    ),
  ],
);

export type WalletPaymentMethodRow = typeof walletPaymentMethods.$inferSelect;
export type NewWalletPaymentMethodRow = typeof walletPaymentMethods.$inferInsert;

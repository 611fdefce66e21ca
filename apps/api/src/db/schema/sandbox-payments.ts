import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { paymentMethodEnum } from './appointments.js';

/**
 * The sandbox gateway's own books: what Mercado Pago would hold on its side. Our `payments`
 * rows never read it directly; they learn its statuses through the gateway's `get`, as they
 * would from the real one. Statuses and details are Mercado Pago's words ('approved',
 * 'cc_rejected_insufficient_amount').
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    preferenceId: text('preference_id'),
    kind: text('kind').notNull(),
    method: paymentMethodEnum('method').notNull(),
    status: text('status').notNull(),
    statusDetail: text('status_detail').notNull(),
    amountCents: integer('amount_cents').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    merchantName: text('merchant_name').notNull(),
    externalReference: text('external_reference').notNull(),
    qrCode: text('qr_code'),
    qrCodeBase64: text('qr_code_base64'),
    installments: integer('installments').notNull().default(1),
    cardBrand: text('card_brand'),
    cardLastFour: text('card_last_four'),
    transactionId: text('transaction_id'),
    refundedAmountCents: integer('refunded_amount_cents').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('sandbox_payments_preference_unique').on(table.preferenceId),
    check('sandbox_payments_kind', sql`${table.kind} in ('pix', 'card', 'checkout')`),
  ],
);

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

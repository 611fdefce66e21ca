import { paymentFlows, paymentGateways, paymentPurposes } from '@navalha/core/contracts/payments';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
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
import { appointments, paymentMethodEnum, paymentStatusEnum } from './appointments.js';
import { barbershops } from './barbershops.js';
import { users } from './users.js';

export const paymentGatewayEnum = pgEnum('payment_gateway', paymentGateways);
export const paymentFlowEnum = pgEnum('payment_flow', paymentFlows);

/**
 * One attempt to pay a booking (architecture §6). A row is written before the gateway is called
 * (`submitted_at` null: in flight) and completed with the gateway's answer afterwards, so no
 * transaction ever waits on the network and a crash leaves a visible, expiring row.
 * Every status change is a conditional UPDATE following core's payment-transitions.
 * Keyed by (barbershop_id, id) and paired with its booking's shop (decision 045).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').notNull().defaultRandom(),
    appointmentId: uuid('appointment_id').notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    barbershopId: uuid('barbershop_id')
      .notNull()
      .references(() => barbershops.id, { onDelete: 'restrict' }),
    method: paymentMethodEnum('method').notNull(),
    flow: paymentFlowEnum('flow').notNull(),
    // What it pays (decision 029): the whole booking, its deposit, or the rest after one.
    purpose: text('purpose', { enum: paymentPurposes }).notNull().default('BOOKING'),
    status: paymentStatusEnum('status').notNull().default('PENDING'),
    amountCents: integer('amount_cents').notNull(),
    gateway: paymentGatewayEnum('gateway').notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    /**
     * The account the charge was made in (`accountOfGateway`: a connected seller's Mercado Pago
     * id, or 'install'): it is read, cancelled and refunded there even after the shop connects
     * another. Null on cash, and on charges made before it was recorded (the shop's account now).
     */
    gatewayAccount: text('gateway_account'),
    preferenceId: text('preference_id'),
    transactionId: text('transaction_id'),
    // The PIX copy-and-paste BR Code and its QR as PNG base64 (no data: prefix).
    qrCode: text('qr_code'),
    qrCodeBase64: text('qr_code_base64'),
    paymentUrl: text('payment_url'),
    installments: integer('installments').notNull().default(1),
    cardBrand: text('card_brand'),
    cardLastFour: text('card_last_four'),
    description: text('description'),
    failureReason: text('failure_reason'),
    cancellationReason: text('cancellation_reason'),
    // Unique per client: a repeated create with the same key returns this row.
    idempotencyKey: text('idempotency_key'),
    refundedAmountCents: integer('refunded_amount_cents'),
    refundFeeCents: integer('refund_fee_cents'),
    refundReason: text('refund_reason'),
    // Claimed before the gateway is asked, so two refunds of one payment cannot both run.
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    // The gateway approved another amount or currency than we charged: not paid, the shop
    // reviews it (issue 16 §5). The reason is what the shop reads.
    reviewReason: text('review_reason'),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
    // Taken at the shop's desk (issue 17 §2 'Receber pagamento'): in cash or on the shop's own
    // PIX key or card machine; null for payments made in the app. Who took it, and when.
    receivedWith: text('received_with'),
    receivedBy: uuid('received_by').references(() => users.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    primaryKey({ name: 'payments_pk', columns: [table.barbershopId, table.id] }),
    // A payment is still found by its id alone (the client's, the gateway's return).
    index('payments_id_idx').on(table.id),
    foreignKey({
      name: 'payments_appointment_fk',
      columns: [table.barbershopId, table.appointmentId],
      foreignColumns: [appointments.barbershopId, appointments.id],
    }).onDelete('restrict'),
    index('payments_appointment_created_idx').on(table.appointmentId, table.createdAt),
    index('payments_client_created_idx').on(table.clientId, table.createdAt),
    // The gateway's id is found alone (a webhook) over this index; unique within the shop.
    uniqueIndex('payments_gateway_payment_unique').on(
      table.barbershopId,
      table.gateway,
      table.gatewayPaymentId,
    ),
    index('payments_gateway_payment_idx').on(table.gateway, table.gatewayPaymentId),
    index('payments_preference_idx').on(table.preferenceId),
    // The expiry sweep's lookup.
    index('payments_status_expires_idx').on(table.status, table.expiresAt),
    // The admin area's list of payments under review.
    index('payments_shop_flagged_idx')
      .on(table.barbershopId, table.flaggedAt)
      .where(sql`${table.flaggedAt} is not null`),
    uniqueIndex('payments_client_idempotency_unique').on(
      table.barbershopId,
      table.clientId,
      table.idempotencyKey,
    ),
    // One open attempt per booking: a new one replaces (cancels) a PENDING one first.
    uniqueIndex('payments_one_open_per_appointment')
      .on(table.barbershopId, table.appointmentId)
      .where(sql`${table.status} in ('PENDING', 'PROCESSING')`),
    check(
      'payments_amounts_non_negative',
      sql`${table.amountCents} >= 0 and coalesce(${table.refundedAmountCents}, 0) >= 0 and coalesce(${table.refundFeeCents}, 0) >= 0`,
    ),
    check(
      'payments_received_with_known',
      sql`${table.receivedWith} is null or ${table.receivedWith} in ('cash', 'pix', 'card')`,
    ),
    // The day's cash (issue 17 §5): what the desk took on one day.
    index('payments_shop_received_at_idx')
      .on(table.barbershopId, table.receivedAt)
      .where(sql`${table.receivedAt} is not null`),
    // …and what was paid in the app that day, and refunded that day.
    index('payments_shop_paid_at_idx')
      .on(table.barbershopId, table.paidAt)
      .where(sql`${table.paidAt} is not null`),
    index('payments_shop_refunded_at_idx')
      .on(table.barbershopId, table.refundedAt)
      .where(sql`${table.refundedAt} is not null`),
    // The rest after a deposit is taken once (decision 029): two clicks cannot take it twice.
    uniqueIndex('payments_one_balance_per_appointment')
      .on(table.barbershopId, table.appointmentId)
      .where(sql`${table.purpose} = 'BALANCE' and ${table.status} = 'COMPLETED'`),
    check('payments_purpose_known', sql`${table.purpose} in ('BOOKING', 'DEPOSIT', 'BALANCE')`),
    check('payments_installments_range', sql`${table.installments} between 1 and 12`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;

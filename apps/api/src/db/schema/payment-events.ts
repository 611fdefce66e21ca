import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { paymentGatewayEnum } from './payments.js';

/**
 * Gateway notifications already received, by the gateway's own event id: a replayed webhook
 * finds its row processed and changes nothing. A row whose processing failed (the gateway could
 * not be asked) stays unprocessed, so the gateway's retry runs it again.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gateway: paymentGatewayEnum('gateway').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('payment_events_gateway_event_unique').on(table.gateway, table.eventId)],
);

export type PaymentEventRow = typeof paymentEvents.$inferSelect;

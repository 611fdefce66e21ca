import {
  appointmentStatuses,
  paymentStatuses,
} from '@navalha/core/domain/appointments/appointment-status';
import { paymentMethods } from '@navalha/core/domain/payments/payment-method';
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
  uuid,
} from 'drizzle-orm/pg-core';
import { barbershops } from './barbershops.js';
import { promoCodes } from './promo-codes.js';
import { users } from './users.js';

export const appointmentStatusEnum = pgEnum('appointment_status', appointmentStatuses);
export const paymentStatusEnum = pgEnum('payment_status', paymentStatuses);
export const paymentMethodEnum = pgEnum('payment_method', paymentMethods);

/**
 * A booking of one barber for [starts_at, ends_at). The custom migration 0002 (per shop since
 * 0046) adds the exclusion constraint that makes double booking impossible (architecture §3):
 * no two PENDING/CONFIRMED rows of one barber overlap. Keyed by (barbershop_id, id), so a
 * distributed PostgreSQL can hold each shop's bookings together (decision 045).
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').notNull().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    barberId: uuid('barber_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    barbershopId: uuid('barbershop_id')
      .notNull()
      .references(() => barbershops.id, { onDelete: 'restrict' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: appointmentStatusEnum('status').notNull().default('PENDING'),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('PENDING'),
    // Null until chosen: the simple booking body leaves the method to the payment step.
    paymentMethod: paymentMethodEnum('payment_method'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    paymentFeeCents: integer('payment_fee_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    // The 'sinal' asked when it was booked (decision 029): part of the total, paid online before
    // a booking paid at the shop is confirmed; null = none.
    depositCents: integer('deposit_cents'),
    promoCodeId: uuid('promo_code_id'),
    notes: text('notes'),
    cancellationReason: text('cancellation_reason'),
    cancellationFeeCents: integer('cancellation_fee_cents'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // The desk's check-in ('Chegou', issue 17 §2) and the start of the service.
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    // When the promo code's use came back to it (a cancelled or expired booking): set once,
    // by a conditional update, so the code's counter is decremented once (issue 16 §5).
    promoUseReturnedAt: timestamp('promo_use_returned_at', { withTimezone: true }),
    // When the client or the desk last moved it to another time or barber: the WhatsApp
    // sweep owes a client who opted in the reschedule notice (issue 19 §1).
    rescheduledAt: timestamp('rescheduled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    primaryKey({ name: 'appointments_pk', columns: [table.barbershopId, table.id] }),
    // A booking is still found by its id alone (the client's, the payment's, the webhook's).
    index('appointments_id_idx').on(table.id),
    // Migration 0046 deletes with SET NULL ("promo_code_id") only: the shop's id stays.
    foreignKey({
      name: 'appointments_promo_code_fk',
      columns: [table.barbershopId, table.promoCodeId],
      foreignColumns: [promoCodes.barbershopId, promoCodes.id],
    }).onDelete('set null'),
    // With the id: 'Minha Agenda' pages by keyset on (starts_at, id) (issue 18 §3).
    index('appointments_client_starts_at_idx').on(table.clientId, table.startsAt, table.id),
    // The client's active bookings (my-appointments): without it a client with thousands of
    // past bookings has all of them read to find the few still ahead.
    index('appointments_client_active_idx')
      .on(table.clientId, table.startsAt)
      .where(sql`${table.status} in ('PENDING', 'CONFIRMED')`),
    // How many of them have not ended: counted from this index alone (index-only scan).
    index('appointments_client_active_ends_idx')
      .on(table.clientId, table.endsAt)
      .where(sql`${table.status} in ('PENDING', 'CONFIRMED')`),
    // Ended bookings whose promo code use has not come back yet (the sweep's lookup).
    index('appointments_promo_use_unreturned_idx')
      .on(table.promoCodeId)
      .where(
        sql`${table.promoCodeId} is not null and ${table.promoUseReturnedAt} is null and ${table.status} in ('CANCELLED', 'EXPIRED')`,
      ),
    index('appointments_barber_starts_at_idx').on(table.barberId, table.startsAt),
    index('appointments_barbershop_starts_at_idx').on(table.barbershopId, table.startsAt),
    // Bookings moved lately, for the WhatsApp sweep's reschedule notices.
    index('appointments_rescheduled_at_idx')
      .on(table.rescheduledAt)
      .where(sql`${table.rescheduledAt} is not null`),
    // The shop's clients (who booked there): the desk's search and the client page (issue 17).
    index('appointments_barbershop_client_idx').on(table.barbershopId, table.clientId),
    // The barber cards' "Cortes" count.
    index('appointments_barber_completed_idx')
      .on(table.barberId)
      .where(sql`${table.status} = 'COMPLETED'`),
    // The unpaid-PIX sweep's lookup (issue 5): pending bookings by age.
    index('appointments_pending_created_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'PENDING'`),
    // The refund sweep's lookup (decision 005): bookings that ended with their money still in.
    index('appointments_paid_ended_idx')
      .on(table.id)
      .where(
        sql`${table.status} in ('CANCELLED', 'EXPIRED') and ${table.paymentStatus} = 'COMPLETED'`,
      ),
    check(
      'appointments_deposit_within_total',
      sql`${table.depositCents} is null or (${table.depositCents} >= 0 and ${table.depositCents} <= ${table.totalCents})`,
    ),
    check('appointments_starts_before_ends', sql`${table.startsAt} < ${table.endsAt}`),
    check(
      'appointments_amounts_non_negative',
      sql`${table.subtotalCents} >= 0 and ${table.discountCents} >= 0 and ${table.paymentFeeCents} >= 0 and ${table.totalCents} >= 0`,
    ),
  ],
);

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointmentRow = typeof appointments.$inferInsert;

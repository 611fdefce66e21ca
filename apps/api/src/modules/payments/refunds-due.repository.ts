import type { PaymentGatewayName } from '@navalha/core/contracts/payments';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { qualified } from '../../db/qualified-column.js';
import { appointments } from '../../db/schema/appointments.js';
import type { AppointmentRow } from '../../db/schema/appointments.js';
import { payments } from '../../db/schema/payments.js';
import type { PaymentRow } from '../../db/schema/payments.js';
import { refundsToWallet } from './payments.repository.js';

/**
 * The automatic refunds' work lists: completed payments of bookings that have ended, not yet
 * claimed by a refund. Reads only; the refunds themselves are written by PaymentsRepository.
 */
export class RefundsDueRepository {
  constructor(private readonly db: Db) {}

  /**
   * Gateway payments (PIX or card, of `gateway`) that completed for a booking that has ended,
   * cancelled or expired, and that no refund has claimed: the automatic refund's work list,
   * of one booking or of all (the sweep; read through the small partial index of paid ended
   * bookings). With their booking.
   */
  async findRefundsDue(
    gateway: PaymentGatewayName,
    options: { appointmentId?: string; limit: number },
  ): Promise<{ payment: PaymentRow; appointment: AppointmentRow }[]> {
    return this.db
      .select({ payment: payments, appointment: appointments })
      .from(appointments)
      .innerJoin(payments, eq(payments.appointmentId, appointments.id))
      .where(
        and(
          // One booking's (the cancel hook): also once another of its parts was refunded first
          // (a deposit and the rest, decision 029). The sweep's: literals, as in
          // appointments_paid_ended_idx's predicate, so the planner can use it.
          options.appointmentId
            ? and(
                eq(appointments.id, options.appointmentId),
                inArray(appointments.status, ['CANCELLED', 'EXPIRED']),
                inArray(appointments.paymentStatus, ['COMPLETED', 'REFUNDED']),
              )
            : sql`${qualified(appointments.status)} in ('CANCELLED', 'EXPIRED') and ${qualified(appointments.paymentStatus)} = 'COMPLETED'`,
          eq(payments.status, 'COMPLETED'),
          eq(payments.gateway, gateway),
          inArray(payments.method, ['PIX', 'CREDIT_CARD', 'DEBIT_CARD']),
          isNull(payments.refundRequestedAt),
        ),
      )
      .orderBy(payments.paidAt)
      .limit(options.limit);
  }

  /**
   * Payments that go back to the wallet (`refundsToWallet`) that completed for bookings that
   * have ended (cancelled or expired) and that no refund has claimed: one booking's, or the
   * sweep's batch, read through the small partial index of paid ended bookings. With their
   * booking.
   */
  findWalletRefundsDue(options: {
    appointmentId?: string;
    limit: number;
  }): Promise<{ payment: PaymentRow; appointment: AppointmentRow }[]> {
    return this.db
      .select({ payment: payments, appointment: appointments })
      .from(appointments)
      .innerJoin(payments, eq(payments.appointmentId, appointments.id))
      .where(
        and(
          options.appointmentId ? eq(appointments.id, options.appointmentId) : undefined,
          inArray(appointments.status, ['CANCELLED', 'EXPIRED']),
          // One booking's: also once another of its parts was refunded first (decision 029).
          options.appointmentId
            ? inArray(appointments.paymentStatus, ['COMPLETED', 'REFUNDED'])
            : eq(appointments.paymentStatus, 'COMPLETED'),
          refundsToWallet,
          eq(payments.status, 'COMPLETED'),
          isNull(payments.refundRequestedAt),
        ),
      )
      .orderBy(asc(payments.paidAt))
      .limit(options.limit);
  }
}

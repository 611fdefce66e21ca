import { errorMessages } from '@navalha/core/contracts/errors';
import type { CancellationRefundCause } from '@navalha/core/domain/payments/cancellation-refund';
import { getUnpaidBookingCutoff } from '@navalha/core/domain/payments/payment-expiry';
import { getPaymentStatusesBefore } from '@navalha/core/domain/payments/payment-transitions';
import type { AppointmentRow } from '../../db/schema/appointments.js';
import type { PaymentRow } from '../../db/schema/payments.js';
import { AppError } from '../../errors/app-error.js';
import { GatewayError } from '../../gateways/payment-gateway.js';
import { gatewayOfCharge } from '../../gateways/shop-gateways.js';
import {
  cancelAfterRefund,
  expireUnpaidBookings,
  markPaymentFailed,
  returnPromoCodeUses,
} from '../appointments/booking-lifecycle.js';
import type { PaymentAuditHook } from './payment-audit.js';
import type { PaymentStates } from './payment-states.js';
import { PaymentsRepository } from './payments.repository.js';
import { RefundsDueRepository } from './refunds-due.repository.js';
import { conflict, gatewayUnavailable } from './payment-errors.js';
import {
  CLIENT_CANCELLED_REASON,
  ENDED_REASON,
  EXPIRED_REASON,
  SHOP_REJECTED_REASON,
  refundReasons,
} from './payment-reasons.js';
import type { PaymentsContext } from './payments-context.js';
import { automaticRefundOf } from './refund-parts.js';

/** How many automatic refunds one sweep makes at most. */
const REFUND_BATCH = 50;

/**
 * When payments or bookings end (decision 005): refunds (the shop's, and the automatic ones of
 * bookings that ended with money in), the cancel hook of a cancelled or rejected booking, and
 * the expiry sweep of unpaid payments and bookings.
 */
export class PaymentEndings {
  private readonly context: PaymentsContext;
  private readonly states: PaymentStates;

  constructor(deps: PaymentsContext & { states: PaymentStates }) {
    this.context = deps;
    this.states = deps.states;
  }

  /**
   * The cancel hook (appointments: a client's cancellation, a barber's rejection), called once
   * the booking is CANCELLED. Its open payment is cancelled here (a conditional update, the
   * booking's payment status following) and then at the gateway, outside any transaction;
   * should the gateway say the payer paid meanwhile, the sync records the money, which is then
   * refunded whole. Money the booking had already received by PIX or card goes back by core's
   * `getCancellationRefund` (decision 005). Never throws: the booking is cancelled whatever
   * happens here, and the sweep finishes what a failure leaves.
   */
  async settleEndedBooking(appointmentId: string): Promise<void> {
    try {
      const appointment = await this.context.appointments.findById(appointmentId);
      if (appointment?.status !== 'CANCELLED' && appointment?.status !== 'EXPIRED') return;
      const open = await this.context.repository.findOpenByAppointment(appointmentId);
      if (open) {
        const reason =
          appointment.cancellationFeeCents === null
            ? SHOP_REJECTED_REASON
            : CLIENT_CANCELLED_REASON;
        const cancelled = await this.states.applyState(open, {
          status: 'CANCELLED',
          failureReason: reason,
          cancellationReason: reason,
        });
        if (cancelled.status === 'CANCELLED') await this.states.cancelAtGateway([cancelled]);
      }
      await this.refundEndedBookings(appointmentId);
      // A wallet payment goes back to the wallet (wallet-refunds.ts; the sweep retries it too).
      await this.context.walletRefunds?.refundEnded(appointmentId);
    } catch (error) {
      this.context.log.error({ err: error, appointmentId }, 'settling an ended booking failed');
    }
  }

  /**
   * Refunds the PIX and card payments that completed for bookings that have ended (one
   * booking's, or up to REFUND_BATCH of all: the sweep), by core's `getCancellationRefund`:
   * money that came late goes back whole; a client's cancellation keeps the policy's fee and
   * the method's refund fee; a rejection by the shop returns everything. A gateway failure is
   * logged and the claim released, so the next sweep tries again. Returns how many were
   * refunded.
   */
  async refundEndedBookings(appointmentId?: string): Promise<number> {
    const due = await new RefundsDueRepository(this.context.db).findRefundsDue(
      this.context.gateway.name,
      {
        ...(appointmentId ? { appointmentId } : {}),
        limit: REFUND_BATCH,
      },
    );
    let count = 0;
    for (const { payment, appointment } of due) {
      const cause = refundCauseOf(payment, appointment);
      try {
        // A booking paid in parts gives each its share (decision 029); late money goes back whole.
        const figures =
          cause === 'late'
            ? { refunded: payment.amountCents, fee: 0 }
            : await automaticRefundOf(this.context.repository, payment, appointment, cause);
        await this.refundPayment(payment, figures, payment.refundReason ?? refundReasons[cause]);
        count += 1;
      } catch (error) {
        // Another refund of it (a parallel sweep, the shop's click) claimed it first.
        if (error instanceof AppError && error.statusCode === 409) continue;
        this.context.log.error(
          { err: error, paymentId: payment.id, appointmentId: appointment.id },
          'automatic refund failed; the sweep retries',
        );
      }
    }
    return count;
  }

  /**
   * Refunds `refunded` centavos of a COMPLETED payment, keeping `fee`. The refund is claimed
   * first, so two (a click and the sweep, two clicks) cannot both run; then the gateway; then
   * the payment becomes REFUNDED, the booking's payment too, and an active booking is
   * cancelled with the reason. 409 when it is not refundable (or claimed), 502 when the
   * gateway fails (the claim is released).
   */
  async refundPayment(
    payment: PaymentRow,
    { refunded, fee }: { refunded: number; fee: number },
    reason: string,
    /** The shop's refund is audited in the same transaction (payment-audit.ts). */
    audit?: PaymentAuditHook,
  ): Promise<PaymentRow> {
    const id = payment.id;
    const now = this.context.now();
    const claimed = await this.context.repository.claimRefund(id, now);
    if (!claimed) throw conflict('PAYMENT_NOT_REFUNDABLE', errorMessages.paymentNotRefundable);
    if (payment.gateway !== 'shop' && refunded > 0) {
      try {
        if (!payment.gatewayPaymentId) throw new GatewayError('no gateway payment to refund');
        const gateway = await gatewayOfCharge(this.context.gateways, payment);
        await gateway.refund(payment.gatewayPaymentId, refunded);
      } catch (error) {
        this.context.log.error({ err: error, paymentId: id }, 'gateway refund failed');
        await this.context.repository.releaseRefund(id);
        throw gatewayUnavailable(errorMessages.refundFailed);
      }
    }
    const updated = await this.context.db.transaction(async (tx) => {
      const repository = new PaymentsRepository(tx);
      const row = await repository.moveStatus(
        id,
        'REFUNDED',
        getPaymentStatusesBefore('REFUNDED'),
        {
          refundedAmountCents: refunded,
          refundFeeCents: fee,
          refundReason: reason,
          refundedAt: now,
        },
      );
      if (!row) return null;
      await cancelAfterRefund(tx, row.appointmentId, {
        now,
        reason,
        cancel: true,
        onlyIfPaid: false,
        partsLeft: await repository.hasCompletedPayments(row.appointmentId),
      });
      await audit?.(tx, row);
      return row;
    });
    if (!updated) throw conflict('PAYMENT_NOT_REFUNDABLE', errorMessages.paymentNotRefundable);
    this.context.log.info({ paymentId: id, refunded, fee }, 'payment refunded');
    return updated;
  }

  /**
   * The expiry sweep (architecture §7), safe with many instances: conditional updates claim
   * each row once. Online payments unpaid after 30 minutes are cancelled, and so are open
   * payments of bookings that have ended (a cancel hook that did not finish); PENDING bookings
   * to be paid online (PIX, credit or debit card) made 30 minutes ago with nothing paid or
   * payable become EXPIRED, which frees their slot (the no-double-booking constraint covers
   * only PENDING and CONFIRMED). So do PENDING cash bookings the shop has not confirmed once
   * their start is within the shop's unconfirmedCashExpiresHoursBefore; their client and
   * barber are told (issue 16 §3). The gateway is told afterwards, outside the transaction; the
   * promo code uses of ended bookings come back; then money owed back for ended bookings is
   * refunded (decision 005).
   */
  async expireUnpaid(now: Date = this.context.now()): Promise<{
    cancelledPayments: number;
    expiredAppointments: number;
    refundedPayments: number;
  }> {
    const { cancelled, appointmentIds } = await this.context.db.transaction(async (tx) => {
      const repository = new PaymentsRepository(tx);
      let cancelled: PaymentRow[] = [];
      // Cash bookings expire first, so that their cash payments are cancelled here with the
      // ended bookings'; online bookings after, once their expired payments are cancelled.
      const appointmentIds = await expireUnpaidBookings(
        tx,
        { now, cutoff: getUnpaidBookingCutoff(now) },
        async () => {
          cancelled = [
            ...(await repository.expirePending(now, EXPIRED_REASON)),
            ...(await repository.cancelOpenOfEndedAppointments(ENDED_REASON)),
          ];
          for (const payment of cancelled) {
            await markPaymentFailed(tx, payment.appointmentId, 'CANCELLED', {
              paymentId: payment.id,
              from: ['PENDING', 'PROCESSING', 'FAILED'],
            });
          }
        },
      );
      return { cancelled, appointmentIds };
    });
    await this.states.cancelAtGateway(cancelled);
    // Promo code uses of every booking that ended (expired here, cancelled anywhere) come back.
    await returnPromoCodeUses(this.context.db, now);
    const refundedPayments = await this.refundEndedBookings();
    const result = {
      cancelledPayments: cancelled.length,
      expiredAppointments: appointmentIds.length,
      refundedPayments,
    };
    if (cancelled.length > 0 || appointmentIds.length > 0 || refundedPayments > 0) {
      this.context.log.info(result, 'payment sweep');
    }
    return result;
  }
}

/**
 * Why a paid booking that ended gives its money back: late (marked when the money came after
 * the end, or an expired booking, which had nothing paid), the client's cancellation (the
 * policy's fee was recorded on the booking), or the shop's decision (rejected: no fee).
 */
function refundCauseOf(payment: PaymentRow, appointment: AppointmentRow): CancellationRefundCause {
  if (payment.refundReason !== null || appointment.status === 'EXPIRED') return 'late';
  return appointment.cancellationFeeCents === null ? 'shop' : 'client';
}

import { errorMessages } from '@navalha/core/contracts/errors';
import type { CancellationRefundCause } from '@navalha/core/domain/payments/cancellation-refund';
import { refundFee } from '@navalha/core/domain/payments/fees';
import { PAID_AT_SHOP_REFUND_DESCRIPTION } from '@navalha/core/domain/wallet/wallet-ledger';
import type { AppointmentRow } from '../../db/schema/appointments.js';
import type { PaymentRow } from '../../db/schema/payments.js';
import { cancelAfterRefund } from '../appointments/booking-lifecycle.js';
import type { PaymentAuditHook } from './payment-audit.js';
import { conflict } from './payment-errors.js';
import { CLIENT_CANCELLED_REASON, SHOP_REJECTED_REASON } from './payment-reasons.js';
import { PaymentsRepository } from './payments.repository.js';
import { automaticRefundOf } from './refund-parts.js';
import { RefundsDueRepository } from './refunds-due.repository.js';
import type { WalletPaymentsOptions } from './wallet-payments.js';

/** Why a wallet payment went back to the wallet. */
const refundReasons: Readonly<Record<Exclude<CancellationRefundCause, 'late'>, string>> = {
  client: CLIENT_CANCELLED_REASON,
  shop: SHOP_REJECTED_REASON,
};
/** How many refunds one sweep makes at most. */
const REFUND_BATCH = 50;

/**
 * A wallet payment given back to the wallet (decision 017): when its booking ended, or by the
 * shop. Each refund is one database transaction, the ledger's credit in it.
 */
export class WalletRefunds {
  constructor(private readonly deps: WalletPaymentsOptions) {}

  /**
   * Gives back the wallet payments of bookings that have ended (cancelled, rejected), and the
   * rest paid at the shop after a deposit as credit at that shop (decision 029): one
   * booking's (the cancel hook) or a batch (the sweep, which finishes what a crash left).
   * Each refund is its own transaction, and runs once (see `refund`). Returns how many.
   */
  async refundEnded(appointmentId?: string): Promise<number> {
    const due = await new RefundsDueRepository(this.deps.db).findWalletRefundsDue({
      ...(appointmentId ? { appointmentId } : {}),
      limit: REFUND_BATCH,
    });
    let count = 0;
    for (const { payment, appointment } of due) {
      const cause = refundCauseOf(appointment);
      // A booking paid in parts gives the wallet's part its share (decision 029).
      const figures = await automaticRefundOf(
        new PaymentsRepository(this.deps.db),
        payment,
        appointment,
        cause,
      );
      const refunded = await this.refund(payment, figures, refundReasons[cause], false);
      if (refunded) count += 1;
    }
    return count;
  }

  /**
   * The shop's refund (`POST /payments/{id}/refund`) of a wallet payment: the whole amount
   * less the wallet's refund fee (spec §9: 1%) back to the wallet, and an active booking
   * cancelled with the reason, as a gateway refund does. 409 when it is not refundable.
   */
  async refundByShop(
    payment: PaymentRow,
    reason: string,
    audit?: PaymentAuditHook,
  ): Promise<PaymentRow> {
    const fee = refundFee('WALLET', payment.amountCents);
    const refunded = await this.refund(
      payment,
      { refunded: payment.amountCents - fee, fee },
      reason,
      true,
      audit,
    );
    if (!refunded) throw conflict('PAYMENT_NOT_REFUNDABLE', errorMessages.paymentNotRefundable);
    return refunded;
  }

  /**
   * In one transaction: the payment moves COMPLETED → REFUNDED (a conditional UPDATE that also
   * requires no refund to be claimed: of two refunds, or a replay, the second finds nothing),
   * the booking's payment status follows (and, for the shop's refund, an active booking is
   * cancelled), and `refunded` goes back into the wallet with its ledger row. Null when there
   * was nothing to refund.
   */
  private async refund(
    payment: PaymentRow,
    { refunded, fee }: { refunded: number; fee: number },
    reason: string,
    cancelBooking: boolean,
    /** The shop's refund is audited in the same transaction (payments/payment-audit.ts). */
    audit?: PaymentAuditHook,
  ): Promise<PaymentRow | null> {
    const now = this.deps.now();
    const row = await this.deps.db.transaction(async (tx) => {
      const claimed = await new PaymentsRepository(tx).markRefundedToWallet(payment.id, {
        refundRequestedAt: now,
        refundedAt: now,
        refundedAmountCents: refunded,
        refundFeeCents: fee,
        refundReason: reason,
      });
      if (!claimed) return null;
      await cancelAfterRefund(tx, claimed.appointmentId, {
        now,
        reason,
        cancel: cancelBooking,
        onlyIfPaid: true,
        partsLeft: await new PaymentsRepository(tx).hasCompletedPayments(claimed.appointmentId),
      });
      if (refunded > 0) {
        const credited = await this.deps.wallet.credit(tx, {
          userId: claimed.clientId,
          barbershopId: claimed.barbershopId,
          amountCents: refunded,
          paymentId: claimed.id,
          appointmentId: claimed.appointmentId,
          ...(claimed.gateway === 'shop' ? { description: PAID_AT_SHOP_REFUND_DESCRIPTION } : {}),
        });
        if (!credited) throw new Error(`wallet refund of ${claimed.id} refused`);
      }
      await audit?.(tx, claimed);
      return claimed;
    });
    if (row) this.deps.log.info({ paymentId: row.id, refunded, fee }, 'wallet payment refunded');
    return row;
  }
}

/**
 * Who ended the booking: a client's cancellation records its fee (0 when free), a rejection by
 * the shop records none.
 */
function refundCauseOf(appointment: AppointmentRow): 'client' | 'shop' {
  return appointment.cancellationFeeCents === null ? 'shop' : 'client';
}

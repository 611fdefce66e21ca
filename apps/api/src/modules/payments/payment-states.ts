import { errorMessages } from '@navalha/core/contracts/errors';
import type { PaymentStatusResult } from '@navalha/core/contracts/payments';
import { planGatewayAttemptStep } from '@navalha/core/domain/payments/gateway-attempt';
import { reversalReasons } from '@navalha/core/domain/payments/gateway-status';
import type { Db } from '../../db/client.js';
import type { NewPaymentRow, PaymentRow } from '../../db/schema/payments.js';
import type { GatewayPayment, PaymentGateway } from '../../gateways/payment-gateway.js';
import { gatewayOfCharge, isInAccountOf } from '../../gateways/shop-gateways.js';
import {
  cancelBecausePaymentReversed,
  confirmBecausePaid,
  lockBookingForPayment,
  markPaymentFailed,
  markPaymentProcessing,
  recordBalancePaid,
} from '../appointments/booking-lifecycle.js';
import type { PaymentAuditHook } from './payment-audit.js';
import { toPaymentStatusResult } from './payments.dto.js';
import { PaymentsRepository } from './payments.repository.js';
import { gatewayUnavailable, paymentNotFound } from './payment-errors.js';
import { refundReasons } from './payment-reasons.js';
import type { PaymentState, PaymentsContext } from './payments-context.js';

/** Why an online payment of a booking's rest is flagged: the desk had taken it already. */
export const BALANCE_PAID_TWICE =
  'O restante já tinha sido recebido na barbearia: devolva este pagamento ao cliente.';

/**
 * How a payment's status moves once it exists (architecture §6): every change (a create's
 * answer, webhook, return page, sync, mock, sweep, cancellation) goes through `applyState`, a
 * conditional update along core's payment transitions, so a replay changes nothing; the
 * gateway is asked (`sync`) or told (`cancelAtGateway`) outside any transaction.
 */
export class PaymentStates {
  private readonly context: PaymentsContext;
  private readonly onLateMoney: (appointmentId: string) => Promise<unknown>;

  constructor(
    deps: PaymentsContext & {
      /** Refunds money that came for a booking that had ended (payment-endings.ts). */
      onLateMoney: (appointmentId: string) => Promise<unknown>;
    },
  ) {
    this.context = deps;
    this.onLateMoney = deps.onLateMoney;
  }

  /**
   * Moves a payment to the state a gateway (or the shop) reports, if core's transitions allow
   * it from where it is, and the booking with it, in one short transaction:
   * - COMPLETED: the booking's payment is COMPLETED, and a PENDING booking is confirmed
   *   (core's `confirm`); a booking no longer active keeps its status, and the money, marked
   *   late, is refunded whole once the transaction is over (decision 005);
   * - PROCESSING: the booking's payment is PROCESSING (a card under review);
   * - FAILED, CANCELLED: the booking's payment says so, unless another attempt is open or
   *   paid; the booking itself stays PENDING so the client may try again;
   * - REFUNDED (a refund or chargeback at the gateway): the booking's payment is REFUNDED and
   *   an active booking is cancelled with the gateway's reason, its slot freed, both told.
   * `submission`, a create's gateway answer, is written in the same transaction.
   * A gateway's approval of another amount or currency completes nothing: it is flagged.
   * Returns the payment as it now is.
   */
  async applyState(
    payment: PaymentRow,
    state: PaymentState,
    submission?: Partial<NewPaymentRow> & { submittedAt: Date },
    /** The shop's change is audited in the same transaction (payment-audit.ts). */
    audit?: PaymentAuditHook,
  ): Promise<PaymentRow> {
    const now = this.context.now();
    const to = state.status;
    const step = planGatewayAttemptStep(payment, state, now);
    if (step.kind === 'flag') return this.flagForReview(payment, step.reason, now, submission);
    const moved = await this.context.db.transaction(async (tx) => {
      const repository = new PaymentsRepository(tx);
      // A create's gateway answer is written with its outcome (step 3 of a create).
      if (submission) await repository.recordSubmission(payment.id, submission);
      if (to === 'COMPLETED' && payment.purpose === 'BALANCE') {
        // The desk may have taken the rest meanwhile (decision 029): holding the booking, the
        // later of the two reads the earlier; money paid twice is flagged for the shop.
        await lockBookingForPayment(tx, payment.appointmentId);
        if (await repository.hasCompletedBalance(payment.appointmentId, payment.id)) {
          return 'paid twice' as const;
        }
      }
      const row = await repository.moveStatus(payment.id, to, step.from, {
        ...step.changes,
        ...(state.cancellationReason ? { cancellationReason: state.cancellationReason } : {}),
        ...(to === 'REFUNDED' ? { refundReason: state.failureReason, refundedAt: now } : {}),
      });
      if (!row) return null;
      const late = await this.followOnAppointment(
        tx,
        row,
        now,
        to === 'REFUNDED' ? state.failureReason : null,
      );
      await audit?.(tx, row);
      return { row, late };
    });
    if (moved === 'paid twice') return this.flagForReview(payment, BALANCE_PAID_TWICE, now);
    if (!moved) return this.reload(payment.id);
    this.context.log.info(
      { paymentId: moved.row.id, from: payment.status, to: moved.row.status },
      'payment status changed',
    );
    if (!moved.late) return moved.row;
    // Money for a booking that has ended: it goes straight back (the sweep retries a failure).
    await this.onLateMoney(moved.row.appointmentId);
    return this.reload(payment.id);
  }

  /**
   * The gateway approved another amount or currency than we charged (a forged or tampered
   * payment, a partial PIX): the payment keeps its status and the booking is not confirmed;
   * the shop sees the reason in its admin area (issue 16 §5).
   */
  private async flagForReview(
    payment: PaymentRow,
    reason: string,
    now: Date,
    submission?: Partial<NewPaymentRow> & { submittedAt: Date },
  ): Promise<PaymentRow> {
    const flagged = await this.context.db.transaction(async (tx) => {
      const repository = new PaymentsRepository(tx);
      if (submission) await repository.recordSubmission(payment.id, submission);
      return repository.flagForReview(payment.id, reason, now);
    });
    if (flagged) {
      this.context.log.error(
        { paymentId: payment.id, appointmentId: payment.appointmentId, reason },
        'gateway approved a payment whose amount or currency differs: flagged for review',
      );
    }
    return this.reload(payment.id);
  }

  /**
   * The booking's side of a payment's new status, in the payment's transaction (the
   * appointments module's operations). True when the money came for a booking no longer
   * active: it is marked for a refund, which the caller makes once the transaction is over.
   */
  private async followOnAppointment(
    tx: Db,
    payment: PaymentRow,
    now: Date,
    /** Why the gateway gave the money back, for REFUNDED. */
    reason: string | null,
  ): Promise<boolean> {
    const id = payment.appointmentId;
    switch (payment.status) {
      case 'COMPLETED': {
        // The rest after a deposit leaves the booking as its deposit made it (decision 029).
        const outcome =
          payment.purpose === 'BALANCE'
            ? await recordBalancePaid(tx, id)
            : await confirmBecausePaid(tx, id, payment.method, now);
        if (outcome !== 'ended') return false;
        this.context.log.warn(
          { paymentId: payment.id, appointmentId: id },
          'payment received for a booking no longer active: refunding it',
        );
        await new PaymentsRepository(tx).markLatePayment(payment.id, refundReasons.late);
        return true;
      }
      case 'PROCESSING':
        await markPaymentProcessing(tx, id);
        return false;
      case 'FAILED':
      case 'CANCELLED':
        await markPaymentFailed(tx, id, payment.status, {
          paymentId: payment.id,
          from: ['PENDING', 'PROCESSING', 'FAILED', 'CANCELLED'],
        });
        return false;
      case 'REFUNDED': {
        const why = reason ?? reversalReasons.refunded;
        if (await cancelBecausePaymentReversed(tx, id, now, why)) {
          this.context.log.warn(
            { appointmentId: id, reason: why },
            'payment reversed at the gateway: booking cancelled',
          );
        }
        return false;
      }
      case 'PENDING':
        return false;
    }
  }

  /** The gateway's current status applied to our payment (502 when it cannot be asked). */
  async sync(payment: PaymentRow, hint?: string): Promise<PaymentRow> {
    if (payment.gateway !== this.context.gateway.name) return payment;
    const gatewayPaymentId = payment.gatewayPaymentId ?? hint;
    if (!gatewayPaymentId) return payment;
    let remote: GatewayPayment;
    let gateway: PaymentGateway;
    try {
      gateway = await gatewayOfCharge(this.context.gateways, payment);
      remote = await gateway.get(gatewayPaymentId);
    } catch (error) {
      this.context.log.error({ err: error, paymentId: payment.id }, 'gateway sync failed');
      throw gatewayUnavailable(errorMessages.gatewaySyncFailed);
    }
    // A payment of another account (a hint naming someone else's payment) changes nothing.
    if (!isInAccountOf(gateway, remote)) return payment;
    let current = payment;
    if (!payment.gatewayPaymentId) {
      // Only a hosted checkout learns its gateway payment late, and only one for this booking.
      if (payment.flow !== 'checkout' || remote.externalReference !== payment.appointmentId) {
        return payment;
      }
      current =
        (await this.context.repository.attachGatewayPaymentId(
          payment.id,
          remote.gatewayPaymentId,
        )) ?? (await this.reload(payment.id));
      if (current.gatewayPaymentId !== remote.gatewayPaymentId) return current;
    }
    return this.applyState(current, remote);
  }

  /** `sync` for the sandbox pages and cancellations: a failure is logged, not raised. */
  async syncQuietly(payment: PaymentRow): Promise<PaymentRow> {
    try {
      return await this.sync(payment);
    } catch (error) {
      this.context.log.warn({ err: error, paymentId: payment.id }, 'sync failed');
      return payment;
    }
  }

  /**
   * Our payment for a gateway payment: by its id, or the booking's hosted checkout; only one of
   * `barbershopId`, the shop whose account the payment was read from (decision 043).
   */
  async paymentOf(remote: GatewayPayment, barbershopId: string): Promise<PaymentRow | null> {
    const gateway = this.context.gateway.name;
    const known = await this.context.repository.findByGatewayPaymentId(
      gateway,
      remote.gatewayPaymentId,
    );
    if (known) return known.barbershopId === barbershopId ? known : null;
    if (!remote.externalReference) return null;
    const checkout = await this.context.repository.findCheckoutAwaitingPayment(
      remote.externalReference,
      gateway,
    );
    if (checkout?.barbershopId !== barbershopId) return null;
    return (
      (await this.context.repository.attachGatewayPaymentId(
        checkout.id,
        remote.gatewayPaymentId,
      )) ?? this.context.repository.findByGatewayPaymentId(gateway, remote.gatewayPaymentId)
    );
  }

  /** Tells the gateway about payments we cancelled; it refusing is logged, not raised. */
  async cancelAtGateway(cancelled: readonly PaymentRow[]): Promise<void> {
    for (const payment of cancelled) {
      if (payment.gateway !== this.context.gateway.name || !payment.gatewayPaymentId) continue;
      try {
        const gateway = await gatewayOfCharge(this.context.gateways, payment);
        await gateway.cancel(payment.gatewayPaymentId);
      } catch (error) {
        this.context.log.warn(
          { err: error, paymentId: payment.id },
          'gateway cancel failed; syncing',
        );
        await this.syncQuietly(payment);
      }
    }
  }

  async statusOf(payment: PaymentRow): Promise<PaymentStatusResult> {
    const appointment = await this.context.appointments.findById(payment.appointmentId);
    if (!appointment) throw paymentNotFound();
    return toPaymentStatusResult(payment, appointment);
  }

  async reload(id: string): Promise<PaymentRow> {
    const row = await this.context.repository.findById(id);
    if (!row) throw paymentNotFound();
    return row;
  }
}

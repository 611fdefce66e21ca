import type { CancelPaymentBody, Payment } from '@navalha/core/contracts/payments';
import { gatewayOfCharge } from '../../gateways/shop-gateways.js';
import { errorMessages } from '@navalha/core/contracts/errors';
import { refundFee } from '@navalha/core/domain/payments/fees';
import { cancellationReasons } from '@navalha/core/domain/payments/gateway-status';
import type { AuthUser } from '../auth/auth-user.js';
import { findManagedPayment, findVisiblePayment } from './payment-access.js';
import { paymentAudit } from './payment-audit.js';
import type { PaymentEndings } from './payment-endings.js';
import { conflict } from './payment-errors.js';
import type { PaymentStates } from './payment-states.js';
import { toPaymentDto } from './payments.dto.js';
import type { PaymentsContext } from './payments-context.js';

/** What the shop (and, for a cancellation, the payer) does to an existing payment. */
export class PaymentShopActions {
  private readonly context: PaymentsContext;
  private readonly states: PaymentStates;
  private readonly endings: PaymentEndings;

  constructor(deps: PaymentsContext & { states: PaymentStates; endings: PaymentEndings }) {
    this.context = deps;
    this.states = deps.states;
    this.endings = deps.endings;
  }

  /** The shop received the cash: the payment completes and the booking is confirmed. */
  async confirmCash(actor: AuthUser, id: string): Promise<Payment> {
    const payment = await findManagedPayment(this.context.repository, actor, id);
    if (payment.method !== 'CASH' || payment.status !== 'PENDING') {
      throw conflict('INVALID_PAYMENT_STATE', errorMessages.paymentNotConfirmable);
    }
    const updated = await this.states.applyState(
      payment,
      { status: 'COMPLETED', failureReason: null },
      undefined,
      paymentAudit(actor, 'payment.confirm_cash', payment),
    );
    if (updated.status !== 'COMPLETED') {
      throw conflict('INVALID_PAYMENT_STATE', errorMessages.paymentNotConfirmable);
    }
    return toPaymentDto(updated);
  }

  /**
   * Cancels a PENDING payment (the client gives up on a PIX code, or the shop on a cash one).
   * The row is cancelled first, then the gateway; should the gateway say the payer paid in
   * the meantime, the sync that follows records it (COMPLETED may follow CANCELLED).
   */
  async cancel(actor: AuthUser, id: string, body: CancelPaymentBody): Promise<Payment> {
    const payment = await findVisiblePayment(this.context.repository, actor, id);
    if (payment.status !== 'PENDING') {
      throw conflict('INVALID_PAYMENT_STATE', errorMessages.paymentNotPending);
    }
    const byClient = actor.role === 'CLIENT';
    const reason =
      body?.reason ??
      (byClient ? cancellationReasons.by_payer : cancellationReasons.by_collector) ??
      null;
    const cancelled = await this.states.applyState(
      payment,
      {
        status: 'CANCELLED',
        failureReason: reason,
        ...(reason ? { cancellationReason: reason } : {}),
      },
      undefined,
      paymentAudit(actor, 'payment.cancel', payment),
    );
    if (cancelled.status !== 'CANCELLED') {
      throw conflict('INVALID_PAYMENT_STATE', errorMessages.paymentNotPending);
    }
    if (cancelled.gateway !== 'shop' && cancelled.gatewayPaymentId) {
      try {
        const gateway = await gatewayOfCharge(this.context.gateways, cancelled);
        await gateway.cancel(cancelled.gatewayPaymentId);
      } catch (error) {
        this.context.log.warn(
          { err: error, paymentId: id },
          'gateway refused the cancellation; syncing',
        );
        return toPaymentDto(await this.states.syncQuietly(cancelled));
      }
    }
    return toPaymentDto(cancelled);
  }

  /**
   * A refund by the shop (ADMIN/OWNER): only COMPLETED, whole amount, less the method's refund
   * fee of spec §9 (core's `refundFee`). The refund is claimed first, so two clicks cannot
   * refund twice; then the gateway; then the payment becomes REFUNDED and an active booking
   * is cancelled with the reason.
   */
  async refund(actor: AuthUser, id: string, reason: string): Promise<Payment> {
    const payment = await findManagedPayment(this.context.repository, actor, id);
    if (payment.status !== 'COMPLETED') {
      throw conflict('PAYMENT_NOT_REFUNDABLE', errorMessages.paymentNotRefundable);
    }
    const audit = paymentAudit(actor, 'payment.refund', payment);
    // The wallet's money goes back to the wallet, less its own refund fee.
    const { walletRefunds } = this.context;
    if (payment.method === 'WALLET' && walletRefunds) {
      return toPaymentDto(await walletRefunds.refundByShop(payment, reason, audit));
    }
    const fee = refundFee(payment.method, payment.amountCents);
    const refunded = await this.endings.refundPayment(
      payment,
      { refunded: payment.amountCents - fee, fee },
      reason,
      audit,
    );
    return toPaymentDto(refunded);
  }
}

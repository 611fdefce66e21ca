import type { CancellationRefundCause } from '@navalha/core/domain/payments/cancellation-refund';
import {
  cancellationReasons,
  DEFAULT_CANCELLATION_REASON,
  DEFAULT_REJECTION_REASON,
  rejectionReasons,
  reversalReasons,
} from '@navalha/core/domain/payments/gateway-status';

// The pt-BR reasons our code writes on payments.

/** Why the sweep cancelled an unpaid payment (core's reason for Mercado Pago's 'expired'). */
export const EXPIRED_REASON = cancellationReasons.expired ?? 'O prazo para pagamento expirou.';
/** Why a booking's open payment was cancelled when the booking ended. */
export const CLIENT_CANCELLED_REASON = 'Agendamento cancelado pelo cliente.';
export const SHOP_REJECTED_REASON = 'Agendamento recusado pela barbearia.';
export const ENDED_REASON = 'O agendamento não está mais ativo.';
/** Why money paid for a booking that ended goes back (the refund's reason). */
export const refundReasons: Readonly<Record<CancellationRefundCause, string>> = {
  client: CLIENT_CANCELLED_REASON,
  shop: SHOP_REJECTED_REASON,
  late: 'Pagamento recebido depois do fim do agendamento.',
};

/**
 * Every reason our code or the gateway writes on a payment: any other text there was typed by
 * a person, and an account's deletion clears it (decision 006).
 */
export const ownPaymentReasons: readonly string[] = [
  ...Object.values(cancellationReasons),
  ...Object.values(rejectionReasons),
  ...Object.values(reversalReasons),
  ...Object.values(refundReasons),
  DEFAULT_CANCELLATION_REASON,
  DEFAULT_REJECTION_REASON,
  EXPIRED_REASON,
  ENDED_REASON,
];

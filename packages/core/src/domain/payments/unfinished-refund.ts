import { formatBRL } from '../money.js';
import type { Cents } from '../money.js';

/**
 * A refund the gateway broke off between two parts of a booking (decision 029): the desk's
 * cancel or 'Faltou' refunds every part before it ends the booking, so when the gateway gives
 * the deposit back and then fails on the rest, the deposit is REFUNDED, the rest still
 * COMPLETED and the booking still active until the desk tries again. Nothing else may end it
 * meanwhile: completing it would keep as earned a booking whose money went partly back.
 */

/** Why 'Faltou' gives money back: the reason its refund writes on each part. */
export const NO_SHOW_REFUND_REASON = 'Cliente não compareceu.';

/** Why a booking holding a broken-off refund cannot be completed (409 REFUND_UNFINISHED). */
export const UNFINISHED_REFUND_MESSAGE =
  'Parte do pagamento deste agendamento já foi devolvida e o reembolso do restante falhou. ' +
  'Tente o reembolso de novo antes de concluir o atendimento.';

/** What the rule reads of a booking. */
export interface UnfinishedRefundBooking {
  status: string;
  paymentStatus: string;
  depositCents: Cents | null;
}

/** What the rule reads of each payment that brought the booking money in. */
export interface RefundPartState {
  status: string;
  refundedAmountCents: Cents | null;
  refundReason: string | null;
}

/** The broken-off refund: which ending to try again, and what already went back. */
export interface UnfinishedRefund {
  /** The desk's cancellation (its reason) or 'Faltou'. */
  ending: 'cancel' | 'no_show';
  /** The reason the parts already refunded carry (the cancellation's, or the no-show's). */
  reason: string | null;
  /** What the parts already refunded gave back. */
  refundedCents: Cents;
}

/**
 * The refund still owed of an active booking paid in parts, or null: PENDING or CONFIRMED,
 * marked paid, with a deposit, and among its parts one REFUNDED while another is still
 * COMPLETED. A refund that finishes ends the booking or marks it REFUNDED, so on such a
 * booking a refunded part is always one of a refund the gateway broke off. Worked example:
 * R$ 20,00 deposit and R$ 30,00 rest by PIX, a late cancel keeps R$ 10,00: the deposit's
 * R$ 10,00 went back, the rest's refund failed → { ending: 'cancel', refundedCents: 1000 }.
 */
export function getUnfinishedRefund(
  booking: UnfinishedRefundBooking,
  parts: readonly RefundPartState[],
): UnfinishedRefund | null {
  if (booking.status !== 'PENDING' && booking.status !== 'CONFIRMED') return null;
  if (booking.paymentStatus !== 'COMPLETED' || !booking.depositCents) return null;
  const refunded = parts.filter((part) => part.status === 'REFUNDED');
  const [first] = refunded;
  if (!first || !parts.some((part) => part.status === 'COMPLETED')) return null;
  return {
    ending: first.refundReason === NO_SHOW_REFUND_REASON ? 'no_show' : 'cancel',
    reason: first.refundReason,
    refundedCents: refunded.reduce((sum, part) => sum + (part.refundedAmountCents ?? 0), 0),
  };
}

/**
 * What the desk reads of a broken-off refund, in one sentence: what went back, what failed,
 * and the way forward. Example: 'R$ 10,00 já voltou ao cliente, mas o reembolso do restante
 * falhou. Tente o reembolso de novo para registrar a falta; até lá o atendimento não pode ser
 * concluído.'
 */
export function describeUnfinishedRefund(refund: UnfinishedRefund): string {
  const then = refund.ending === 'no_show' ? 'registrar a falta' : 'cancelar o agendamento';
  return (
    `${formatBRL(refund.refundedCents)} já voltou ao cliente, mas o reembolso do restante ` +
    `falhou. Tente o reembolso de novo para ${then}; até lá o atendimento não pode ser ` +
    'concluído.'
  );
}

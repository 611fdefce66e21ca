import type { Cents } from '../money.js';
import { refundFee } from './fees.js';
import type { PaymentMethod } from './payment-method.js';

/**
 * Why money paid for a booking goes back, which decides what is kept:
 * - `client`: the client cancelled. The cancellation policy's fee stays with the shop (nothing
 *   up to 24 h before, then 50% of the value), and the method's refund fee of spec §9 (credit
 *   3%, debit 2%, PIX 0, wallet 1%) is kept on what is returned;
 * - `shop`: the shop turned the booking down (the barber rejected it): everything goes back;
 * - `late`: the money arrived after the booking had ended (cancelled or expired) for a payment
 *   we had given up on: it should never have been taken, so everything goes back.
 */
export type CancellationRefundCause = 'client' | 'shop' | 'late';

export interface CancellationRefundInput {
  cause: CancellationRefundCause;
  method: PaymentMethod;
  /** What the payment brought in, in centavos. */
  paidCents: Cents;
  /** The fee the cancellation policy stated when the client cancelled (only for `client`). */
  cancellationFeeCents?: Cents | null;
}

/** What a cancelled booking's payment gives back, in centavos. */
export interface CancellationRefund {
  /** Kept under the cancellation policy (never more than was paid). */
  cancellationFee: Cents;
  /** Kept for the refund itself, on `paid − cancellationFee`. */
  refundFee: Cents;
  /** What goes back to the payer: paid − cancellationFee − refundFee, never negative. */
  refunded: Cents;
}

/**
 * The automatic refund of a paid booking that will not happen (decision 005).
 * Worked example: R$ 48,78 paid by credit card, cancelled by the client 3 h before
 * (fee R$ 24,39): 2439 stay as the fee, 3% of the other 2439 is 73.17 → 73 kept for the
 * refund, 2366 (R$ 23,66) go back. Rejected by the barber: 4878 go back.
 */
export function getCancellationRefund({
  cause,
  method,
  paidCents,
  cancellationFeeCents,
}: CancellationRefundInput): CancellationRefund {
  if (!Number.isSafeInteger(paidCents) || paidCents < 0) {
    throw new RangeError(`paidCents must be a non-negative integer, got ${paidCents}`);
  }
  if (cause !== 'client') return { cancellationFee: 0, refundFee: 0, refunded: paidCents };
  const stated = cancellationFeeCents ?? 0;
  if (!Number.isSafeInteger(stated) || stated < 0) {
    throw new RangeError(`cancellationFeeCents must be a non-negative integer, got ${stated}`);
  }
  const cancellationFee = Math.min(stated, paidCents);
  const returnable = paidCents - cancellationFee;
  const fee = refundFee(method, returnable);
  return { cancellationFee, refundFee: fee, refunded: returnable - fee };
}

/**
 * Where and when a booking's refund arrives, by how it was paid (issue 18 §2): card refunds
 * are reversed by the issuer onto the card's bill; PIX and the wallet are immediate. Null for
 * cash, which the shop hands back.
 */
export function describeRefundDestination(method: PaymentMethod): string | null {
  switch (method) {
    case 'CREDIT_CARD':
      return 'no cartão de crédito, na fatura atual ou na próxima';
    case 'DEBIT_CARD':
      return 'no cartão de débito, em até 10 dias úteis';
    case 'PIX':
      return 'por PIX, na conta que pagou, em até 1 dia útil';
    case 'WALLET':
      return 'na carteira, na hora';
    case 'CASH':
      return null;
  }
}

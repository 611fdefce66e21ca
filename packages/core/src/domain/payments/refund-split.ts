import type { Cents } from '../money.js';
import { refundFee } from './fees.js';
import type { PaymentMethod } from './payment-method.js';

/**
 * A booking paid in parts (decision 029: a deposit online, then the rest online or at the
 * shop) gives its money back part by part, each the way it came. What the shop keeps (the
 * cancellation fee, the no-show fee, what the desk chose to keep) is taken from the first
 * part paid first — the deposit, which exists to be kept — and the rest of each part goes
 * back. With one part these are exactly the single-payment figures.
 */

/** One payment of a booking that brought money in, in the order it was paid. */
export interface PaidPart {
  method: PaymentMethod;
  amountCents: Cents;
}

/** What one part gives back and keeps, in centavos. */
export interface PartRefund {
  /** Goes back to the payer, the way this part came. */
  refunded: Cents;
  /** Kept for the refund itself (the method's refund fee of spec §9). */
  refundFee: Cents;
  /** Kept by the shop as the fee. */
  kept: Cents;
}

/** The parts' figures and their sums. */
export interface SplitRefund {
  parts: PartRefund[];
  total: PartRefund;
}

function assertParts(parts: readonly PaidPart[]): void {
  for (const part of parts) {
    if (!Number.isSafeInteger(part.amountCents) || part.amountCents < 0) {
      throw new RangeError(`amountCents must be a non-negative integer, got ${part.amountCents}`);
    }
  }
}

/** What the parts brought in together. */
export function sumPaid(parts: readonly PaidPart[]): Cents {
  return parts.reduce((sum, part) => sum + part.amountCents, 0);
}

/**
 * `keptCents` spread over the parts, the first first, never more than a part brought in.
 * Worked example: a R$ 20,00 deposit then R$ 30,00; R$ 25,00 kept → [2000, 500].
 */
export function spreadKept(parts: readonly PaidPart[], keptCents: Cents): Cents[] {
  assertParts(parts);
  let left = Math.max(0, keptCents);
  return parts.map((part) => {
    const kept = Math.min(left, part.amountCents);
    left -= kept;
    return kept;
  });
}

function summed(parts: PartRefund[]): SplitRefund {
  const total = parts.reduce(
    (sum, part) => ({
      refunded: sum.refunded + part.refunded,
      refundFee: sum.refundFee + part.refundFee,
      kept: sum.kept + part.kept,
    }),
    { refunded: 0, refundFee: 0, kept: 0 },
  );
  return { parts, total };
}

/**
 * The shop keeps `keptCents` (from the first part first) and gives the rest back; with
 * `chargeRefundFee`, each part's method's refund fee is kept on what that part returns (a
 * client's own cancellation, the desk's 'policy' choice). Worked example: R$ 20,00 by PIX then
 * R$ 30,00 by credit card, fee R$ 25,00 → PIX keeps 2000 and returns 0; the card keeps 500,
 * 3% of 2500 (75) for the refund, and returns 2425.
 */
export function getSplitRefund(
  parts: readonly PaidPart[],
  keptCents: Cents,
  chargeRefundFee: boolean,
): SplitRefund {
  const kept = spreadKept(parts, keptCents);
  return summed(
    parts.map((part, index) => {
      const partKept = kept[index] ?? 0;
      const returnable = part.amountCents - partKept;
      const fee = chargeRefundFee ? refundFee(part.method, returnable) : 0;
      return { refunded: returnable - fee, refundFee: fee, kept: partKept };
    }),
  );
}

import type { Cents } from '../money.js';
import { getCancellationRefund } from '../payments/cancellation-refund.js';
import type { PaymentMethod } from '../payments/payment-method.js';
import { getSplitRefund, sumPaid } from '../payments/refund-split.js';
import type { PaidPart, SplitRefund } from '../payments/refund-split.js';

/**
 * What the front desk does to a booking (issue 17 §2): the reasons it offers when cancelling,
 * the no-show fee, the refund choices of a paid booking and the change of a cash payment.
 */

/** The reasons offered when the desk cancels; any other is typed in (issue 17 §2). */
export const deskCancellationReasons = [
  'Cliente pediu',
  'Barbeiro indisponível',
  'Barbearia fechada',
  'Imprevisto da barbearia',
] as const;

/** How the desk received a payment at the shop: cash, or PIX / card at the shop's machine. */
export const deskReceiveMethods = ['cash', 'pix', 'card'] as const;
export type DeskReceiveMethod = (typeof deskReceiveMethods)[number];

const receiveMethodLabels: Readonly<Record<DeskReceiveMethod, string>> = {
  cash: 'Dinheiro',
  pix: 'PIX na maquininha',
  card: 'Cartão na maquininha',
};

/** The pt-BR label of how the desk received a payment. */
export function getDeskReceiveMethodLabel(method: DeskReceiveMethod): string {
  return receiveMethodLabels[method];
}

/** The fee a no-show costs: `percent` of the booking's value, rounded to the centavo. */
export function getNoShowFee(totalCents: Cents, percent: number): Cents {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    throw new RangeError(`totalCents must be a non-negative integer, got ${totalCents}`);
  }
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`percent must be an integer from 0 to 100, got ${percent}`);
  }
  return Math.round((totalCents * percent) / 100);
}

/**
 * The change of a cash payment: what was handed over less what is due; null when it does not
 * cover what is due (the desk cannot receive less than the amount).
 */
export function getCashChange(dueCents: Cents, givenCents: Cents): Cents | null {
  if (!Number.isSafeInteger(givenCents) || givenCents < dueCents) return null;
  return givenCents - dueCents;
}

/** Which refund the desk chose for a paid booking it cancels. */
export type DeskRefundChoice =
  { kind: 'policy' } | { kind: 'full' } | { kind: 'partial'; amountCents: Cents };

/** What a refund gives back and what the shop keeps, in centavos. */
export interface DeskRefundFigures {
  /** Goes back to the client. */
  refunded: Cents;
  /** Kept for the refund itself (the method's refund fee of spec §9), policy choice only. */
  refundFee: Cents;
  /** Kept by the shop as the cancellation's fee. */
  kept: Cents;
}

export interface DeskRefundInput {
  method: PaymentMethod;
  paidCents: Cents;
  /** The cancellation policy's fee had the client cancelled now (core's cancellation policy). */
  policyFeeCents: Cents;
}

/**
 * The figures of a refund choice: 'policy' returns what a client's own cancellation would
 * (the policy's fee and the method's refund fee kept); 'full' returns everything; 'partial'
 * returns the typed amount, between R$ 0,01 and what was paid (null when outside). Worked
 * example: R$ 60,00 paid by PIX, policy fee R$ 30,00 → policy refunds 3000, full 6000,
 * partial 2000 keeps 4000.
 */
export function getDeskRefund(
  input: DeskRefundInput,
  choice: DeskRefundChoice,
): DeskRefundFigures | null {
  const { paidCents } = input;
  switch (choice.kind) {
    case 'policy': {
      const figures = getCancellationRefund({
        cause: 'client',
        method: input.method,
        paidCents,
        cancellationFeeCents: input.policyFeeCents,
      });
      return {
        refunded: figures.refunded,
        refundFee: figures.refundFee,
        kept: figures.cancellationFee,
      };
    }
    case 'full':
      return { refunded: paidCents, refundFee: 0, kept: 0 };
    case 'partial': {
      const amount = choice.amountCents;
      if (!Number.isSafeInteger(amount) || amount < 1 || amount > paidCents) return null;
      return { refunded: amount, refundFee: 0, kept: paidCents - amount };
    }
  }
}

/**
 * `getDeskRefund` for a booking paid in parts (a deposit, then the rest; decision 029): the
 * same choices over what all its parts brought in, what is kept taken from the deposit first
 * and each part given back the way it came (core's refund-split). Null when a typed amount is
 * outside R$ 0,01 … what was paid. With one part, the figures of `getDeskRefund`.
 */
export function getDeskRefundSplit(
  parts: readonly PaidPart[],
  policyFeeCents: Cents,
  choice: DeskRefundChoice,
): SplitRefund | null {
  const paid = sumPaid(parts);
  switch (choice.kind) {
    case 'policy':
      return getSplitRefund(parts, policyFeeCents, true);
    case 'full':
      return getSplitRefund(parts, 0, false);
    case 'partial': {
      const amount = choice.amountCents;
      if (!Number.isSafeInteger(amount) || amount < 1 || amount > paid) return null;
      return getSplitRefund(parts, paid - amount, false);
    }
  }
}

/** Who may refund more than the cancellation policy: the shop's managers, not the reception. */
export function mayRefundBeyondPolicy(role: string): boolean {
  return role === 'OWNER' || role === 'ADMIN';
}

/**
 * The figures of a no-show of a paid booking: the fee is kept (never more than was paid) and
 * the rest goes back whole, without a refund fee (the shop's rule, not the client's choice).
 */
export function getNoShowRefund(paidCents: Cents, feeCents: Cents): DeskRefundFigures {
  const kept = Math.min(paidCents, feeCents);
  return { refunded: paidCents - kept, refundFee: 0, kept };
}

/**
 * Whether a refund returns more than the policy would: only the shop's OWNER or ADMIN may
 * choose it, not the reception (issue 17 §4).
 */
export function isRefundBeyondPolicy(input: DeskRefundInput, figures: DeskRefundFigures): boolean {
  const policy = getDeskRefund(input, { kind: 'policy' });
  return policy !== null && figures.refunded > policy.refunded;
}

/**
 * An amount typed at the desk in reais ('50', '50,5', '1.234,56', 'R$ 20,00') in centavos;
 * null when it is not one (more than two decimals, letters, negative).
 */
export function parseBrlInput(text: string): Cents | null {
  const cleaned = text.replace(/R\$/i, '').replace(/\s/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.replace(/\./g, '').split(',');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

import type { Cents } from '../money.js';
import { formatBRL } from '../money.js';
import { describeRefundDestination } from './cancellation-refund.js';
import type { PaymentMethod } from './payment-method.js';

/**
 * Where one part of a booking's money goes back when the client cancels (decision 029):
 * `original` the way it came (PIX, card), `wallet` to the client's wallet at the shop (a
 * wallet payment, or the rest after a deposit paid at the shop), `shop` handed back by the
 * shop (a whole booking paid there in cash, decision 005).
 */
export const refundDestinations = ['original', 'wallet', 'shop'] as const;

export type RefundDestination = (typeof refundDestinations)[number];

/** One part of a cancellation's refund, as the server computes it. */
export interface RefundPartQuote {
  method: PaymentMethod;
  destination: RefundDestination;
  /** What goes back, after the cancellation fee and the method's refund fee. */
  amountCents: Cents;
}

/**
 * One part in words, for a list of the refund's parts. Worked example: R$ 10,00 by PIX →
 * 'R$ 10,00 por PIX, na conta que pagou, em até 1 dia útil'; R$ 30,00 paid at the shop in
 * cash → 'R$ 30,00 em crédito na sua carteira desta barbearia (o valor pago na barbearia)'.
 */
export function describeRefundPart(part: RefundPartQuote): string {
  const amount = formatBRL(part.amountCents);
  switch (part.destination) {
    case 'original':
      return `${amount} ${describeRefundDestination(part.method) ?? ''}`.trimEnd();
    case 'wallet':
      return part.method === 'WALLET'
        ? `${amount} na carteira, na hora`
        : `${amount} em crédito na sua carteira desta barbearia (o valor pago na barbearia)`;
    case 'shop':
      return `${amount} devolvidos pela barbearia`;
  }
}

/**
 * The sentence of a refund with one destination: 'por PIX, na conta que pagou, em até 1 dia
 * útil'; null when the shop hands it back and nothing more can be said.
 */
export function describeSingleRefundDestination(part: RefundPartQuote): string | null {
  switch (part.destination) {
    case 'original':
      return describeRefundDestination(part.method);
    case 'wallet':
      return part.method === 'WALLET'
        ? 'na carteira, na hora'
        : 'em crédito na sua carteira desta barbearia';
    case 'shop':
      return null;
  }
}

import { formatBRL } from '../money.js';
import type { Cents } from '../money.js';

/** The only currency the shops charge in (Mercado Pago's `currency_id`). */
export const SHOP_CURRENCY = 'BRL';

/** What a gateway says it received for a payment. */
export interface GatewayAmount {
  amountCents: number | null;
  currency: string | null;
}

/**
 * Why a payment the gateway reports as approved cannot be taken as paid, or null when the
 * gateway received exactly what we charged, in reais. The answer is what the shop reads:
 * an approved R$ 0,01 for a R$ 45,00 booking is 'Pagamento em revisão: valor recebido
 * R$ 0,01, esperado R$ 45,00.' An unknown amount or currency is a mismatch too.
 */
export function findGatewayAmountMismatch(
  expectedCents: Cents,
  received: GatewayAmount,
): string | null {
  const expected = formatBRL(expectedCents);
  if (received.currency !== SHOP_CURRENCY) {
    return `Pagamento em revisão: moeda recebida ${received.currency ?? 'desconhecida'}, esperado ${SHOP_CURRENCY} (${expected}).`;
  }
  if (received.amountCents === null) {
    return `Pagamento em revisão: valor recebido desconhecido, esperado ${expected}.`;
  }
  if (received.amountCents !== expectedCents) {
    return `Pagamento em revisão: valor recebido ${formatBRL(received.amountCents)}, esperado ${expected}.`;
  }
  return null;
}

import { formatBRL } from '../money.js';
import type { OrderTotals } from './fees.js';
import type { PaymentMethod } from './payment-method.js';

const feeOf: Record<PaymentMethod, string> = {
  PIX: 'A taxa do PIX',
  CREDIT_CARD: 'A taxa do cartão de crédito',
  DEBIT_CARD: 'A taxa do cartão de débito',
  WALLET: 'A taxa da carteira',
  CASH: 'A taxa do pagamento em dinheiro',
};

/**
 * Why the server's total differs from the one the screen showed (a PRICE_CHANGED, issue 18 §2),
 * in the client's words, each change in reais:
 * 'A taxa do cartão de crédito mudou de R$ 7,14 para R$ 4,25.' Null when nothing differs.
 */
export function explainPriceChange(
  shown: OrderTotals,
  current: OrderTotals,
  method: PaymentMethod,
): string | null {
  const reasons: string[] = [];
  if (shown.subtotal !== current.subtotal) {
    reasons.push(
      `O preço dos serviços mudou de ${formatBRL(shown.subtotal)} para ${formatBRL(current.subtotal)}.`,
    );
  }
  if (shown.discount !== current.discount) {
    reasons.push(
      `O desconto mudou de ${formatBRL(shown.discount)} para ${formatBRL(current.discount)}.`,
    );
  }
  if (shown.paymentFee !== current.paymentFee) {
    reasons.push(
      `${feeOf[method]} mudou de ${formatBRL(shown.paymentFee)} para ${formatBRL(current.paymentFee)}.`,
    );
  }
  return reasons.length > 0 ? reasons.join(' ') : null;
}

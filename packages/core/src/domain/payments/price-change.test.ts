import { describe, expect, it } from 'vitest';
import { computeOrderTotals, PAYMENT_FEE_BASIS_POINTS } from './fees.js';
import { explainPriceChange } from './price-change.js';

const items = [{ priceCents: 8500 }];

describe('explainPriceChange', () => {
  it('names the card fee the owner changed, in reais', () => {
    const shown = computeOrderTotals({ items, method: 'CREDIT_CARD' });
    const current = computeOrderTotals({
      items,
      method: 'CREDIT_CARD',
      feeBasisPoints: { ...PAYMENT_FEE_BASIS_POINTS, CREDIT_CARD: 500 },
    });
    expect(explainPriceChange(shown, current, 'CREDIT_CARD')).toBe(
      'A taxa do cartão de crédito mudou de R$\u00a07,14 para R$\u00a04,25.',
    );
  });

  it('names a service price and a discount that changed', () => {
    const shown = { subtotal: 8500, discount: 850, paymentFee: 0, total: 7650 };
    const current = { subtotal: 9000, discount: 0, paymentFee: 0, total: 9000 };
    expect(explainPriceChange(shown, current, 'CASH')).toBe(
      'O preço dos serviços mudou de R$\u00a085,00 para R$\u00a090,00. ' +
        'O desconto mudou de R$\u00a08,50 para R$\u00a00,00.',
    );
  });

  it('is null when the figures agree', () => {
    const totals = computeOrderTotals({ items, method: 'PIX' });
    expect(explainPriceChange(totals, { ...totals }, 'PIX')).toBeNull();
  });
});

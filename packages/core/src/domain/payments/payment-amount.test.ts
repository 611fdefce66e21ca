import { describe, expect, it } from 'vitest';
import { getPaymentAmount } from './payment-amount.js';

describe('getPaymentAmount', () => {
  const booking = { subtotal: 7500, discount: 750 };

  it('keeps the total agreed at booking for the method it was priced for', () => {
    // A fee table that changed since the booking does not move its price.
    expect(getPaymentAmount({ ...booking, paymentMethod: 'PIX', total: 6800 }, 'PIX')).toBe(6800);
  });

  it("reprices with the other method's fee on subtotal minus discount", () => {
    const cash = { ...booking, paymentMethod: 'CASH' as const, total: 6750 };
    expect(getPaymentAmount(cash, 'PIX')).toBe(6818);
    expect(getPaymentAmount(cash, 'CREDIT_CARD')).toBe(7317);
    expect(getPaymentAmount(cash, 'DEBIT_CARD')).toBe(6953);
    expect(getPaymentAmount({ ...cash, paymentMethod: null }, 'CASH')).toBe(6750);
  });

  it("uses the shop's fee table when given", () => {
    const fees = { PIX: 0, CREDIT_CARD: 500, DEBIT_CARD: 0, WALLET: 0, CASH: 0 };
    const cash = { ...booking, paymentMethod: 'CASH' as const, total: 6750 };
    expect(getPaymentAmount(cash, 'CREDIT_CARD', fees)).toBe(7088);
  });
});

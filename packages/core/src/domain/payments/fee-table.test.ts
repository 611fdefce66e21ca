import { describe, expect, it } from 'vitest';
import { getFeeTable } from './fee-table.js';
import { PAYMENT_FEE_BASIS_POINTS } from './fees.js';
import { paymentMethods } from './payment-method.js';

describe('getFeeTable', () => {
  it("keys each of the shop's fees by its payment method", () => {
    const table = getFeeTable({
      paymentFeeBasisPoints: { pix: 1, debit_card: 2, credit_card: 3, wallet: 4, cash: 5 },
    });
    expect(table).toEqual({ PIX: 1, DEBIT_CARD: 2, CREDIT_CARD: 3, WALLET: 4, CASH: 5 });
  });

  it('gives every payment method a fee', () => {
    const table = getFeeTable({
      paymentFeeBasisPoints: { pix: 100, debit_card: 300, credit_card: 840, wallet: 0, cash: 0 },
    });
    expect(Object.keys(table).sort()).toEqual([...paymentMethods].sort());
    expect(table).toEqual(PAYMENT_FEE_BASIS_POINTS);
  });
});

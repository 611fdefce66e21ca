import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeOrderTotals } from './fees.js';
import { repriceForMethod } from './order-method.js';
import { paymentMethods } from './payment-method.js';

describe('repriceForMethod', () => {
  it('keeps subtotal and discount and charges the new method’s fee', () => {
    expect(repriceForMethod({ subtotal: 7500, discount: 750 }, 'PIX')).toEqual({
      subtotal: 7500,
      discount: 750,
      paymentFee: 68,
      total: 6818,
    });
    expect(repriceForMethod({ subtotal: 7500, discount: 750 }, 'CASH').total).toBe(6750);
    expect(repriceForMethod({ subtotal: 7500, discount: 750 }, 'CREDIT_CARD').total).toBe(7317);
  });

  it('prices exactly as computeOrderTotals for every method', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom(...paymentMethods),
        fc.constantFrom(...paymentMethods),
        (prices, promoPercent, first, second) => {
          const items = prices.map((priceCents) => ({ priceCents }));
          const before = computeOrderTotals({ items, promoPercent, method: first });
          expect(repriceForMethod(before, second)).toEqual(
            computeOrderTotals({ items, promoPercent, method: second }),
          );
        },
      ),
    );
  });

  it('refuses a discount larger than the subtotal', () => {
    expect(() => repriceForMethod({ subtotal: 100, discount: 101 }, 'CASH')).toThrow(RangeError);
  });
});

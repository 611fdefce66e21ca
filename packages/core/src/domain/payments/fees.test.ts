import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeOrderTotals, refundFee } from './fees.js';
import { paymentMethods } from './payment-method.js';

const corte = { priceCents: 4500 };
const barbaEmPromocao = { priceCents: 3500, promotionalPriceCents: 3000 };

describe('computeOrderTotals', () => {
  it('prices the worked example of the JSDoc', () => {
    expect(
      computeOrderTotals({
        items: [corte, barbaEmPromocao],
        promoPercent: 10,
        method: 'CREDIT_CARD',
      }),
    ).toEqual({ subtotal: 7500, discount: 750, paymentFee: 567, total: 7317 });
  });

  it('charges each method its fee on subtotal minus discount', () => {
    const fee = (method: (typeof paymentMethods)[number]) =>
      computeOrderTotals({ items: [{ priceCents: 10_000 }], method }).paymentFee;
    expect(fee('PIX')).toBe(100);
    expect(fee('DEBIT_CARD')).toBe(300);
    expect(fee('CREDIT_CARD')).toBe(840);
    expect(fee('WALLET')).toBe(0);
    expect(fee('CASH')).toBe(0);
  });

  it('uses the promotional price only when it is lower', () => {
    const totals = computeOrderTotals({
      items: [{ priceCents: 4500, promotionalPriceCents: 5000 }, barbaEmPromocao],
      method: 'CASH',
    });
    expect(totals).toEqual({ subtotal: 7500, discount: 0, paymentFee: 0, total: 7500 });
  });

  it('rounds the fee half-up to the centavo', () => {
    // 1% of R$ 0,50 = 0.5 centavo → 1; 8.4% of R$ 0,25 = 2.1 → 2.
    expect(computeOrderTotals({ items: [{ priceCents: 50 }], method: 'PIX' }).paymentFee).toBe(1);
    expect(
      computeOrderTotals({ items: [{ priceCents: 25 }], method: 'CREDIT_CARD' }).paymentFee,
    ).toBe(2);
  });

  it('takes the shop its own fee table', () => {
    const feeBasisPoints = { PIX: 0, DEBIT_CARD: 0, CREDIT_CARD: 500, WALLET: 0, CASH: 0 };
    const totals = computeOrderTotals({ items: [corte], method: 'CREDIT_CARD', feeBasisPoints });
    expect(totals.paymentFee).toBe(225);
  });

  it('is zero for an empty order', () => {
    expect(computeOrderTotals({ items: [], promoPercent: 10, method: 'CREDIT_CARD' })).toEqual({
      subtotal: 0,
      discount: 0,
      paymentFee: 0,
      total: 0,
    });
  });

  it('rejects a promo percentage outside 0–100', () => {
    expect(() => computeOrderTotals({ items: [corte], promoPercent: 101, method: 'PIX' })).toThrow(
      RangeError,
    );
    expect(() => computeOrderTotals({ items: [corte], promoPercent: -5, method: 'PIX' })).toThrow(
      RangeError,
    );
  });

  it('adds up, stays non-negative and never charges more than 8.4% + 1 centavo', () => {
    const item = fc.record({
      priceCents: fc.integer({ min: 0, max: 1_000_000 }),
      promotionalPriceCents: fc.option(fc.integer({ min: -100, max: 1_000_000 }), {
        nil: undefined,
      }),
    });
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 8 }),
        fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
        fc.constantFrom(...paymentMethods),
        (items, promoPercent, method) => {
          const totals = computeOrderTotals({ items: Object.freeze(items), promoPercent, method });
          const base = totals.subtotal - totals.discount;
          expect(totals.total).toBe(totals.subtotal - totals.discount + totals.paymentFee);
          for (const value of Object.values(totals)) {
            expect(Number.isSafeInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
          }
          expect(totals.discount).toBeLessThanOrEqual(totals.subtotal);
          expect(totals.paymentFee * 10_000).toBeLessThanOrEqual(base * 840 + 10_000);
        },
      ),
    );
  });
});

describe('refundFee', () => {
  it('keeps the spec §9 refund rates', () => {
    expect(refundFee('CREDIT_CARD', 10_000)).toBe(300);
    expect(refundFee('DEBIT_CARD', 10_000)).toBe(200);
    expect(refundFee('PIX', 10_000)).toBe(0);
    expect(refundFee('WALLET', 10_000)).toBe(100);
    expect(refundFee('CASH', 10_000)).toBe(0);
  });

  it('rounds half-up to the centavo', () => {
    expect(refundFee('CREDIT_CARD', 7317)).toBe(220); // 219.51
    expect(refundFee('WALLET', 50)).toBe(1); // 0.5
  });

  it('rejects a negative amount', () => {
    expect(() => refundFee('PIX', -1)).toThrow(RangeError);
  });
});

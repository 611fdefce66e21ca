import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getServicePricing } from './service-pricing.js';

describe('getServicePricing', () => {
  it('uses a lower promotional price', () => {
    expect(getServicePricing({ priceCents: 4500, promotionalPriceCents: 4000 })).toEqual({
      finalPrice: 4000,
      originalPrice: 4500,
      discount: 500,
      hasDiscount: true,
      discountPercentage: 11,
    });
  });

  it('charges the price when there is no promotion', () => {
    const noDiscount = {
      finalPrice: 4500,
      originalPrice: 4500,
      discount: 0,
      hasDiscount: false,
      discountPercentage: 0,
    };
    expect(getServicePricing({ priceCents: 4500 })).toEqual(noDiscount);
    expect(getServicePricing({ priceCents: 4500, promotionalPriceCents: null })).toEqual(
      noDiscount,
    );
  });

  it('ignores a promotional price that is not lower, or negative', () => {
    expect(getServicePricing({ priceCents: 4500, promotionalPriceCents: 4500 }).hasDiscount).toBe(
      false,
    );
    expect(getServicePricing({ priceCents: 4500, promotionalPriceCents: 5000 }).finalPrice).toBe(
      4500,
    );
    expect(getServicePricing({ priceCents: 4500, promotionalPriceCents: -1 }).finalPrice).toBe(
      4500,
    );
  });

  it('treats a free promotion as 100% off', () => {
    const pricing = getServicePricing({ priceCents: 4500, promotionalPriceCents: 0 });
    expect(pricing).toMatchObject({ finalPrice: 0, discount: 4500, discountPercentage: 100 });
  });

  it('never shows a real discount as 0% or a paid one as 100%', () => {
    expect(
      getServicePricing({ priceCents: 10_000, promotionalPriceCents: 9_999 }).discountPercentage,
    ).toBe(1);
    expect(
      getServicePricing({ priceCents: 10_000, promotionalPriceCents: 1 }).discountPercentage,
    ).toBe(99);
  });

  it('rejects a negative or fractional price', () => {
    expect(() => getServicePricing({ priceCents: -1 })).toThrow(RangeError);
    expect(() => getServicePricing({ priceCents: 10.5 })).toThrow(RangeError);
  });

  it('keeps final + discount = original with a percentage in 0–100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.option(fc.integer({ min: -1000, max: 10_000_000 })),
        (priceCents, promotionalPriceCents) => {
          const pricing = getServicePricing({ priceCents, promotionalPriceCents });
          expect(pricing.finalPrice + pricing.discount).toBe(pricing.originalPrice);
          expect(pricing.finalPrice).toBeGreaterThanOrEqual(0);
          expect(pricing.finalPrice).toBeLessThanOrEqual(priceCents);
          expect(Number.isInteger(pricing.discountPercentage)).toBe(true);
          expect(pricing.discountPercentage).toBeGreaterThanOrEqual(0);
          expect(pricing.discountPercentage).toBeLessThanOrEqual(100);
          expect(pricing.hasDiscount).toBe(pricing.discount > 0);
        },
      ),
    );
  });
});

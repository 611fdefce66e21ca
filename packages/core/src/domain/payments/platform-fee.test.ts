import { describe, expect, it } from 'vitest';
import { marketplaceFeeCents, platformFeeBasisPoints } from './platform-fee.js';

describe('platformFeeBasisPoints', () => {
  it("takes the shop's own fee over the platform's default", () => {
    expect(platformFeeBasisPoints(300, 250)).toBe(300);
  });

  it('keeps a fee of 0 set for a shop, which is not the default', () => {
    expect(platformFeeBasisPoints(0, 250)).toBe(0);
  });

  it("falls back to the platform's default when the shop has none", () => {
    expect(platformFeeBasisPoints(null, 250)).toBe(250);
  });
});

describe('marketplaceFeeCents', () => {
  it('rounds half a centavo up', () => {
    expect(marketplaceFeeCents(4500, 250)).toBe(113);
  });

  it('is nothing at 0%', () => {
    expect(marketplaceFeeCents(4500, 0)).toBe(0);
  });

  it('takes half at the 50% ceiling', () => {
    expect(marketplaceFeeCents(4999, 5000)).toBe(2500);
  });
});

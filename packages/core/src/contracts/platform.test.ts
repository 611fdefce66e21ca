import { describe, expect, it } from 'vitest';
import { platformMessages, platformShopFeeBodySchema } from './platform.js';

describe("the operator's platform fee for a shop", () => {
  it.each([
    [0, 0],
    [2.5, 250],
    [2.55, 255],
    [50, 5000],
  ])('takes %s%% as %s basis points', (feePercent, basisPoints) => {
    expect(platformShopFeeBodySchema.parse({ feePercent })).toEqual({ feePercent: basisPoints });
  });

  it("takes null: the shop goes back to the platform's default", () => {
    expect(platformShopFeeBodySchema.parse({ feePercent: null })).toEqual({ feePercent: null });
  });

  it.each([[-0.01], [50.01], [2.555], ['2,5'], [Number.NaN]])('refuses %s', (feePercent) => {
    const result = platformShopFeeBodySchema.safeParse({ feePercent });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(platformMessages.feePercent);
  });

  it('needs the field: clearing the fee is an explicit null', () => {
    expect(platformShopFeeBodySchema.safeParse({}).success).toBe(false);
  });
});

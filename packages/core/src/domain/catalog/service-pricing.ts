import type { Cents } from '../money.js';

/** What a price tag shows for a service; every amount in centavos (spec §3 `pricing`). */
export interface ServicePricing {
  /** What the client pays: the promotional price when it counts, else the price. */
  finalPrice: Cents;
  originalPrice: Cents;
  /** originalPrice − finalPrice. */
  discount: Cents;
  hasDiscount: boolean;
  /** Whole percent, 0–100. */
  discountPercentage: number;
}

/** A service's list price and optional promotional price, in centavos. */
export interface PricedService {
  priceCents: Cents;
  promotionalPriceCents?: Cents | null;
}

/**
 * Prices a service. A promotional price counts only when it is at least 0 and lower than the
 * price; otherwise it is ignored (a "promotion" of R$ 50 on a R$ 45 cut is no promotion).
 *
 * `discountPercentage` is the discount rounded to the nearest whole percent, but a real
 * discount never shows as 0% and a paid service never as 100%: R$ 45,00 → R$ 40,00 is 11%;
 * R$ 100,00 → R$ 99,99 is 1% (not 0%); R$ 100,00 → R$ 0,00 is 100%.
 */
export function getServicePricing({
  priceCents,
  promotionalPriceCents,
}: PricedService): ServicePricing {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) {
    throw new RangeError(`priceCents must be a non-negative integer, got ${priceCents}`);
  }
  const promotion = promotionalPriceCents ?? null;
  const hasDiscount =
    promotion !== null &&
    Number.isSafeInteger(promotion) &&
    promotion >= 0 &&
    promotion < priceCents;
  if (!hasDiscount) {
    return {
      finalPrice: priceCents,
      originalPrice: priceCents,
      discount: 0,
      hasDiscount: false,
      discountPercentage: 0,
    };
  }
  const discount = priceCents - promotion;
  const rounded = Math.round((discount * 100) / priceCents);
  const discountPercentage = promotion === 0 ? 100 : Math.min(99, Math.max(1, rounded));
  return {
    finalPrice: promotion,
    originalPrice: priceCents,
    discount,
    hasDiscount,
    discountPercentage,
  };
}

/** How many services the home's 'Promoções da semana' shows (spec §9). */
export const WEEKLY_PROMOTIONS_SHOWN = 5;

/** How many services stand in when none is on promotion (spec §9). */
export const WEEKLY_PROMOTIONS_FALLBACK = 6;

/** What the rule reads of a service: its list price and its promotional price. */
export interface PromotableService {
  price: number;
  promotionalPrice: number | null;
}

/**
 * The services of 'Promoções da semana' (spec §2 Home): those whose promotional price is lower
 * than their price, in the given order; when none is, the first 6 services. At most 5 are
 * shown either way. Prices in any one unit (centavos in code). Never mutates `services`.
 */
export function pickWeeklyPromotions<T extends PromotableService>(services: readonly T[]): T[] {
  const onPromotion = services.filter(
    (service) => service.promotionalPrice !== null && service.promotionalPrice < service.price,
  );
  const chosen =
    onPromotion.length > 0 ? onPromotion : services.slice(0, WEEKLY_PROMOTIONS_FALLBACK);
  return chosen.slice(0, WEEKLY_PROMOTIONS_SHOWN);
}

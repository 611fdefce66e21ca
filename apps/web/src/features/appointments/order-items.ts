import type { PricedService } from '@navalha/core/domain/catalog/service-pricing';
import type { DraftService } from '../../shared/booking-draft/booking-draft';

/** The draft's services as core prices them: list price, and the final price as the promotion. */
export function toOrderItems(services: readonly DraftService[]): PricedService[] {
  return services.map((service) => ({
    priceCents: service.price,
    promotionalPriceCents: service.pricing.finalPrice,
  }));
}

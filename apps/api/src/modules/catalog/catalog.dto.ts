import type { Service } from '@navalha/core/contracts/catalog';
import { getServiceIconKey } from '@navalha/core/domain/catalog/service-icon';
import { getServicePricing } from '@navalha/core/domain/catalog/service-pricing';
import type { ServiceWithBarbersCount } from './catalog.repository.js';

/** A service row as the API shows it; amounts stay centavos until the contract encodes them. */
export function toServiceDto(row: ServiceWithBarbersCount): Service {
  const pricing = getServicePricing(row);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.priceCents,
    promotionalPrice: row.promotionalPriceCents,
    discount: pricing.discount,
    imageUrl: row.imageUrl,
    iconKey: getServiceIconKey(row.name),
    durationMinutes: row.durationMinutes,
    barberShopId: row.barbershopId,
    barbersCount: row.barbersCount,
    isActive: row.isActive,
    pricing,
  };
}

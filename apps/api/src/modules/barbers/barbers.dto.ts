import type { Barber } from '@navalha/core/contracts/barbers';
import { getBarberExperienceLabel } from '@navalha/core/domain/catalog/barber-experience';
import { getServiceIconKey } from '@navalha/core/domain/catalog/service-icon';
import { getServicePricing } from '@navalha/core/domain/catalog/service-pricing';
import { roundAverageRating } from '@navalha/core/domain/reviews/review-rules';
import type { ServiceRow } from '../../db/schema/services.js';
import type { BarberRow } from './barbers.repository.js';

/** A barber as the API shows it; the average rating to one decimal, 0 without reviews. */
export function toBarberDto(row: BarberRow, offered: readonly ServiceRow[]): Barber {
  return {
    id: row.id,
    name: row.name,
    avatarUrl: row.avatarUrl,
    role: 'BARBER',
    barberShop:
      row.barbershopId && row.barbershopName !== null
        ? { id: row.barbershopId, name: row.barbershopName }
        : null,
    averageRating: roundAverageRating(row.averageRating),
    totalReviews: row.totalReviews,
    totalAppointments: row.totalAppointments,
    experienceLabel: getBarberExperienceLabel(row.totalAppointments),
    serviceBarbers: offered.map((service) => ({
      serviceId: service.id,
      service: {
        id: service.id,
        name: service.name,
        price: service.priceCents,
        promotionalPrice: service.promotionalPriceCents,
        durationMinutes: service.durationMinutes,
        imageUrl: service.imageUrl,
        iconKey: getServiceIconKey(service.name),
        pricing: getServicePricing(service),
      },
    })),
  };
}

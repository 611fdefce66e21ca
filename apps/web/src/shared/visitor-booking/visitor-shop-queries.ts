import type { Barber } from '@navalha/core/contracts/barbers';
import type { Service } from '@navalha/core/contracts/catalog';
import { publicShopSchema } from '@navalha/core/contracts/public-shop';
import type { PublicShop } from '@navalha/core/contracts/public-shop';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

// A visitor's booking steps read the shop's public page (visitor-shop.ts). Apart from the guard's
// half, so that /signin and a shop's public page never load TanStack Query to reach their guard.

/** GET /public/shops/{slug}: the shop's page, which holds its services and barbers. */
export function visitorShopQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['public-shop', slug],
    queryFn: ({ signal }) =>
      apiRequest(`/public/shops/${encodeURIComponent(slug)}`, {
        schema: publicShopSchema,
        auth: false,
        silent: true,
        signal,
      }),
    staleTime: 60_000,
  });
}

/** The shop's services as the selection screen lists them, from its public page. */
export function toBookingServices(shop: PublicShop): Service[] {
  return shop.services.map((service) => ({
    ...service,
    discount: service.pricing.discount,
    barberShopId: shop.id,
    barbersCount: shop.barbers.filter((barber) => barber.serviceIds.includes(service.id)).length,
    isActive: true,
  }));
}

/**
 * A barber as the booking's barber step shows them. A visitor's come from the public page,
 * which does not count a barber's work (decision 027): no 'Cortes', no experience badge.
 */
export type BookingBarber = Pick<Barber, 'id' | 'name' | 'avatarUrl' | 'averageRating'> &
  Partial<Pick<Barber, 'totalAppointments' | 'experienceLabel' | 'barberShop'>>;

/** The shop's barbers who offer every one of `serviceIds`, from its public page. */
export function toBookingBarbers(shop: PublicShop, serviceIds: readonly string[]): BookingBarber[] {
  return shop.barbers
    .filter((barber) => serviceIds.every((id) => barber.serviceIds.includes(id)))
    .map((barber) => ({
      id: barber.id,
      name: barber.name,
      avatarUrl: barber.avatarUrl,
      averageRating: barber.averageRating,
      barberShop: { id: shop.id, name: shop.name },
    }));
}

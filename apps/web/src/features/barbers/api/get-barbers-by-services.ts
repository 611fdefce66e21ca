import { barberListSchema } from '@navalha/core/contracts/barbers';
import type { BarberList } from '@navalha/core/contracts/barbers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useVisitorShop } from '../../../shared/visitor-booking/visitor-shop';
import {
  toBookingBarbers,
  visitorShopQueryOptions,
} from '../../../shared/visitor-booking/visitor-shop-queries';
import type { BookingBarber } from '../../../shared/visitor-booking/visitor-shop-queries';

/** The booking flow asks for one page of 50 (spec §9). */
export const BOOKING_BARBERS_PAGE_SIZE = 50;

/**
 * POST /users/barbers/by-services: the barbers who offer every one of `serviceIds`. Silent:
 * the screen shows 'Erro ao carregar barbeiros' with a retry.
 */
export function getBarbersByServices(
  serviceIds: readonly string[],
  signal?: AbortSignal,
): Promise<BarberList> {
  return apiRequest(`/users/barbers/by-services?page=1&limit=${BOOKING_BARBERS_PAGE_SIZE}`, {
    method: 'POST',
    body: { serviceIds },
    schema: barberListSchema,
    signal,
    silent: true,
  });
}

export function barbersByServicesQueryOptions(serviceIds: readonly string[]) {
  // The same services in another order are the same question.
  const key = [...serviceIds].sort();
  return queryOptions({
    queryKey: ['barbers', 'by-services', key],
    queryFn: ({ signal }) => getBarbersByServices(key, signal),
  });
}

/**
 * The barbers who offer every one of `serviceIds`: signed in, the barbers' list; a visitor's
 * (decision 034), the shop's public page's barbers, which carry no count of their work.
 */
export function useBarbersByServices(serviceIds: readonly string[]) {
  const visitorSlug = useVisitorShop();
  const signedIn = useQuery({
    ...barbersByServicesQueryOptions(serviceIds),
    enabled: serviceIds.length > 0 && !visitorSlug,
    select: (list): BookingBarber[] => list.data,
  });
  const visitor = useQuery({
    ...visitorShopQueryOptions(visitorSlug ?? ''),
    enabled: visitorSlug !== null && serviceIds.length > 0,
    select: (shop) => toBookingBarbers(shop, serviceIds),
  });
  return visitorSlug ? visitor : signedIn;
}

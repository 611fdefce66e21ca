import { serviceArraySchema } from '@navalha/core/contracts/catalog';
import type { Service } from '@navalha/core/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { useCurrentShop } from '../current-shop/use-current-shop';
import { useVisitorShop } from '../visitor-booking/visitor-shop';
import {
  toBookingServices,
  visitorShopQueryOptions,
} from '../visitor-booking/visitor-shop-queries';

/**
 * GET /services/for-selection?barbershopId: the active services of one shop, as the selection
 * screen and the home's promotions list them; without a shop, the one the server picks for the
 * client (decision 046). Silent: each screen says what failed in its own words (spec §8).
 */
export function getServicesForSelection(
  shopId: string | null,
  signal?: AbortSignal,
): Promise<Service[]> {
  const query = shopId ? `?barbershopId=${encodeURIComponent(shopId)}` : '';
  return apiRequest(`/services/for-selection${query}`, {
    schema: serviceArraySchema,
    signal,
    silent: true,
  });
}

export function servicesForSelectionQueryOptions(shopId: string | null) {
  return queryOptions({
    queryKey: ['services', 'for-selection', shopId],
    queryFn: ({ signal }) => getServicesForSelection(shopId, signal),
  });
}

/**
 * The services to choose from: signed in, the current shop's (decision 046); a visitor booking
 * from a shop's public page (decision 034), that shop's, as its page lists them.
 */
export function useServicesForSelection() {
  const visitorSlug = useVisitorShop();
  const current = useCurrentShop();
  const signedIn = useQuery({
    ...servicesForSelectionQueryOptions(current.shopId),
    enabled: !visitorSlug && current.ready,
  });
  const visitor = useQuery({
    ...visitorShopQueryOptions(visitorSlug ?? ''),
    enabled: visitorSlug !== null,
    select: toBookingServices,
  });
  return visitorSlug ? visitor : signedIn;
}

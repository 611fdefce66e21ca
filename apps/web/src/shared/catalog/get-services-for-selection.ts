import { serviceArraySchema } from '@navalha/core/contracts/catalog';
import type { Service } from '@navalha/core/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { useVisitorShop } from '../visitor-booking/visitor-shop';
import {
  toBookingServices,
  visitorShopQueryOptions,
} from '../visitor-booking/visitor-shop-queries';

/**
 * GET /services/for-selection: every active service, as the selection screen and the home's
 * promotions list them. Silent: each screen says what failed in its own words (spec §8).
 */
export function getServicesForSelection(signal?: AbortSignal): Promise<Service[]> {
  return apiRequest('/services/for-selection', {
    schema: serviceArraySchema,
    signal,
    silent: true,
  });
}

export function servicesForSelectionQueryOptions() {
  return queryOptions({
    queryKey: ['services', 'for-selection'],
    queryFn: ({ signal }) => getServicesForSelection(signal),
  });
}

/**
 * The services to choose from: signed in, every active one; a visitor booking from a shop's
 * public page (decision 034), that shop's, as its page lists them.
 */
export function useServicesForSelection() {
  const visitorSlug = useVisitorShop();
  const signedIn = useQuery({ ...servicesForSelectionQueryOptions(), enabled: !visitorSlug });
  const visitor = useQuery({
    ...visitorShopQueryOptions(visitorSlug ?? ''),
    enabled: visitorSlug !== null,
    select: toBookingServices,
  });
  return visitorSlug ? visitor : signedIn;
}

import { serviceArraySchema } from '@navalha/core/contracts/catalog';
import type { Service } from '@navalha/core/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

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

export function useServicesForSelection() {
  return useQuery(servicesForSelectionQueryOptions());
}

import { barberListSchema } from '@navalha/core/contracts/barbers';
import type { BarberList } from '@navalha/core/contracts/barbers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** How many barbers the home asks for (spec §9); it shows at most 6 of them. */
export const HOME_BARBERS_REQUESTED = 8;

/** GET /users/barbers/for-home?limit: silent, the home says 'Erro ao carregar barbeiros'. */
export function getBarbersForHome(limit: number, signal?: AbortSignal): Promise<BarberList> {
  return apiRequest(`/users/barbers/for-home?limit=${limit}`, {
    schema: barberListSchema,
    signal,
    silent: true,
  });
}

export function barbersForHomeQueryOptions(limit = HOME_BARBERS_REQUESTED) {
  return queryOptions({
    queryKey: ['barbers', 'for-home', limit],
    queryFn: ({ signal }) => getBarbersForHome(limit, signal),
  });
}

export function useBarbersForHome() {
  return useQuery(barbersForHomeQueryOptions());
}

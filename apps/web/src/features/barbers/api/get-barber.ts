import { barberSchema } from '@navalha/core/contracts/barbers';
import type { Barber } from '@navalha/core/contracts/barbers';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /users/barbers/{id}: one barber. */
export function getBarber(id: string, signal?: AbortSignal): Promise<Barber> {
  return apiRequest(`/users/barbers/${encodeURIComponent(id)}`, { schema: barberSchema, signal });
}

export function barberQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['barbers', 'by-id', id],
    queryFn: ({ signal }) => getBarber(id, signal),
  });
}

/** Several barbers at once, one call each, in parallel (spec §7). */
export function useBarbers(ids: readonly string[]) {
  return useQueries({ queries: ids.map((id) => barberQueryOptions(id)) });
}

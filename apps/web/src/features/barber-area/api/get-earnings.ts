import { barberEarningsSchema } from '@navalha/core/contracts/barber-area';
import type { BarberEarnings } from '@navalha/core/contracts/barber-area';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { barberAreaKeys } from './query-keys';

/**
 * GET /barber-area/earnings: the barber's completed appointments and revenue today, this
 * week and this month, on the shop's calendar. Silent: the screen says it could not load.
 */
export function getEarnings(signal?: AbortSignal): Promise<BarberEarnings> {
  return apiRequest('/barber-area/earnings', {
    schema: barberEarningsSchema,
    signal,
    silent: true,
  });
}

export function earningsQueryOptions() {
  return queryOptions({
    queryKey: barberAreaKeys.earnings(),
    queryFn: ({ signal }) => getEarnings(signal),
    refetchOnWindowFocus: true,
  });
}

export function useEarnings() {
  return useQuery(earningsQueryOptions());
}

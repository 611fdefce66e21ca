import { barbersNextFreeSchema } from '@navalha/core/contracts/schedule';
import type { BarbersNextFree, BarbersNextFreeBody } from '@navalha/core/contracts/schedule';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /working-hours/barbers-next-free: each barber's first day with a free time over the next
 * two weeks. Silent: without it the list simply says nothing about who is fully booked.
 */
export function getBarbersNextFree(
  body: BarbersNextFreeBody,
  signal?: AbortSignal,
): Promise<BarbersNextFree> {
  return apiRequest('/working-hours/barbers-next-free', {
    method: 'POST',
    body,
    schema: barbersNextFreeSchema,
    signal,
    silent: true,
  });
}

export function barbersNextFreeQueryOptions(body: BarbersNextFreeBody) {
  return queryOptions({
    queryKey: [
      'availability',
      'next-free',
      [...body.barberIds].sort(),
      [...body.serviceIds].sort(),
    ],
    queryFn: ({ signal }) => getBarbersNextFree(body, signal),
    staleTime: 30_000,
    retry: false,
  });
}

/** Asked once the barbers are known; the barbers with no free day over the look-ahead. */
export function useFullyBookedBarbers(body: BarbersNextFreeBody): ReadonlySet<string> {
  const { data } = useQuery({
    ...barbersNextFreeQueryOptions(body),
    enabled: body.barberIds.length > 0 && body.serviceIds.length > 0,
  });
  return new Set(
    data?.barbers.filter((row) => row.nextFreeDate === null).map((row) => row.barberId) ?? [],
  );
}

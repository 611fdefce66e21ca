import { barbersNextFreeSchema } from '@navalha/core/contracts/schedule';
import type { BarbersNextFree, BarbersNextFreeBody } from '@navalha/core/contracts/schedule';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useVisitorShop, visitorApiPath } from '../../../shared/visitor-booking/visitor-shop';

/**
 * POST /working-hours/barbers-next-free: each barber's first day with a free time over the next
 * two weeks. Silent: without it the list simply says nothing about who is fully booked.
 */
export function getBarbersNextFree(
  body: BarbersNextFreeBody,
  signal?: AbortSignal,
  /** A visitor's shop address (decision 034): its public read, without a token. */
  visitorSlug: string | null = null,
): Promise<BarbersNextFree> {
  const url = visitorSlug
    ? visitorApiPath(visitorSlug, 'barbers-next-free')
    : '/working-hours/barbers-next-free';
  return apiRequest(url, {
    method: 'POST',
    body,
    auth: visitorSlug === null,
    schema: barbersNextFreeSchema,
    signal,
    silent: true,
  });
}

export function barbersNextFreeQueryOptions(
  body: BarbersNextFreeBody,
  visitorSlug: string | null = null,
) {
  return queryOptions({
    queryKey: [
      'availability',
      visitorSlug,
      'next-free',
      [...body.barberIds].sort(),
      [...body.serviceIds].sort(),
    ],
    queryFn: ({ signal }) => getBarbersNextFree(body, signal, visitorSlug),
    staleTime: 30_000,
    retry: false,
  });
}

/** Asked once the barbers are known; the barbers with no free day over the look-ahead. */
export function useFullyBookedBarbers(body: BarbersNextFreeBody): ReadonlySet<string> {
  const visitorSlug = useVisitorShop();
  const { data } = useQuery({
    ...barbersNextFreeQueryOptions(body, visitorSlug),
    enabled: body.barberIds.length > 0 && body.serviceIds.length > 0,
  });
  return new Set(
    data?.barbers.filter((row) => row.nextFreeDate === null).map((row) => row.barberId) ?? [],
  );
}

import { availabilitySchema } from '@navalha/core/contracts/schedule';
import type { Availability, AvailableSlotsBody } from '@navalha/core/contracts/schedule';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useVisitorShop, visitorApiPath } from '../../../shared/visitor-booking/visitor-shop';

/**
 * POST /working-hours/available-slots: the times of `date` at which any of `barberIds` can
 * take the whole booking. Silent: the screen says 'Erro ao carregar horários disponíveis'.
 */
export function getAvailableSlots(
  body: AvailableSlotsBody,
  signal?: AbortSignal,
  /** A visitor's shop address (decision 034): its public read, without a token. */
  visitorSlug: string | null = null,
): Promise<Availability> {
  const url = visitorSlug
    ? visitorApiPath(visitorSlug, 'available-slots')
    : '/working-hours/available-slots';
  return apiRequest(url, {
    method: 'POST',
    body,
    auth: visitorSlug === null,
    schema: availabilitySchema,
    signal,
    silent: true,
  });
}

export function availableSlotsQueryOptions(
  body: AvailableSlotsBody,
  visitorSlug: string | null = null,
) {
  return queryOptions({
    queryKey: [
      'availability',
      visitorSlug,
      body.date,
      [...body.barberIds].sort(),
      [...body.serviceIds].sort(),
    ],
    queryFn: ({ signal }) => getAvailableSlots(body, signal, visitorSlug),
    // Someone else may book meanwhile: never offer a time from an old answer for long.
    staleTime: 10_000,
  });
}

/** The slots of `body.date`; nothing is asked while `body` is null (no date chosen yet). */
export function useAvailableSlots(body: AvailableSlotsBody | null) {
  const visitorSlug = useVisitorShop();
  return useQuery({
    ...availableSlotsQueryOptions(body ?? { date: '', barberIds: [], serviceIds: [] }, visitorSlug),
    enabled: body !== null,
  });
}

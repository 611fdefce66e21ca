import { availabilitySchema } from '@navalha/core/contracts/schedule';
import type { Availability, AvailableSlotsBody } from '@navalha/core/contracts/schedule';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /working-hours/available-slots: the times of `date` at which any of `barberIds` can
 * take the whole booking. Silent: the screen says 'Erro ao carregar horários disponíveis'.
 */
export function getAvailableSlots(
  body: AvailableSlotsBody,
  signal?: AbortSignal,
): Promise<Availability> {
  return apiRequest('/working-hours/available-slots', {
    method: 'POST',
    body,
    schema: availabilitySchema,
    signal,
    silent: true,
  });
}

export function availableSlotsQueryOptions(body: AvailableSlotsBody) {
  return queryOptions({
    queryKey: ['availability', body.date, [...body.barberIds].sort(), [...body.serviceIds].sort()],
    queryFn: ({ signal }) => getAvailableSlots(body, signal),
    // Someone else may book meanwhile: never offer a time from an old answer for long.
    staleTime: 10_000,
  });
}

/** The slots of `body.date`; nothing is asked while `body` is null (no date chosen yet). */
export function useAvailableSlots(body: AvailableSlotsBody | null) {
  return useQuery({
    ...availableSlotsQueryOptions(body ?? { date: '', barberIds: [], serviceIds: [] }),
    enabled: body !== null,
  });
}

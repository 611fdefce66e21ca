import { availabilitySchema } from '@navalha/core/contracts/schedule';
import type { Availability } from '@navalha/core/contracts/schedule';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export interface AvailableTimesParams {
  barberId: string;
  /** Shop-local 'YYYY-MM-DD'. */
  date: string;
  /** Minutes the booking takes. */
  serviceDuration: number;
}

/**
 * GET /working-hours/barber/{barberId}/available-times: one barber's times on a date, for
 * moving a booking (the client's reschedule dialog and the desk's 'Mover'). Silent: each screen
 * says 'Erro ao carregar horários disponíveis' its own way.
 */
export function getBarberAvailableTimes(
  { barberId, date, serviceDuration }: AvailableTimesParams,
  signal?: AbortSignal,
): Promise<Availability> {
  const query = new URLSearchParams({ date, serviceDuration: String(serviceDuration) });
  return apiRequest(
    `/working-hours/barber/${encodeURIComponent(barberId)}/available-times?${query}`,
    { schema: availabilitySchema, silent: true, signal },
  );
}

export function barberAvailableTimesQueryOptions(params: AvailableTimesParams) {
  return queryOptions({
    queryKey: ['schedule', 'available-times', params.barberId, params.date, params.serviceDuration],
    queryFn: ({ signal }) => getBarberAvailableTimes(params, signal),
    // Times go fast on a busy day: never show a minute-old answer as current.
    staleTime: 0,
  });
}

export function useBarberAvailableTimes(params: AvailableTimesParams, enabled = true) {
  return useQuery({ ...barberAvailableTimesQueryOptions(params), enabled });
}

import { availabilitySchema } from '@navalha/core/contracts/schedule';
import type { Availability } from '@navalha/core/contracts/schedule';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface DeskTimesParams {
  barberId: string;
  /** Shop-local 'YYYY-MM-DD'. */
  date: string;
  /** Minutes the booking takes. */
  serviceDuration: number;
}

/** GET /working-hours/barber/{barberId}/available-times: where a booking can move to. */
export function getDeskAvailableTimes(
  { barberId, date, serviceDuration }: DeskTimesParams,
  signal?: AbortSignal,
): Promise<Availability> {
  const query = new URLSearchParams({ date, serviceDuration: String(serviceDuration) });
  return apiRequest(
    `/working-hours/barber/${encodeURIComponent(barberId)}/available-times?${query}`,
    { schema: availabilitySchema, silent: true, signal },
  );
}

export function deskAvailableTimesQueryOptions(params: DeskTimesParams) {
  return queryOptions({
    queryKey: ['schedule', 'available-times', params.barberId, params.date, params.serviceDuration],
    queryFn: ({ signal }) => getDeskAvailableTimes(params, signal),
    staleTime: 0,
  });
}

export function useDeskAvailableTimes(params: DeskTimesParams, enabled = true) {
  return useQuery({ ...deskAvailableTimesQueryOptions(params), enabled });
}

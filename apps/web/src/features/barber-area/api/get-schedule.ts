import { barberScheduleSchema } from '@navalha/core/contracts/barber-area';
import type { BarberSchedule } from '@navalha/core/contracts/barber-area';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { barberAreaKeys } from './query-keys';

/** GET /barber-area/schedule: the barber's own week and upcoming time off. Silent. */
export function getSchedule(signal?: AbortSignal): Promise<BarberSchedule> {
  return apiRequest('/barber-area/schedule', {
    schema: barberScheduleSchema,
    signal,
    silent: true,
  });
}

export function scheduleQueryOptions() {
  return queryOptions({
    queryKey: barberAreaKeys.schedule(),
    queryFn: ({ signal }) => getSchedule(signal),
  });
}

export function useSchedule() {
  return useQuery(scheduleQueryOptions());
}

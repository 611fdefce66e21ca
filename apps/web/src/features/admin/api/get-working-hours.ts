import { workingHoursListSchema } from '@navalha/core/contracts/schedule';
import type { WorkingHoursEntry } from '@navalha/core/contracts/schedule';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /working-hours/barber/{id}: a barber's weekly periods. */
export function getWorkingHours(
  barberId: string,
  signal?: AbortSignal,
): Promise<WorkingHoursEntry[]> {
  return apiRequest(`/working-hours/barber/${encodeURIComponent(barberId)}`, {
    schema: workingHoursListSchema,
    signal,
    silent: true,
  });
}

export function workingHoursQueryOptions(barberId: string) {
  return queryOptions({
    queryKey: adminKeys.workingHours(barberId),
    queryFn: ({ signal }) => getWorkingHours(barberId, signal),
  });
}

export function useWorkingHours(barberId: string) {
  return useQuery(workingHoursQueryOptions(barberId));
}

import { timeOffListSchema } from '@navalha/core/contracts/admin-staff';
import type { TimeOff } from '@navalha/core/contracts/admin-staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /admin/barbers/{id}/time-off: time off not over yet. */
export function getTimeOff(barberId: string, signal?: AbortSignal): Promise<TimeOff[]> {
  return apiRequest(`/admin/barbers/${encodeURIComponent(barberId)}/time-off`, {
    schema: timeOffListSchema,
    signal,
    silent: true,
  });
}

export function timeOffQueryOptions(barberId: string) {
  return queryOptions({
    queryKey: adminKeys.timeOff(barberId),
    queryFn: ({ signal }) => getTimeOff(barberId, signal),
  });
}

export function useTimeOff(barberId: string) {
  return useQuery(timeOffQueryOptions(barberId));
}

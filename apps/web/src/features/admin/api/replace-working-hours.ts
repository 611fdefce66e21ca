import { workingHoursListSchema } from '@navalha/core/contracts/schedule';
import type { WorkingHoursEntry } from '@navalha/core/contracts/schedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export interface WorkingPeriod {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

/** POST /working-hours/barber/{id}/multiple: the whole week at once, atomically. */
export function replaceWorkingHours(
  barberId: string,
  workingHours: WorkingPeriod[],
): Promise<WorkingHoursEntry[]> {
  return apiRequest(`/working-hours/barber/${encodeURIComponent(barberId)}/multiple`, {
    method: 'POST',
    body: { workingHours },
    schema: workingHoursListSchema,
    silent: true,
  });
}

/** The week changes what the dashboard and the agenda show: refresh the whole area. */
export function useReplaceWorkingHours(barberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (periods: WorkingPeriod[]) => replaceWorkingHours(barberId, periods),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

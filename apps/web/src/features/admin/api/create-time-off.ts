import { createdTimeOffSchema } from '@navalha/core/contracts/admin-staff';
import type { CreatedTimeOff } from '@navalha/core/contracts/admin-staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export interface TimeOffInput {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  reason?: string;
}

/** POST /admin/barbers/{id}/time-off: the period, and how many bookings already fall in it. */
export function createTimeOff(barberId: string, body: TimeOffInput): Promise<CreatedTimeOff> {
  return apiRequest(`/admin/barbers/${encodeURIComponent(barberId)}/time-off`, {
    method: 'POST',
    body,
    schema: createdTimeOffSchema,
    silent: true,
  });
}

export function useCreateTimeOff(barberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TimeOffInput) => createTimeOff(barberId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.timeOff(barberId) }),
  });
}

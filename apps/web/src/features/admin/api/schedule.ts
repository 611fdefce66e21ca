import { timeOffListSchema, createdTimeOffSchema } from '@navalha/core/contracts/admin-staff';
import type { CreatedTimeOff, TimeOff } from '@navalha/core/contracts/admin-staff';
import { workingHoursListSchema } from '@navalha/core/contracts/schedule';
import type { WorkingHoursEntry } from '@navalha/core/contracts/schedule';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
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

export function useWorkingHours(barberId: string) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.workingHours(barberId),
      queryFn: ({ signal }) => getWorkingHours(barberId, signal),
    }),
  );
}

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

/** GET /admin/barbers/{id}/time-off: time off not over yet. */
export function getTimeOff(barberId: string, signal?: AbortSignal): Promise<TimeOff[]> {
  return apiRequest(`/admin/barbers/${encodeURIComponent(barberId)}/time-off`, {
    schema: timeOffListSchema,
    signal,
    silent: true,
  });
}

export function useTimeOff(barberId: string) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.timeOff(barberId),
      queryFn: ({ signal }) => getTimeOff(barberId, signal),
    }),
  );
}

export interface TimeOffInput {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  reason?: string;
}

export function createTimeOff(barberId: string, body: TimeOffInput): Promise<CreatedTimeOff> {
  return apiRequest(`/admin/barbers/${encodeURIComponent(barberId)}/time-off`, {
    method: 'POST',
    body,
    schema: createdTimeOffSchema,
    silent: true,
  });
}

export function deleteTimeOff(id: string): Promise<undefined> {
  return apiRequest(`/admin/time-off/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: z.undefined(),
    silent: true,
  });
}

export function useScheduleMutations(barberId: string) {
  const queryClient = useQueryClient();
  return {
    replaceHours: useMutation({
      mutationFn: (periods: WorkingPeriod[]) => replaceWorkingHours(barberId, periods),
      onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    }),
    createTimeOff: useMutation({
      mutationFn: (body: TimeOffInput) => createTimeOff(barberId, body),
      onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.timeOff(barberId) }),
    }),
    deleteTimeOff: useMutation({
      mutationFn: deleteTimeOff,
      onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.timeOff(barberId) }),
    }),
  };
}

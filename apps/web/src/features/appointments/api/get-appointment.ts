import { appointmentSchema } from '@navalha/core/contracts/appointments';
import type { Appointment } from '@navalha/core/contracts/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { appointmentKeys } from './query-keys';

/** GET /appointments/{id}. Silent: each page words its own failure (spec §8). */
export function getAppointment(id: string, signal?: AbortSignal): Promise<Appointment> {
  return apiRequest(`/appointments/${encodeURIComponent(id)}`, {
    schema: appointmentSchema,
    silent: true,
    signal,
  });
}

export function appointmentQueryOptions(id: string) {
  return queryOptions({
    queryKey: appointmentKeys.detail(id),
    queryFn: ({ signal }) => getAppointment(id, signal),
  });
}

export function useAppointment(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...appointmentQueryOptions(id), enabled });
}

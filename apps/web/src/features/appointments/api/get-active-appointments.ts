import { appointmentListSchema } from '@navalha/core/contracts/appointments';
import type { AppointmentList } from '@navalha/core/contracts/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { appointmentKeys } from './query-keys';

/**
 * GET /appointments/my-appointments: the client's PENDING and CONFIRMED bookings that have not
 * ended, soonest first. Silent: the home page only logs a failure (spec §8).
 */
export function getActiveAppointments(
  limit: number,
  signal?: AbortSignal,
): Promise<AppointmentList> {
  return apiRequest(`/appointments/my-appointments?limit=${limit}`, {
    schema: appointmentListSchema,
    silent: true,
    signal,
  });
}

export function activeAppointmentsQueryOptions(limit: number) {
  return queryOptions({
    queryKey: appointmentKeys.active(limit),
    queryFn: ({ signal }) => getActiveAppointments(limit, signal),
  });
}

export function useActiveAppointments(limit: number) {
  return useQuery(activeAppointmentsQueryOptions(limit));
}

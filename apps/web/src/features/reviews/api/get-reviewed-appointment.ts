import { appointmentSchema } from '@navalha/core/contracts/appointments';
import type { Appointment } from '@navalha/core/contracts/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reviewKeys } from './query-keys';

/** GET /appointments/{id}: the booking being rated. Silent: the page words its failure. */
export function getReviewedAppointment(id: string, signal?: AbortSignal): Promise<Appointment> {
  return apiRequest(`/appointments/${encodeURIComponent(id)}`, {
    schema: appointmentSchema,
    silent: true,
    signal,
  });
}

export function reviewedAppointmentQueryOptions(id: string) {
  return queryOptions({
    queryKey: reviewKeys.appointment(id),
    queryFn: ({ signal }) => getReviewedAppointment(id, signal),
  });
}

export function useReviewedAppointment(id: string) {
  return useQuery(reviewedAppointmentQueryOptions(id));
}

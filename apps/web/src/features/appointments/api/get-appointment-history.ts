import { appointmentListSchema } from '@navalha/core/contracts/appointments';
import type { AppointmentList } from '@navalha/core/contracts/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { appointmentKeys } from './query-keys';

/** The booking list asks for 100 at once (spec §9). */
export const BOOKING_LIST_LIMIT = 100;

/**
 * GET /appointments/my-history: every booking of the client, newest first. Silent: the list
 * says 'Erro ao buscar agendamentos.' itself.
 */
export function getAppointmentHistory(
  limit: number,
  signal?: AbortSignal,
): Promise<AppointmentList> {
  return apiRequest(`/appointments/my-history?limit=${limit}`, {
    schema: appointmentListSchema,
    silent: true,
    signal,
  });
}

export function appointmentHistoryQueryOptions(limit = BOOKING_LIST_LIMIT) {
  return queryOptions({
    queryKey: appointmentKeys.history(limit),
    queryFn: ({ signal }) => getAppointmentHistory(limit, signal),
  });
}

export function useAppointmentHistory(limit = BOOKING_LIST_LIMIT) {
  return useQuery(appointmentHistoryQueryOptions(limit));
}

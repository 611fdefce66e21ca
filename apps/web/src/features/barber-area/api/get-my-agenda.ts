import { appointmentListSchema } from '@navalha/core/contracts/appointments';
import type { AppointmentList } from '@navalha/core/contracts/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { AGENDA_REFRESH_MS, barberAreaKeys } from './query-keys';
import type { AgendaParams } from './query-keys';

/** The most appointments one agenda request brings (the API's limit): a busy month. */
export const AGENDA_PAGE_LIMIT = 200;

/**
 * GET /appointments/barber/my-appointments: the signed-in barber's appointments of a day, a run
 * of days or from today on, optionally of one status, soonest first. Silent: each section
 * words its own failure.
 */
export function getMyAgenda(params: AgendaParams, signal?: AbortSignal): Promise<AppointmentList> {
  const query = new URLSearchParams({ limit: String(AGENDA_PAGE_LIMIT) });
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) query.set(key, value);
  }
  return apiRequest(`/appointments/barber/my-appointments?${query.toString()}`, {
    schema: appointmentListSchema,
    signal,
    silent: true,
  });
}

export function myAgendaQueryOptions(params: AgendaParams) {
  return queryOptions({
    queryKey: barberAreaKeys.agenda(params),
    queryFn: ({ signal }) => getMyAgenda(params, signal),
    // New bookings and cancellations arrive without the barber doing anything.
    refetchInterval: AGENDA_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

export function useMyAgenda(params: AgendaParams) {
  return useQuery(myAgendaQueryOptions(params));
}

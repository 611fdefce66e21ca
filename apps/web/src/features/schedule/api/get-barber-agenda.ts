import { appointmentListSchema } from '@navalha/core/contracts/appointments';
import type { AppointmentList } from '@navalha/core/contracts/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /appointments/barber/my-appointments?date: the signed-in barber's appointments of one
 * shop-local day. Silent: the list says 'Erro ao buscar agendamentos.' itself.
 */
export function getBarberAgenda(date: string, signal?: AbortSignal): Promise<AppointmentList> {
  return apiRequest(`/appointments/barber/my-appointments?date=${encodeURIComponent(date)}`, {
    schema: appointmentListSchema,
    signal,
    silent: true,
  });
}

export function barberAgendaQueryOptions(date: string) {
  return queryOptions({
    // Under 'appointments': a change to any appointment refreshes the agenda too.
    queryKey: ['appointments', 'barber-agenda', date],
    queryFn: ({ signal }) => getBarberAgenda(date, signal),
  });
}

export function useBarberAgenda(date: string | null) {
  return useQuery({ ...barberAgendaQueryOptions(date ?? ''), enabled: date !== null });
}

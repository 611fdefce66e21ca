import { appointmentSchema } from '@navalha/core/contracts/appointments';
import type { Appointment, AppointmentList } from '@navalha/core/contracts/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { barberAreaKeys } from './query-keys';

function path(id: string, action: 'confirm' | 'reject' | 'complete'): string {
  return `/appointments/${encodeURIComponent(id)}/${action}`;
}

/** PATCH /appointments/{id}/confirm: PENDING → CONFIRMED. Silent: the caller toasts. */
export function confirmAppointment(id: string): Promise<Appointment> {
  return apiRequest(path(id, 'confirm'), {
    method: 'PATCH',
    schema: appointmentSchema,
    silent: true,
  });
}

/** PATCH /appointments/{id}/reject {reason}: PENDING or CONFIRMED → CANCELLED. Silent. */
export function rejectAppointment({ id, reason }: { id: string; reason: string }) {
  return apiRequest(path(id, 'reject'), {
    method: 'PATCH',
    body: { reason },
    schema: appointmentSchema,
    silent: true,
  });
}

/** PATCH /appointments/{id}/complete: CONFIRMED → COMPLETED once started. Silent. */
export function completeAppointment(id: string): Promise<Appointment> {
  return apiRequest(path(id, 'complete'), {
    method: 'PATCH',
    schema: appointmentSchema,
    silent: true,
  });
}

/**
 * The server's answer replaces the appointment in every agenda list at once, so the card moves
 * before the lists are fetched again; then the lists and the figures are refreshed.
 */
function showAnswer(queryClient: QueryClient, updated: Appointment): void {
  queryClient.setQueriesData<AppointmentList>({ queryKey: barberAreaKeys.agendaLists }, (list) =>
    list
      ? {
          ...list,
          data: list.data.map((item) => (item.id === updated.id ? updated : item)),
        }
      : list,
  );
}

function useAgendaMutation<T>(mutationFn: (input: T) => Promise<Appointment>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (updated) => showAnswer(queryClient, updated),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: barberAreaKeys.appointments }),
        queryClient.invalidateQueries({ queryKey: barberAreaKeys.all }),
      ]);
    },
  });
}

export function useConfirmAppointment() {
  return useAgendaMutation(confirmAppointment);
}

export function useRejectAppointment() {
  return useAgendaMutation(rejectAppointment);
}

export function useCompleteAppointment() {
  return useAgendaMutation(completeAppointment);
}

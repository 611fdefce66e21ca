import type { Appointment, AppointmentList } from '@navalha/core/contracts/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { barberAreaKeys } from './query-keys';

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

/** An action on an agenda card: confirm, reject or complete. */
export function useAgendaMutation<T>(mutationFn: (input: T) => Promise<Appointment>) {
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

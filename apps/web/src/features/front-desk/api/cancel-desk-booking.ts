import { deskActionResultSchema } from '@navalha/core/contracts/front-desk-actions';
import type { DeskActionResult, DeskCancelBody } from '@navalha/core/contracts/front-desk-actions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { agendaKeys } from './get-agenda';

/** POST /admin/agenda/bookings/{id}/cancel: the reason, and a paid booking's refund. */
export function cancelDeskBooking(id: string, body: DeskCancelBody): Promise<DeskActionResult> {
  return apiRequest(`/admin/agenda/bookings/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    body,
    schema: deskActionResultSchema,
    silent: true,
  });
}

export function useCancelDeskBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeskCancelBody) => cancelDeskBooking(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}

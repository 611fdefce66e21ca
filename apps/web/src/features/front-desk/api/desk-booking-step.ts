import { deskActionResultSchema } from '@navalha/core/contracts/front-desk-actions';
import type { DeskActionResult } from '@navalha/core/contracts/front-desk-actions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { agendaKeys } from './get-agenda';

/**
 * The four steps of a booking's day, each its own route: POST
 * /admin/agenda/bookings/{id}/confirm | arrive | start | complete.
 */
export type DeskStep = 'confirm' | 'arrive' | 'start' | 'complete';

export function postDeskStep(id: string, step: DeskStep): Promise<DeskActionResult> {
  return apiRequest(`/admin/agenda/bookings/${encodeURIComponent(id)}/${step}`, {
    method: 'POST',
    schema: deskActionResultSchema,
    silent: true,
  });
}

/** Refreshes the day and the open booking once the step is answered, done or refused. */
export function useDeskStep(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: DeskStep) => postDeskStep(id, step),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}

import { deskActionResultSchema } from '@navalha/core/contracts/front-desk-actions';
import type { DeskActionResult } from '@navalha/core/contracts/front-desk-actions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { agendaKeys } from './get-agenda';

/** POST /admin/agenda/bookings/{id}/no-show: 'Faltou', with the shop's no-show fee. */
export function markNoShow(id: string): Promise<DeskActionResult> {
  return apiRequest(`/admin/agenda/bookings/${encodeURIComponent(id)}/no-show`, {
    method: 'POST',
    schema: deskActionResultSchema,
    silent: true,
  });
}

export function useMarkNoShow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markNoShow(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}

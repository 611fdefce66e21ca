import { createdTimeOffSchema } from '@navalha/core/contracts/admin-staff';
import type { CreatedTimeOff, CreateTimeOffBody } from '@navalha/core/contracts/admin-staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { agendaKeys } from './get-agenda';

/** POST /admin/barbers/{id}/time-off: 'Bloquear horário', a one-off break with a reason. */
export function blockTime({
  barberId,
  ...body
}: CreateTimeOffBody & { barberId: string }): Promise<CreatedTimeOff> {
  return apiRequest(`/admin/barbers/${encodeURIComponent(barberId)}/time-off`, {
    method: 'POST',
    body,
    schema: createdTimeOffSchema,
    silent: true,
  });
}

export function useBlockTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockTime,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}

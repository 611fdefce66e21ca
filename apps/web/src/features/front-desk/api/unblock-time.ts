import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import { agendaKeys } from './get-agenda';

/** DELETE /admin/time-off/{id}: the block goes; the time is free again. */
export function unblockTime(id: string): Promise<undefined> {
  return apiRequest(`/admin/time-off/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: z.undefined(),
    silent: true,
  });
}

export function useUnblockTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockTime,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}

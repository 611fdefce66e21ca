import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** DELETE /admin/time-off/{id}. */
export function deleteTimeOff(id: string): Promise<undefined> {
  return apiRequest(`/admin/time-off/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: z.undefined(),
    silent: true,
  });
}

export function useDeleteTimeOff(barberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTimeOff,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.timeOff(barberId) }),
  });
}

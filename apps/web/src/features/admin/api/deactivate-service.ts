import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** DELETE /services/{id}: the service leaves the menu (bookings keep their copy). */
export function deactivateService(id: string): Promise<undefined> {
  return apiRequest(`/services/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: z.undefined(),
    silent: true,
  });
}

export function useDeactivateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateService,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

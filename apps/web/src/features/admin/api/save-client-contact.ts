import { adminClientSchema } from '@navalha/core/contracts/admin-clients';
import type { AdminClient, SaveClientContactBody } from '@navalha/core/contracts/admin-clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** PATCH /admin/clients/{id}/contact: a walk-in's phone and e-mail (empty e-mail removes it). */
export function saveClientContact(id: string, body: SaveClientContactBody): Promise<AdminClient> {
  return apiRequest(`/admin/clients/${encodeURIComponent(id)}/contact`, {
    method: 'PATCH',
    body,
    schema: adminClientSchema,
    silent: true,
  });
}

export function useSaveClientContact(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveClientContactBody) => saveClientContact(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.client(id) }),
  });
}

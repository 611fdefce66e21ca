import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** DELETE /admin/invitations/{id}: the link stops working. */
export function revokeInvitation(id: string): Promise<void> {
  return apiRequest(`/admin/invitations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: z.undefined(),
    silent: true,
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.invitations() }),
  });
}

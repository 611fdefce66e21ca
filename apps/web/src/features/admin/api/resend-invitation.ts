import { sentInvitationSchema } from '@navalha/core/contracts/invitations';
import type { SentInvitation } from '@navalha/core/contracts/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** POST /admin/invitations/{id}/resend: a new link and a new week; the old link stops working. */
export function resendInvitation(id: string): Promise<SentInvitation> {
  return apiRequest(`/admin/invitations/${encodeURIComponent(id)}/resend`, {
    method: 'POST',
    schema: sentInvitationSchema,
    silent: true,
  });
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.invitations() }),
  });
}

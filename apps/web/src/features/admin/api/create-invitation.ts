import { sentInvitationSchema } from '@navalha/core/contracts/invitations';
import type { CreateInvitationBody, SentInvitation } from '@navalha/core/contracts/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** What the invitation form sends; the contract checks it (core's pt-BR messages). */
export type InvitationInput = Omit<CreateInvitationBody, 'phone'> & { phone?: string };

/** POST /admin/invitations: the invitation and its link, shown once. */
export function createInvitation(body: InvitationInput): Promise<SentInvitation> {
  return apiRequest('/admin/invitations', {
    method: 'POST',
    body,
    schema: sentInvitationSchema,
    silent: true,
  });
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.invitations() }),
  });
}

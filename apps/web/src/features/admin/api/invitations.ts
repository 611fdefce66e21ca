import { invitationListSchema, sentInvitationSchema } from '@navalha/core/contracts/invitations';
import type {
  CreateInvitationBody,
  Invitation,
  SentInvitation,
} from '@navalha/core/contracts/invitations';
import { z } from 'zod/mini';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /admin/invitations: pending first, then the newest (admins' ones for the owner only). */
export function getInvitations(signal?: AbortSignal): Promise<Invitation[]> {
  return apiRequest('/admin/invitations', { schema: invitationListSchema, signal, silent: true });
}

export function useInvitations() {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.invitations(),
      queryFn: ({ signal }) => getInvitations(signal),
    }),
  );
}

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

/** POST /admin/invitations/{id}/resend: a new link and a new week; the old link stops working. */
export function resendInvitation(id: string): Promise<SentInvitation> {
  return apiRequest(`/admin/invitations/${encodeURIComponent(id)}/resend`, {
    method: 'POST',
    schema: sentInvitationSchema,
    silent: true,
  });
}

/** DELETE /admin/invitations/{id}: the link stops working. */
export function revokeInvitation(id: string): Promise<void> {
  return apiRequest(`/admin/invitations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: z.undefined(),
    silent: true,
  });
}

export function useInvitationMutations() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: adminKeys.invitations() });
  return {
    create: useMutation({ mutationFn: createInvitation, onSettled }),
    resend: useMutation({ mutationFn: resendInvitation, onSettled }),
    revoke: useMutation({ mutationFn: revokeInvitation, onSettled }),
  };
}

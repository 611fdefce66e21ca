import { invitationListSchema } from '@navalha/core/contracts/invitations';
import type { Invitation } from '@navalha/core/contracts/invitations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /admin/invitations: pending first, then the newest (admins' ones for the owner only). */
export function getInvitations(signal?: AbortSignal): Promise<Invitation[]> {
  return apiRequest('/admin/invitations', { schema: invitationListSchema, signal, silent: true });
}

export const invitationsQueryOptions = queryOptions({
  queryKey: adminKeys.invitations(),
  queryFn: ({ signal }) => getInvitations(signal),
});

export function useInvitations() {
  return useQuery(invitationsQueryOptions);
}

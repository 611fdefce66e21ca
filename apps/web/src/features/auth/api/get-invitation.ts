import { publicInvitationSchema } from '@navalha/core/contracts/invitations';
import type { PublicInvitation } from '@navalha/core/contracts/invitations';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /invitations/{token}: the shop and the invited person, for the page that opens the link.
 * Signed out and silent: the page shows each refusal (unknown, expired, used) itself.
 */
export function getInvitation(token: string, signal?: AbortSignal): Promise<PublicInvitation> {
  return apiRequest(`/invitations/${encodeURIComponent(token)}`, {
    schema: publicInvitationSchema,
    auth: false,
    silent: true,
    ...(signal ? { signal } : {}),
  });
}

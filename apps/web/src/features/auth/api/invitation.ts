import { authSessionSchema } from '@navalha/core/contracts/auth';
import type { AuthSession } from '@navalha/core/contracts/auth';
import { publicInvitationSchema } from '@navalha/core/contracts/invitations';
import type { AcceptInvitationBody, PublicInvitation } from '@navalha/core/contracts/invitations';
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

/** POST /invitations/{token}/accept: the account, with the chosen password, and its session. */
export function acceptInvitation(token: string, body: AcceptInvitationBody): Promise<AuthSession> {
  return apiRequest(`/invitations/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
    body,
    schema: authSessionSchema,
    auth: false,
    silent: true,
  });
}

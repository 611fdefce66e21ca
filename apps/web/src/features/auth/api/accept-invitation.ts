import { authSessionSchema } from '@navalha/core/contracts/auth';
import type { AuthSession } from '@navalha/core/contracts/auth';
import type { AcceptInvitationBody } from '@navalha/core/contracts/invitations';
import { apiRequest } from '../../../lib/api-client';

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

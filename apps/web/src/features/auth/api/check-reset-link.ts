import { resetLinkResponseSchema } from '@navalha/core/contracts/passwords';
import type { ResetLinkResponse } from '@navalha/core/contracts/passwords';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/password/reset/check: whose password a live link sets; 410 when it is dead. */
export function checkResetLink(token: string, signal?: AbortSignal): Promise<ResetLinkResponse> {
  return apiRequest('/auth/password/reset/check', {
    method: 'POST',
    body: { token },
    schema: resetLinkResponseSchema,
    auth: false,
    silent: true,
    signal,
  });
}

import { emailConfirmedResponseSchema } from '@navalha/core/contracts/passwords';
import type { EmailConfirmedResponse } from '@navalha/core/contracts/passwords';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/email/confirm: confirms the address the link was sent to; 410 when it is dead. */
export function confirmEmail(token: string): Promise<EmailConfirmedResponse> {
  return apiRequest('/auth/email/confirm', {
    method: 'POST',
    body: { token },
    schema: emailConfirmedResponseSchema,
    auth: false,
    silent: true,
  });
}

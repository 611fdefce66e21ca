import { authSessionSchema } from '@navalha/core/contracts/auth';
import type { AuthSession } from '@navalha/core/contracts/auth';
import type { ResetPasswordBody } from '@navalha/core/contracts/passwords';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/password/reset: spends the link, sets the password, answers a new session. */
export function resetPassword(body: ResetPasswordBody): Promise<AuthSession> {
  return apiRequest('/auth/password/reset', {
    method: 'POST',
    body,
    schema: authSessionSchema,
    auth: false,
    silent: true,
  });
}

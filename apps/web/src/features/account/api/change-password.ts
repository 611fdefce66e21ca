import { authSessionSchema } from '@navalha/core/contracts/auth';
import type { AuthSession } from '@navalha/core/contracts/auth';
import type { ChangePasswordBody } from '@navalha/core/contracts/passwords';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /users/me/password: every other session ends; the answer is this device's new session.
 * Silent: the form puts errors on its fields.
 */
export function changePassword(body: ChangePasswordBody): Promise<AuthSession> {
  return apiRequest('/users/me/password', {
    method: 'POST',
    body,
    schema: authSessionSchema,
    silent: true,
  });
}

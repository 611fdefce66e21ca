import { authSessionSchema } from '@navalha/core/contracts/auth';
import type { AuthSession, RegisterBody } from '@navalha/core/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /auth/register. Silent: errors go to the form's fields, else to a toast. A plain call,
 * with no query client: the sign-up page loads without TanStack Query.
 */
export function register(body: RegisterBody): Promise<AuthSession> {
  return apiRequest('/auth/register', {
    method: 'POST',
    body,
    schema: authSessionSchema,
    auth: false,
    silent: true,
  });
}

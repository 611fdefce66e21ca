import { authSessionSchema } from '@navalha/core/contracts/auth';
import type { AuthSession, LoginBody } from '@navalha/core/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /auth/login. Silent: the form shows its own errors (spec §8 "Auth errors"). A plain call,
 * with no query client: the sign-in page loads without TanStack Query.
 */
export function login(body: LoginBody): Promise<AuthSession> {
  return apiRequest('/auth/login', {
    method: 'POST',
    body,
    schema: authSessionSchema,
    auth: false,
    silent: true,
  });
}

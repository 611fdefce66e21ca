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
    // Lazy: the sign-in page loads no zod until its form is sent (decision 044).
    schema: () => import('@navalha/core/contracts/auth').then((auth) => auth.authSessionSchema),
    auth: false,
    silent: true,
  });
}

import { authSessionSchema } from '@navalha/core/contracts/auth';
import type { AuthSession, SocialSignInBody } from '@navalha/core/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /auth/social with Google's ID token; the server verifies it. Silent: the Google button
 * shows its own failure. A plain call, with no query client, like the e-mail sign-in.
 */
export function socialSignIn(body: SocialSignInBody): Promise<AuthSession> {
  return apiRequest('/auth/social', {
    method: 'POST',
    body,
    schema: authSessionSchema,
    auth: false,
    silent: true,
  });
}

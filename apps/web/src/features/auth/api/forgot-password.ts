import { forgotPasswordResponseSchema } from '@navalha/core/contracts/passwords';
import type { ForgotPasswordResponse } from '@navalha/core/contracts/passwords';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /auth/password/forgot: the same answer for any address; `delivery` says whether a link
 * goes by e-mail or the shop must make one. Signed out, with no query client.
 */
export function forgotPassword(email: string): Promise<ForgotPasswordResponse> {
  return apiRequest('/auth/password/forgot', {
    method: 'POST',
    body: { email },
    schema: forgotPasswordResponseSchema,
    auth: false,
    silent: true,
  });
}

import { checkEmailResponseSchema } from '@navalha/core/contracts/auth';
import type { CheckEmailResponse } from '@navalha/core/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** POST /auth/check-email. A 404 means the address is free (spec §7). */
export async function checkEmail(email: string): Promise<CheckEmailResponse> {
  try {
    return await apiRequest('/auth/check-email', {
      method: 'POST',
      body: { email },
      schema: checkEmailResponseSchema,
      auth: false,
      silent: true,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { exists: false };
    throw error;
  }
}

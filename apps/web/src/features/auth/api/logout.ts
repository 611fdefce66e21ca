import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

const anyAnswer = z.unknown();

/**
 * POST /auth/logout: the server revokes the refresh token and clears its cookie. No refresh on
 * 401 and no toast: signing out goes on locally whatever the answer.
 */
export async function logout(): Promise<void> {
  await apiRequest('/auth/logout', {
    method: 'POST',
    schema: anyAnswer,
    refreshOnUnauthorized: false,
    silent: true,
  });
}

import { mutationOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /auth/logout: the server revokes the refresh token and clears its cookie. No refresh on
 * 401 and no toast: signing out goes on locally whatever the answer.
 */
export async function logout(): Promise<void> {
  await apiRequest('/auth/logout', {
    method: 'POST',
    schema: z.unknown(),
    refreshOnUnauthorized: false,
    silent: true,
  });
}

export function logoutMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'logout'], mutationFn: logout });
}

export function useLogout() {
  return useMutation(logoutMutationOptions());
}

import { userSchema } from '@navalha/core/contracts/auth';
import type { User } from '@navalha/core/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /auth/me: the signed-in user as the server knows them now. */
export function getMe(signal?: AbortSignal): Promise<User> {
  return apiRequest('/auth/me', { schema: userSchema, signal });
}

export function meQueryOptions() {
  return queryOptions({ queryKey: ['auth', 'me'], queryFn: ({ signal }) => getMe(signal) });
}

export function useMe(options: { enabled?: boolean } = {}) {
  return useQuery({ ...meQueryOptions(), ...options });
}

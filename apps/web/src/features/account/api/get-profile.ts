import { profileSchema } from '@navalha/core/contracts/account';
import type { Profile } from '@navalha/core/contracts/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

/** GET /users/me: the whole profile, address included. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest('/users/me', { schema: profileSchema, silent: true, signal });
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.profile,
    queryFn: ({ signal }) => getProfile(signal),
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}

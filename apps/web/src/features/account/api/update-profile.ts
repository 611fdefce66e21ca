import { updateProfileResponseSchema } from '@navalha/core/contracts/account';
import type { UpdateProfileBody, UpdateProfileResponse } from '@navalha/core/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

/** PATCH /users/me (update_user_profile). Silent: the form puts errors on its fields. */
export function updateProfile(body: UpdateProfileBody): Promise<UpdateProfileResponse> {
  return apiRequest('/users/me', {
    method: 'PATCH',
    body,
    schema: updateProfileResponseSchema,
    silent: true,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile }) => queryClient.setQueryData(accountKeys.profile, profile),
  });
}

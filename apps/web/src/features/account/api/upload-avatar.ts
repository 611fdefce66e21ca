import { avatarResponseSchema } from '@navalha/core/contracts/account';
import type { AvatarResponse } from '@navalha/core/contracts/account';
import { apiRequest } from '../../../lib/api-client';

/** POST /users/me/avatar: the photo as the request body. Silent: the picker words failures. */
export function uploadAvatar(photo: Blob): Promise<AvatarResponse> {
  return apiRequest('/users/me/avatar', {
    method: 'POST',
    body: photo,
    schema: avatarResponseSchema,
    silent: true,
  });
}

import { avatarResponseSchema } from '@navalha/core/contracts/account';
import type { AvatarResponse } from '@navalha/core/contracts/account';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /users/me/avatar: back to the initials avatar. */
export function removeAvatar(): Promise<AvatarResponse> {
  return apiRequest('/users/me/avatar', {
    method: 'DELETE',
    schema: avatarResponseSchema,
    silent: true,
  });
}

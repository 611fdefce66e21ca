import { deleteAccountResponseSchema } from '@navalha/core/contracts/account';
import type { DeleteAccountResponse } from '@navalha/core/contracts/account';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /users/me with the typed confirmation. Silent: the dialog shows the failure. */
export function deleteAccount(confirmation: string): Promise<DeleteAccountResponse> {
  return apiRequest('/users/me', {
    method: 'DELETE',
    body: { confirmation },
    schema: deleteAccountResponseSchema,
    silent: true,
  });
}

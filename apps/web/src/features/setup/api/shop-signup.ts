import { setupCompletedSchema } from '@navalha/core/contracts/setup';
import type { SetupCompleted } from '@navalha/core/contracts/setup';
import { apiRequest } from '../../../lib/api-client';

/** POST /shop-signup: makes the shop and its owner and opens the owner's session. */
export function signUpShop(body: unknown): Promise<SetupCompleted> {
  return apiRequest('/shop-signup', {
    method: 'POST',
    body,
    schema: setupCompletedSchema,
    auth: false,
    silent: true,
  });
}

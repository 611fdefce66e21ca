import { shopSignupStatusSchema } from '@navalha/core/contracts/platform';
import { setupCompletedSchema } from '@navalha/core/contracts/setup';
import type { SetupCompleted } from '@navalha/core/contracts/setup';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** GET /shop-signup: whether 'Cadastre sua barbearia' is open here (404: closed). */
export async function isShopSignupOpen(): Promise<boolean> {
  try {
    await apiRequest('/shop-signup', { schema: shopSignupStatusSchema, auth: false, silent: true });
    return true;
  } catch (error) {
    if (isApiError(error)) return false;
    throw error;
  }
}

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

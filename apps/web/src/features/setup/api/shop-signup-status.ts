import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

// Apart from shop-signup.ts: the sign-in page asks this on its first load, without the wizard's.

/** GET /shop-signup: whether 'Cadastre sua barbearia' is open here (404: closed). */
export async function isShopSignupOpen(): Promise<boolean> {
  try {
    await apiRequest('/shop-signup', {
      // Lazy: the sign-in page, which asks this at start, loads no zod for it (decision 044).
      schema: () =>
        import('@navalha/core/contracts/shop-signup-status').then(
          (contract) => contract.shopSignupStatusSchema,
        ),
      auth: false,
      silent: true,
    });
    return true;
  } catch (error) {
    if (isApiError(error)) return false;
    throw error;
  }
}

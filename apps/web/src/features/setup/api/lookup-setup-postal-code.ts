import { postalAddressSchema } from '@navalha/core/contracts/account';
import type { PostalAddress } from '@navalha/core/contracts/account';
import { apiRequest } from '../../../lib/api-client';
import { setupHeaders } from '../setup-token';

/** The shop's address by its CEP, before anyone can sign in; the shop step says what failed. */
function lookupSignedOut(
  path: string,
  digits: string,
  headers?: Record<string, string>,
): Promise<PostalAddress> {
  return apiRequest(`${path}/${encodeURIComponent(digits)}`, {
    schema: postalAddressSchema,
    ...(headers ? { headers } : {}),
    auth: false,
    silent: true,
  });
}

/** GET /setup/postal-codes/{cep}: in the first-run setup, with its token. */
export function lookupSetupPostalCode(token: string, digits: string): Promise<PostalAddress> {
  return lookupSignedOut('/setup/postal-codes', digits, setupHeaders(token));
}

/** GET /shop-signup/postal-codes/{cep}: in 'Cadastre sua barbearia' (SHOP_SIGNUP=open). */
export function lookupShopSignupPostalCode(digits: string): Promise<PostalAddress> {
  return lookupSignedOut('/shop-signup/postal-codes', digits);
}

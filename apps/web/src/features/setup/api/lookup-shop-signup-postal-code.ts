import { postalAddressSchema } from '@navalha/core/contracts/account';
import type { PostalAddress } from '@navalha/core/contracts/account';
import { apiRequest } from '../../../lib/api-client';

/** GET /shop-signup/postal-codes/{cep}: the new shop's address by its CEP, signed out. */
export function lookupShopSignupPostalCode(digits: string): Promise<PostalAddress> {
  return apiRequest(`/shop-signup/postal-codes/${encodeURIComponent(digits)}`, {
    schema: postalAddressSchema,
    auth: false,
    silent: true,
  });
}

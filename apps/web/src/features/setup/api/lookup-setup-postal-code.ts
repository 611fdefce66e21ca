import { postalAddressSchema } from '@navalha/core/contracts/account';
import type { PostalAddress } from '@navalha/core/contracts/account';
import { apiRequest } from '../../../lib/api-client';
import { setupHeaders } from '../setup-token';

/** GET /setup/postal-codes/{cep}: the shop's address by its CEP, before anyone can sign in. */
export function lookupSetupPostalCode(token: string, digits: string): Promise<PostalAddress> {
  return apiRequest(`/setup/postal-codes/${encodeURIComponent(digits)}`, {
    schema: postalAddressSchema,
    headers: setupHeaders(token),
    auth: false,
    silent: true,
  });
}

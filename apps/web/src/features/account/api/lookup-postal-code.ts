import { postalAddressSchema } from '@navalha/core/contracts/account';
import type { PostalAddress } from '@navalha/core/contracts/account';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /postal-codes/{cep}: the address of a CEP, through our server (ViaCEP, then BrasilAPI).
 * Silent: the profile form says what went wrong beside the CEP field.
 */
export function lookupPostalCode(digits: string, signal?: AbortSignal): Promise<PostalAddress> {
  return apiRequest(`/postal-codes/${encodeURIComponent(digits)}`, {
    schema: postalAddressSchema,
    silent: true,
    signal,
  });
}

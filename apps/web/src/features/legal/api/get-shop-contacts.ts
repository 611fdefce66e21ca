import { shopContactListSchema } from '@navalha/core/contracts/account';
import type { ShopContactList } from '@navalha/core/contracts/account';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /barbershops/contacts, public: who controls the data (the shop) and how to reach its data
 * protection contact. Silent: the policy reads well without it.
 */
export function getShopContacts(signal?: AbortSignal): Promise<ShopContactList> {
  return apiRequest('/barbershops/contacts', {
    schema: shopContactListSchema,
    auth: false,
    silent: true,
    signal,
  });
}

import { shopContactListSchema } from '@navalha/core/contracts/account';
import type { ShopContactList } from '@navalha/core/contracts/account';
import { apiRequest } from '../../lib/api-client';

/**
 * GET /barbershops/contacts, public: each shop's name, address, phone, WhatsApp and data
 * protection contact. Silent: the pages that show them read well without them.
 *
 * The query hook lives in use-shop-contacts.ts, apart, so the public pages that fetch this
 * without a query cache do not download TanStack Query.
 */
export function getShopContacts(signal?: AbortSignal): Promise<ShopContactList> {
  return apiRequest('/barbershops/contacts', {
    schema: shopContactListSchema,
    auth: false,
    silent: true,
    signal,
  });
}

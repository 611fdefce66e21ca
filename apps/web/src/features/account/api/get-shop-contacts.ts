import { shopContactListSchema } from '@navalha/core/contracts/account';
import type { ShopContactList } from '@navalha/core/contracts/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

/** GET /barbershops/contacts: how to reach each shop. */
export function getShopContacts(signal?: AbortSignal): Promise<ShopContactList> {
  return apiRequest('/barbershops/contacts', {
    schema: shopContactListSchema,
    auth: false,
    silent: true,
    signal,
  });
}

export function useShopContacts() {
  return useQuery(
    queryOptions({
      queryKey: accountKeys.shopContacts,
      queryFn: ({ signal }) => getShopContacts(signal),
      staleTime: 5 * 60_000,
    }),
  );
}

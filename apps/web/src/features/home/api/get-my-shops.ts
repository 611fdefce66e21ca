import { myShopListSchema } from '@navalha/core/contracts/client-shops';
import type { MyShopList } from '@navalha/core/contracts/client-shops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /users/me/shops: the shops the client booked with, the last booked first (decision 046).
 * Silent: without it the home simply shows no row of shops.
 */
export function getMyShops(signal?: AbortSignal): Promise<MyShopList> {
  return apiRequest('/users/me/shops', { schema: myShopListSchema, signal, silent: true });
}

export function myShopsQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'shops'],
    queryFn: ({ signal }) => getMyShops(signal),
    staleTime: 60_000,
  });
}

export function useMyShops() {
  return useQuery(myShopsQueryOptions());
}

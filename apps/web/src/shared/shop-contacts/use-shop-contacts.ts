import { queryOptions, useQuery } from '@tanstack/react-query';
import { getShopContacts } from './get-shop-contacts';

export const shopContactsQueryOptions = queryOptions({
  queryKey: ['shop-contacts'] as const,
  queryFn: ({ signal }) => getShopContacts(signal),
  staleTime: 5 * 60_000,
});

/** The shops' contacts on a signed-in page, through the query cache. */
export function useShopContacts() {
  return useQuery(shopContactsQueryOptions);
}

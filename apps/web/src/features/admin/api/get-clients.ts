import { adminClientListSchema } from '@navalha/core/contracts/admin-clients';
import type { AdminClientList } from '@navalha/core/contracts/admin-clients';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, toQueryString } from './query-keys';

export const CLIENTS_PAGE_SIZE = 20;

/** GET /admin/clients: the shop's clients by name, searched by name, e-mail or phone. */
export function getClients(
  search: string,
  page: number,
  signal?: AbortSignal,
): Promise<AdminClientList> {
  return apiRequest(
    `/admin/clients${toQueryString({ search: search.trim() || undefined, page, limit: CLIENTS_PAGE_SIZE })}`,
    { schema: adminClientListSchema, signal, silent: true },
  );
}

export function clientsQueryOptions(search: string, page: number) {
  return queryOptions({
    queryKey: adminKeys.clients({ search: search.trim(), page }),
    queryFn: ({ signal }) => getClients(search, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useClients(search: string, page: number) {
  return useQuery(clientsQueryOptions(search, page));
}

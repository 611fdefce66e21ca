import { adminClientDetailSchema } from '@navalha/core/contracts/admin-clients';
import type { AdminClientDetail } from '@navalha/core/contracts/admin-clients';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /admin/clients/{id}: the client's page (figures, the shop's note, wallet balance). */
export function getClient(id: string, signal?: AbortSignal): Promise<AdminClientDetail> {
  return apiRequest(`/admin/clients/${encodeURIComponent(id)}`, {
    schema: adminClientDetailSchema,
    signal,
    silent: true,
  });
}

export function clientQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.client(id),
    queryFn: ({ signal }) => getClient(id, signal),
  });
}

export function useClient(id: string) {
  return useQuery(clientQueryOptions(id));
}

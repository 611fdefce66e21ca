import { adminServiceListSchema } from '@navalha/core/contracts/admin-services';
import type { AdminService } from '@navalha/core/contracts/admin-services';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /admin/services: the whole menu, inactive services included. */
export function getAdminServices(signal?: AbortSignal): Promise<AdminService[]> {
  return apiRequest('/admin/services', { schema: adminServiceListSchema, signal, silent: true });
}

export const adminServicesQueryOptions = queryOptions({
  queryKey: adminKeys.services(),
  queryFn: ({ signal }) => getAdminServices(signal),
});

export function useAdminServices() {
  return useQuery(adminServicesQueryOptions);
}

import { adminServiceListSchema } from '@navalha/core/contracts/admin-services';
import type { AdminService } from '@navalha/core/contracts/admin-services';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { agendaKeys } from './get-agenda';

/** GET /admin/services, the active ones: what the desk books, with who offers each. */
export function getDeskServices(signal?: AbortSignal): Promise<AdminService[]> {
  return apiRequest('/admin/services', { schema: adminServiceListSchema, signal, silent: true });
}

export function deskServicesQueryOptions() {
  return queryOptions({
    queryKey: [...agendaKeys.all, 'services'] as const,
    queryFn: ({ signal }) => getDeskServices(signal),
    select: (services: AdminService[]) => services.filter((service) => service.isActive),
  });
}

export function useDeskServices() {
  return useQuery(deskServicesQueryOptions());
}

import { adminServiceListSchema } from '@navalha/core/contracts/admin-services';
import type { AdminService } from '@navalha/core/contracts/admin-services';
import { serviceSchema } from '@navalha/core/contracts/catalog';
import type { Service } from '@navalha/core/contracts/catalog';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /admin/services: the whole menu, inactive services included. */
export function getAdminServices(signal?: AbortSignal): Promise<AdminService[]> {
  return apiRequest('/admin/services', { schema: adminServiceListSchema, signal, silent: true });
}

export function useAdminServices() {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.services(),
      queryFn: ({ signal }) => getAdminServices(signal),
    }),
  );
}

/** The body of a service as the form sends it: BRL amounts, as the contract reads them. */
export interface ServiceInput {
  name?: string;
  description?: string | null;
  price?: number;
  promotionalPrice?: number | null;
  durationMinutes?: number;
  imageUrl?: string | null;
  barberIds?: string[];
  isActive?: boolean;
}

/** POST /services and PATCH /services/{id}: the catalog's own routes, which audit the change. */
export function saveService(id: string | null, body: ServiceInput): Promise<Service> {
  return apiRequest(id ? `/services/${encodeURIComponent(id)}` : '/services', {
    method: id ? 'PATCH' : 'POST',
    body,
    schema: serviceSchema,
    silent: true,
  });
}

/** DELETE /services/{id}: the service leaves the menu (bookings keep their copy). */
export function deactivateService(id: string): Promise<undefined> {
  return apiRequest(`/services/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: z.undefined(),
    silent: true,
  });
}

/** The menu changes what the barbers and the dashboard show: refresh the whole area. */
export function useServiceMutations() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: string | null; body: ServiceInput }) =>
        saveService(id, body),
      onSettled,
    }),
    deactivate: useMutation({ mutationFn: deactivateService, onSettled }),
  };
}

import { serviceSchema } from '@navalha/core/contracts/catalog';
import type { Service } from '@navalha/core/contracts/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { createService } from './create-service';
import type { ServiceInput } from './create-service';
import { adminKeys } from './query-keys';

/** PATCH /services/{id}: the catalog's own route, which audits the change. */
export function updateService(id: string, body: ServiceInput): Promise<Service> {
  return apiRequest(`/services/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: serviceSchema,
    silent: true,
  });
}

/**
 * The service form's save: a new service without `id`, a change with it. The menu changes what
 * the barbers and the dashboard show: refresh the whole area.
 */
export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ServiceInput }) =>
      id ? updateService(id, body) : createService(body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

import { paymentSchema } from '@navalha/core/contracts/payments';
import type { Payment } from '@navalha/core/contracts/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { paymentKeys } from './query-keys';

/** GET /payments/{id}. Silent: each page words its own failure. */
export function getPayment(id: string, signal?: AbortSignal): Promise<Payment> {
  return apiRequest(`/payments/${encodeURIComponent(id)}`, {
    schema: paymentSchema,
    silent: true,
    signal,
  });
}

export function paymentQueryOptions(id: string) {
  return queryOptions({
    queryKey: paymentKeys.detail(id),
    queryFn: ({ signal }) => getPayment(id, signal),
  });
}

export function usePayment(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...paymentQueryOptions(id), enabled });
}

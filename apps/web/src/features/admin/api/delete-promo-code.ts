import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** DELETE /admin/promo-codes/{id}. */
export function deletePromoCode(id: string): Promise<undefined> {
  return apiRequest(`/admin/promo-codes/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: z.undefined(),
    silent: true,
  });
}

export function useDeletePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePromoCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.promoCodes() }),
  });
}

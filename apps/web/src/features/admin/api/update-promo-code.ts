import { adminPromoCodeSchema } from '@navalha/core/contracts/admin-promo-codes';
import type { AdminPromoCode } from '@navalha/core/contracts/admin-promo-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { createPromoCode } from './create-promo-code';
import type { PromoCodeInput } from './create-promo-code';
import { adminKeys } from './query-keys';

/** PATCH /admin/promo-codes/{id}. */
export function updatePromoCode(id: string, body: PromoCodeInput): Promise<AdminPromoCode> {
  return apiRequest(`/admin/promo-codes/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: adminPromoCodeSchema,
    silent: true,
  });
}

/** The code form's save: a new code without `id`, a change to an existing one with it. */
export function useSavePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: PromoCodeInput }) =>
      id ? updatePromoCode(id, body) : createPromoCode(body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.promoCodes() }),
  });
}

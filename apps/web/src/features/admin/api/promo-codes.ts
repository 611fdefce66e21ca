import {
  adminPromoCodeListSchema,
  adminPromoCodeSchema,
} from '@navalha/core/contracts/admin-promo-codes';
import type { AdminPromoCode } from '@navalha/core/contracts/admin-promo-codes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export function getPromoCodes(signal?: AbortSignal): Promise<AdminPromoCode[]> {
  return apiRequest('/admin/promo-codes', {
    schema: adminPromoCodeListSchema,
    signal,
    silent: true,
  });
}

export function usePromoCodes() {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.promoCodes(),
      queryFn: ({ signal }) => getPromoCodes(signal),
    }),
  );
}

export interface PromoCodeInput {
  code?: string;
  discountPercent?: number;
  validFrom?: string | null;
  validUntil?: string | null;
  maxUses?: number | null;
  maxUsesPerClient?: number | null;
  isActive?: boolean;
}

/** POST /admin/promo-codes or PATCH /admin/promo-codes/{id}. */
export function savePromoCode(id: string | null, body: PromoCodeInput): Promise<AdminPromoCode> {
  return apiRequest(id ? `/admin/promo-codes/${encodeURIComponent(id)}` : '/admin/promo-codes', {
    method: id ? 'PATCH' : 'POST',
    body,
    schema: adminPromoCodeSchema,
    silent: true,
  });
}

export function deletePromoCode(id: string): Promise<undefined> {
  return apiRequest(`/admin/promo-codes/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: z.undefined(),
    silent: true,
  });
}

export function usePromoCodeMutations() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: adminKeys.promoCodes() });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: string | null; body: PromoCodeInput }) =>
        savePromoCode(id, body),
      onSettled,
    }),
    remove: useMutation({ mutationFn: deletePromoCode, onSettled }),
  };
}

import { adminPromoCodeListSchema } from '@navalha/core/contracts/admin-promo-codes';
import type { AdminPromoCode } from '@navalha/core/contracts/admin-promo-codes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /admin/promo-codes: the shop's codes, used up or expired ones included. */
export function getPromoCodes(signal?: AbortSignal): Promise<AdminPromoCode[]> {
  return apiRequest('/admin/promo-codes', {
    schema: adminPromoCodeListSchema,
    signal,
    silent: true,
  });
}

export const promoCodesQueryOptions = queryOptions({
  queryKey: adminKeys.promoCodes(),
  queryFn: ({ signal }) => getPromoCodes(signal),
});

export function usePromoCodes() {
  return useQuery(promoCodesQueryOptions);
}

import { barberListSchema } from '@navalha/core/contracts/barbers';
import type { BarberList } from '@navalha/core/contracts/barbers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useCurrentShop } from '../../../shared/current-shop/use-current-shop';

/** How many barbers the home asks for (spec §9); it shows at most 6 of them. */
export const HOME_BARBERS_REQUESTED = 8;

/**
 * GET /users/barbers/for-home?limit&barbershopId: the barbers of the shop the client is in
 * (decision 046); silent, the home says 'Erro ao carregar barbeiros'.
 */
export function getBarbersForHome(
  limit: number,
  shopId: string | null,
  signal?: AbortSignal,
): Promise<BarberList> {
  const shop = shopId ? `&barbershopId=${encodeURIComponent(shopId)}` : '';
  return apiRequest(`/users/barbers/for-home?limit=${limit}${shop}`, {
    schema: barberListSchema,
    signal,
    silent: true,
  });
}

export function barbersForHomeQueryOptions(shopId: string | null, limit = HOME_BARBERS_REQUESTED) {
  return queryOptions({
    queryKey: ['barbers', 'for-home', shopId, limit],
    queryFn: ({ signal }) => getBarbersForHome(limit, shopId, signal),
  });
}

export function useBarbersForHome() {
  const current = useCurrentShop();
  return useQuery({ ...barbersForHomeQueryOptions(current.shopId), enabled: current.ready });
}

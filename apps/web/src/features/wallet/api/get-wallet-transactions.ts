import { walletTransactionListSchema } from '@navalha/core/contracts/wallet';
import type { WalletTransaction } from '@navalha/core/contracts/wallet';
import {
  WALLET_CACHE_MS,
  WALLET_RECENT_TRANSACTIONS,
} from '@navalha/core/domain/wallet/wallet-limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { walletShopQuery } from './get-wallet';
import { walletKeys } from './query-keys';

/** GET /wallet/transactions?limit: the newest movements first. Silent: the screen says why. */
export async function getWalletTransactions(
  limit: number,
  shopId: string | null,
  signal?: AbortSignal,
): Promise<WalletTransaction[]> {
  const shop = walletShopQuery(shopId);
  const { data } = await apiRequest(
    `/wallet/transactions?limit=${limit}${shop ? `&${shop}` : ''}`,
    {
      schema: walletTransactionListSchema,
      silent: true,
      signal,
    },
  );
  return data;
}

/** The last movements (spec §9: 5) of the wallet at a shop, reused for 30 s. */
export function walletTransactionsQueryOptions(
  limit: number = WALLET_RECENT_TRANSACTIONS,
  shopId: string | null = null,
) {
  return queryOptions({
    queryKey: walletKeys.transactions(limit, shopId),
    queryFn: ({ signal }) => getWalletTransactions(limit, shopId, signal),
    staleTime: WALLET_CACHE_MS,
  });
}

export function useWalletTransactions(limit?: number, shopId: string | null = null) {
  return useQuery(walletTransactionsQueryOptions(limit, shopId));
}

import { walletSchema } from '@navalha/core/contracts/wallet';
import type { Wallet } from '@navalha/core/contracts/wallet';
import { WALLET_CACHE_MS } from '@navalha/core/domain/wallet/wallet-limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './query-keys';

/** `?barbershopId=…` when a shop is named; the server's choice otherwise (decision 042). */
export function walletShopQuery(shopId: string | null | undefined): string {
  return shopId ? `barbershopId=${encodeURIComponent(shopId)}` : '';
}

/**
 * GET /wallet: the client's balance at a shop (the server opens the wallet on first use), the
 * shop named, or the server's choice without one. Silent: the wallet screen and the payment
 * choice word their own failure (spec §8).
 */
export function getWallet(shopId: string | null, signal?: AbortSignal): Promise<Wallet> {
  const query = walletShopQuery(shopId);
  return apiRequest(query ? `/wallet?${query}` : '/wallet', {
    schema: walletSchema,
    silent: true,
    signal,
  });
}

/** Reused for 30 s (spec §9), per shop. */
export function walletQueryOptions(shopId: string | null = null) {
  return queryOptions({
    queryKey: walletKeys.wallet(shopId),
    queryFn: ({ signal }) => getWallet(shopId, signal),
    staleTime: WALLET_CACHE_MS,
  });
}

export function useWallet(shopId: string | null = null) {
  return useQuery(walletQueryOptions(shopId));
}

import { walletSchema } from '@navalha/core/contracts/wallet';
import type { Wallet } from '@navalha/core/contracts/wallet';
import { WALLET_CACHE_MS } from '@navalha/core/domain/wallet/wallet-limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './query-keys';

/**
 * GET /wallet: the client's balance (the server opens the wallet on first use). Silent: the
 * wallet screen and the payment choice word their own failure (spec §8).
 */
export function getWallet(signal?: AbortSignal): Promise<Wallet> {
  return apiRequest('/wallet', { schema: walletSchema, silent: true, signal });
}

/** Reused for 30 s (spec §9). */
export function walletQueryOptions() {
  return queryOptions({
    queryKey: walletKeys.wallet(),
    queryFn: ({ signal }) => getWallet(signal),
    staleTime: WALLET_CACHE_MS,
  });
}

export function useWallet() {
  return useQuery(walletQueryOptions());
}

import { walletPaymentMethodListSchema } from '@navalha/core/contracts/wallet';
import type { WalletPaymentMethod } from '@navalha/core/contracts/wallet';
import { WALLET_CACHE_MS } from '@navalha/core/domain/wallet/wallet-limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './query-keys';

/**
 * GET /wallet/payment-methods: the default first, then the newest. A wallet with none gets the
 * phone's wallet app as its default (spec §9). Silent: the screen says why it failed.
 */
export async function getWalletPaymentMethods(
  signal?: AbortSignal,
): Promise<WalletPaymentMethod[]> {
  const { data } = await apiRequest('/wallet/payment-methods', {
    schema: walletPaymentMethodListSchema,
    silent: true,
    signal,
  });
  return data;
}

/** Reused for 30 s (spec §9). */
export function walletPaymentMethodsQueryOptions() {
  return queryOptions({
    queryKey: walletKeys.paymentMethods(),
    queryFn: ({ signal }) => getWalletPaymentMethods(signal),
    staleTime: WALLET_CACHE_MS,
  });
}

export function useWalletPaymentMethods() {
  return useQuery(walletPaymentMethodsQueryOptions());
}

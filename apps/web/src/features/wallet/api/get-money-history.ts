import { moneyHistoryPageSchema } from '@navalha/core/contracts/money-history';
import type {
  MoneyHistoryDirection,
  MoneyHistoryPage,
} from '@navalha/core/contracts/money-history';
import { MONEY_HISTORY_PAGE } from '@navalha/core/contracts/money-history';
import { WALLET_CACHE_MS } from '@navalha/core/domain/wallet/wallet-limits';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './query-keys';

/**
 * GET /wallet/history: the client's money, newest first (issue 18 §2), one page after `cursor`.
 * Silent: the screen says why it failed.
 */
export function getMoneyHistory(
  direction: MoneyHistoryDirection,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<MoneyHistoryPage> {
  const after = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest(`/wallet/history?limit=${MONEY_HISTORY_PAGE}&direction=${direction}${after}`, {
    schema: moneyHistoryPageSchema,
    silent: true,
    signal,
  });
}

export function moneyHistoryQueryOptions(direction: MoneyHistoryDirection) {
  return infiniteQueryOptions({
    queryKey: walletKeys.history(direction),
    queryFn: ({ signal, pageParam }) => getMoneyHistory(direction, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Reused for 30 s like the rest of the wallet (spec §9).
    staleTime: WALLET_CACHE_MS,
  });
}

export function useMoneyHistory(direction: MoneyHistoryDirection) {
  return useInfiniteQuery(moneyHistoryQueryOptions(direction));
}

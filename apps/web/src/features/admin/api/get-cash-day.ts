import { cashDaySchema } from '@navalha/core/contracts/front-desk-cash';
import type { CashDay } from '@navalha/core/contracts/front-desk-cash';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, toQueryString } from './query-keys';

/** GET /admin/cash: the day's cash (today in the shop's zone when `date` is undefined). */
export function getCashDay(date: string | undefined, signal?: AbortSignal): Promise<CashDay> {
  return apiRequest(`/admin/cash${toQueryString({ date })}`, {
    schema: cashDaySchema,
    signal,
    silent: true,
  });
}

export function cashDayQueryOptions(date: string | undefined) {
  return queryOptions({
    queryKey: adminKeys.cashDay(date),
    queryFn: ({ signal }) => getCashDay(date, signal),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}

export function useCashDay(date: string | undefined) {
  return useQuery(cashDayQueryOptions(date));
}

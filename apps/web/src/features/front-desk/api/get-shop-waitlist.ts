import { shopWaitlistSchema } from '@navalha/core/contracts/waitlist';
import type { ShopWaitlist } from '@navalha/core/contracts/waitlist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Under 'admin', so signing out forgets it with the rest of the admin area. */
export const shopWaitlistKeys = {
  day: (date: string) => ['admin', 'waitlist', date] as const,
};

/** GET /admin/waitlist: the day's line, first in line first (issue 19 §3). Silent. */
export function getShopWaitlist(date: string, signal?: AbortSignal): Promise<ShopWaitlist> {
  return apiRequest(`/admin/waitlist?date=${encodeURIComponent(date)}`, {
    schema: shopWaitlistSchema,
    signal,
    silent: true,
  });
}

export function shopWaitlistQueryOptions(date: string) {
  return queryOptions({
    queryKey: shopWaitlistKeys.day(date),
    queryFn: ({ signal }) => getShopWaitlist(date, signal),
    refetchInterval: 60_000,
  });
}

export function useShopWaitlist(date: string) {
  return useQuery(shopWaitlistQueryOptions(date));
}

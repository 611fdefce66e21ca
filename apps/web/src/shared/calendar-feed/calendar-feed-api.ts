import {
  calendarFeedSchema,
  issuedCalendarFeedSchema,
} from '@navalha/core/contracts/calendar-feeds';
import type {
  CalendarFeedStatus,
  IssuedCalendarFeed,
} from '@navalha/core/contracts/calendar-feeds';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** Whose address: the signed-in barber's own, or the shop's (the reception's agenda). */
export type CalendarFeedScope = 'barber' | 'shop';

const paths: Readonly<Record<CalendarFeedScope, string>> = {
  barber: '/barber-area/calendar-feed',
  shop: '/admin/calendar-feed',
};

export const calendarFeedKeys = {
  status: (scope: CalendarFeedScope) => ['calendar-feed', scope] as const,
};

/** GET: whether an address exists and since when (the address itself is never shown again). */
export function getCalendarFeed(scope: CalendarFeedScope, signal?: AbortSignal) {
  return apiRequest<CalendarFeedStatus>(paths[scope], {
    schema: calendarFeedSchema,
    signal,
    silent: true,
  });
}

export function calendarFeedQueryOptions(scope: CalendarFeedScope) {
  return queryOptions({
    queryKey: calendarFeedKeys.status(scope),
    queryFn: ({ signal }) => getCalendarFeed(scope, signal),
  });
}

export function useCalendarFeed(scope: CalendarFeedScope) {
  return useQuery(calendarFeedQueryOptions(scope));
}

/** POST: a new address; the previous one stops working at once. */
export function regenerateCalendarFeed(scope: CalendarFeedScope): Promise<IssuedCalendarFeed> {
  return apiRequest(paths[scope], { method: 'POST', schema: issuedCalendarFeedSchema });
}

export function useRegenerateCalendarFeed(scope: CalendarFeedScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => regenerateCalendarFeed(scope),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedKeys.status(scope) }),
  });
}

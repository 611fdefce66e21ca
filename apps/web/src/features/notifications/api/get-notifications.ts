import { notificationListSchema } from '@navalha/core/contracts/notifications';
import type { NotificationList } from '@navalha/core/contracts/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

/** How many the bell's panel lists: the newest ones. */
export const NOTIFICATIONS_SHOWN = 20;

/**
 * GET /notifications: the newest notifications and the unread count. Silent: the bell keeps
 * its last count rather than raising a toast on every page.
 */
export function getNotifications(limit: number, signal?: AbortSignal): Promise<NotificationList> {
  return apiRequest(`/notifications?limit=${limit}`, {
    schema: notificationListSchema,
    silent: true,
    signal,
  });
}

export function notificationsQueryOptions(limit = NOTIFICATIONS_SHOWN) {
  return queryOptions({
    queryKey: notificationKeys.list(limit),
    queryFn: ({ signal }) => getNotifications(limit, signal),
  });
}

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}

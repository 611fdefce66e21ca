import { useQueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { lazy, useCallback } from 'react';
import { useNotifications } from '../api/get-notifications';
import { notificationKeys } from '../api/query-keys';
import { useNotificationStream } from '../hooks/use-notification-stream';
import type { NotificationsListProps } from './notifications-list';

/** What the header's bell needs of the signed-in user's notifications. */
export interface LiveNotifications {
  unreadCount: number;
  /** The panel's content, fetched when the bell is first opened. */
  Panel: ComponentType<NotificationsListProps>;
}

const Panel = lazy(async () => ({
  default: (await import('./notifications-list')).NotificationsList,
}));

/**
 * The signed-in user's notifications, live: the unread count, and the stream that refetches
 * them whenever one arrives or is read elsewhere. Mounted once, in the signed-in layout, so one
 * stream serves every page; it closes when the user signs out (the layout unmounts).
 */
export function NotificationsLive({
  children,
}: {
  children: (live: LiveNotifications) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const query = useNotifications();
  const refetch = useCallback(
    () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    [queryClient],
  );
  useNotificationStream(refetch);
  return <>{children({ unreadCount: query.data?.unreadCount ?? 0, Panel })}</>;
}

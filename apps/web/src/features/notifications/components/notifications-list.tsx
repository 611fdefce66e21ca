import type { Notification } from '@navalha/core/contracts/notifications';
import { formatNotificationAge } from '@navalha/core/domain/notifications/notification-age';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ShopNameLine } from '../../../components/ui/shop-name-line';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/class-names';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';

export interface NotificationsListProps {
  /** What the panel shows when there is nothing (the spec's 'no notifications'). */
  empty: ReactNode;
  /** Called when a notification takes the reader to its page: the panel closes. */
  onNavigate: () => void;
}

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The bell's panel: the newest notifications, unread ones marked, each opening its page and
 * marked read as it opens; 'Marcar todas como lidas' while any is unread.
 */
export function NotificationsList({ empty, onNavigate }: NotificationsListProps) {
  const query = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const navigate = useNavigate();

  if (query.isPending) {
    return (
      <div aria-busy className="flex flex-col gap-3">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col items-center gap-3 py-6 text-center">
        <p className="text-base text-ink">Não foi possível carregar as notificações.</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  const { data, unreadCount } = query.data;
  if (data.length === 0) return <>{empty}</>;

  function open(notification: Notification) {
    if (!notification.readAt) markRead.mutate(notification.id);
    if (notification.link) {
      onNavigate();
      void navigate(notification.link);
    }
  }

  const now = new Date();
  const zone = deviceZone();
  // A client of several shops reads which shop each notice is about (decision 046), as in
  // 'Minha Agenda'; one shop's client sees the list as it always was.
  const showShop = new Set(data.flatMap((item) => (item.shop ? [item.shop.id] : []))).size > 1;
  return (
    <div className="flex flex-col gap-3">
      {unreadCount > 0 ? (
        <Button
          variant="ghost"
          className="self-end"
          disabled={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          Marcar todas como lidas
        </Button>
      ) : null}
      <ul className="flex flex-col gap-2">
        {data.map((notification) => {
          const unread = notification.readAt === null;
          return (
            <li key={notification.id}>
              <button
                type="button"
                onClick={() => open(notification)}
                className={cn(
                  'flex w-full items-start gap-3 rounded-control border px-3 py-3 text-left transition-colors',
                  unread ? 'border-accent bg-tint' : 'border-line bg-card hover:bg-page',
                )}
              >
                <span
                  aria-hidden
                  className={cn(
                    'mt-2 size-2 shrink-0 rounded-full',
                    unread ? 'bg-primary' : 'bg-transparent',
                  )}
                />
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className={cn('text-base text-ink', unread && 'font-semibold')}>
                      {notification.title}
                      {unread ? <span className="sr-only"> (não lida)</span> : null}
                    </span>
                    <span className="shrink-0 text-sm text-muted tabular-nums">
                      {formatNotificationAge(notification.createdAt, now, zone)}
                    </span>
                  </span>
                  <span className="text-sm text-muted">{notification.body}</span>
                  {showShop && notification.shop ? (
                    <ShopNameLine name={notification.shop.name} testId="notification-shop" />
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

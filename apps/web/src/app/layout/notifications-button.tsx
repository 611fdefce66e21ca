import { formatUnreadBadge, getBellLabel } from '@navalha/core/domain/notifications/unread-badge';
import Bell from 'lucide-react/icons/bell';
import { lazy, Suspense, useContext, useState } from 'react';
import { NotificationsBellContext } from './notifications-context';

const loadPanel = () => import('./notifications-panel');
// The sheet (Radix Dialog) is fetched when the bell is about to be used, not with the page.
const NotificationsPanel = lazy(async () => ({ default: (await loadPanel()).NotificationsPanel }));

/** The header's bell: the unread count on a badge (up to '9+'), opening the notifications. */
export function NotificationsButton() {
  const bell = useContext(NotificationsBellContext);
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const unreadCount = bell?.unreadCount ?? 0;
  const badge = formatUnreadBadge(unreadCount);

  return (
    <>
      <button
        type="button"
        aria-label={getBellLabel(unreadCount)}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
        className="relative inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-page"
      >
        <Bell aria-hidden className="size-6" />
        {badge ? (
          <span
            aria-hidden
            data-testid="notifications-badge"
            className="absolute top-1 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-xs leading-none font-semibold text-white tabular-nums"
          >
            {badge}
          </span>
        ) : null}
      </button>
      {everOpened ? (
        <Suspense fallback={null}>
          <NotificationsPanel open={open} onOpenChange={setOpen} Content={bell?.Panel} />
        </Suspense>
      ) : null}
    </>
  );
}

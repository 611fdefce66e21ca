import Bell from 'lucide-react/icons/bell';
import { lazy, Suspense, useState } from 'react';

const loadPanel = () => import('./notifications-panel');
// The sheet (Radix Dialog) is fetched when the bell is about to be used, not with the page.
const NotificationsPanel = lazy(async () => ({ default: (await loadPanel()).NotificationsPanel }));

/** The header's bell; the count is fixed at zero until notifications exist. */
export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);

  return (
    <>
      <button
        type="button"
        aria-label="Notificações"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-page"
      >
        <Bell aria-hidden className="size-6" />
      </button>
      {everOpened ? (
        <Suspense fallback={null}>
          <NotificationsPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

import BellOff from 'lucide-react/icons/bell-off';
import type { ComponentType } from 'react';
import { Suspense } from 'react';
import { Dialog } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import type { NotificationsContentProps } from './notifications-context';

/** The spec's panel with nothing in it (§2): 'Nenhuma notificação'. */
function NotificationsEmpty() {
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-tint text-accent">
        <BellOff aria-hidden className="size-7" />
      </span>
      <p className="text-base font-medium text-ink">Nenhuma notificação</p>
    </div>
  );
}

/**
 * The notifications sheet: the signed-in user's list (`Content`, from the live notifications),
 * or the empty state where there is none to show (a public page).
 */
export function NotificationsPanel({
  open,
  onOpenChange,
  Content,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  Content?: ComponentType<NotificationsContentProps> | undefined;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Notificações" variant="sheet">
      {Content ? (
        <Suspense fallback={<Skeleton className="h-16 w-full" />}>
          <Content empty={<NotificationsEmpty />} onNavigate={() => onOpenChange(false)} />
        </Suspense>
      ) : (
        <NotificationsEmpty />
      )}
    </Dialog>
  );
}

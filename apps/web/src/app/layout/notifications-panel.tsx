import BellOff from 'lucide-react/icons/bell-off';
import { Dialog } from '../../components/ui/dialog';

/** The notifications sheet. Notifications arrive with a later issue: for now there are none. */
export function NotificationsPanel({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Notificações" variant="sheet">
      <div className="flex flex-col items-center gap-3 py-8 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-tint text-accent">
          <BellOff aria-hidden className="size-7" />
        </span>
        <p className="text-base font-medium text-ink">Nenhuma notificação</p>
      </div>
    </Dialog>
  );
}

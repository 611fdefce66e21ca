import { Avatar } from '../../../components/ui/avatar';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBarbers } from '../api/get-barber';
import { BarberStats } from './barber-stats';

/**
 * The barbers chosen for a booking, each loaded on its own (GET /users/barbers/{id}, in
 * parallel, spec §7). One that cannot be loaded shows its saved name, if any.
 */
export function SelectedBarbers({
  ids,
  fallbackNames = {},
}: {
  ids: readonly string[];
  fallbackNames?: Readonly<Record<string, string>>;
}) {
  const results = useBarbers(ids);
  return (
    <ul className="flex flex-col gap-3">
      {ids.map((id, index) => {
        const result = results[index];
        const barber = result?.data;
        if (result?.isPending) {
          return (
            <li key={id} aria-hidden className="flex items-center gap-3">
              <Skeleton className="size-11 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-5 w-2/5" />
                <Skeleton className="h-4 w-3/5" />
              </div>
            </li>
          );
        }
        const name = barber?.name ?? fallbackNames[id] ?? 'Barbeiro';
        return (
          <li key={id} className="flex items-center gap-3">
            <Avatar name={name} avatarUrl={barber?.avatarUrl ?? null} size={44} />
            <div className="min-w-0 flex-1">
              <p className="truncate text-base font-semibold text-ink">{name}</p>
              {barber ? (
                <BarberStats barber={barber} />
              ) : (
                <p className="text-sm text-muted">Barbeiro</p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

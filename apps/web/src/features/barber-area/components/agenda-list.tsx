import type { Appointment } from '@navalha/core/contracts/appointments';
import { Skeleton } from '../../../components/ui/skeleton';
import type { AgendaActions } from '../hooks/use-agenda-actions';
import { AgendaCard } from './agenda-card';

/** Cards shaped like the agenda's while it loads. */
export function AgendaSkeleton({ count = 2 }: { count?: number }) {
  return (
    <div aria-hidden className="flex flex-col gap-3">
      {Array.from({ length: count }, (_, key) => (
        <div key={key} className="space-y-3 rounded-card bg-card p-4 shadow-card">
          <Skeleton className="h-5 w-1/3" />
          <div className="flex gap-3">
            <Skeleton className="size-11 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </div>
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
    </div>
  );
}

export interface AgendaListProps {
  appointments: readonly Appointment[];
  now: Date;
  actions: AgendaActions;
  showDate?: boolean;
}

/** Appointment cards, each with the actions it allows now. */
export function AgendaList({ appointments, now, actions, showDate = false }: AgendaListProps) {
  return (
    <ul className="flex flex-col gap-3">
      {appointments.map((appointment) => (
        <li key={appointment.id}>
          <AgendaCard
            appointment={appointment}
            now={now}
            showDate={showDate}
            busy={actions.busyId === appointment.id}
            onConfirm={(item) => void actions.confirm(item)}
            onComplete={(item) => void actions.complete(item)}
            onReject={actions.openReject}
          />
        </li>
      ))}
    </ul>
  );
}

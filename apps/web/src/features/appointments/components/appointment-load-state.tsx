import CalendarX from 'lucide-react/icons/calendar-x';
import { Link } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';

/** Shaped like a booking's details while it loads. */
export function AppointmentSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden>
      <div className="flex items-center justify-between rounded-card bg-card p-4 shadow-card">
        <div className="space-y-2">
          <Skeleton className="h-4 w-16" />
          <Skeleton className="h-4 w-32" />
        </div>
        <Skeleton className="h-7 w-24 rounded-full" />
      </div>
      <Skeleton className="h-6 w-24" />
      {[0, 1].map((key) => (
        <div key={key} className="flex gap-3 rounded-card bg-card p-4 shadow-card">
          <Skeleton className="size-12" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
          <Skeleton className="h-5 w-16" />
        </div>
      ))}
      <div className="space-y-3 rounded-card bg-card p-4 shadow-card">
        <Skeleton className="h-6 w-28" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-7 w-full" />
      </div>
    </div>
  );
}

/** 'Agendamento não encontrado', with the way back to the list (spec §2 Booking detail). */
export function AppointmentNotFound() {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-status-inactive-soft text-status-inactive">
        <CalendarX aria-hidden className="size-8" />
      </span>
      <p className="text-xl font-semibold text-ink">Agendamento não encontrado</p>
      <Link to="/mybookings" className={buttonStyles({ size: 'lg' })}>
        Voltar para Minha Agenda
      </Link>
    </div>
  );
}

/** A load that failed for another reason than a missing booking: say so and offer a retry. */
export function AppointmentLoadError({
  message,
  onRetry,
}: {
  message: string;
  onRetry: () => void;
}) {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <p className="text-base text-muted">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}

/** Shaped like a booking's summary card (the appointment and confirmation pages). */
export function AppointmentSummarySkeleton() {
  return (
    <div className="flex flex-col gap-4 rounded-card bg-card p-4 shadow-card" aria-hidden>
      <div className="flex gap-3">
        <Skeleton className="size-14" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-6 w-24 rounded-full" />
        </div>
      </div>
      {[0, 1, 2, 3, 4].map((key) => (
        <div key={key} className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-1.5">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-5 w-40" />
          </div>
        </div>
      ))}
    </div>
  );
}

import type { Appointment } from '@navalha/core/contracts/appointments';
import { formatLocalDateTime } from '@navalha/core/domain/format/local-date-time';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Clock from 'lucide-react/icons/clock';
import Store from 'lucide-react/icons/store';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ServiceThumbnail } from '../../../components/ui/service-icon';
import { Skeleton } from '../../../components/ui/skeleton';
import { AppointmentStatusBadge } from '../../../components/ui/status-badge';
import { logger } from '../../../lib/logger';
import { useActiveAppointments } from '../api/get-active-appointments';

/** The home page shows at most 5 active bookings (spec §9). */
export const HOME_APPOINTMENTS_LIMIT = 5;

function AppointmentCard({ appointment }: { appointment: Appointment }) {
  const first = appointment.services[0];
  return (
    <Link
      to={`/appointment/${appointment.id}`}
      className="flex h-full min-h-48 flex-col gap-3 rounded-card bg-card p-4 shadow-card transition-colors hover:bg-page"
    >
      <div className="flex items-start gap-3">
        <ServiceThumbnail
          iconKey={first?.iconKey ?? 'default'}
          imageUrl={appointment.service.imageUrl}
          className="size-12"
          iconSize={24}
        />
        <div className="min-w-0 flex-1">
          <p className="line-clamp-2 text-base leading-snug font-semibold text-ink">
            {appointment.service.name}
          </p>
          <p className="mt-0.5 truncate text-sm text-muted">{appointment.barber.name}</p>
        </div>
        <ChevronRight aria-hidden className="mt-0.5 size-5 shrink-0 text-muted" />
      </div>
      <p className="flex items-center gap-1.5 truncate text-sm text-muted">
        <Store aria-hidden className="size-4 shrink-0" />
        {appointment.barberShop.name}
      </p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-1.5 text-sm font-medium text-ink tabular-nums">
          <Clock aria-hidden className="size-4 text-accent" />
          {formatLocalDateTime(appointment.scheduledDate, appointment.scheduledTime)}
          <span className="text-muted">· {appointment.durationMinutes} min</span>
        </p>
        <AppointmentStatusBadge status={appointment.status} />
      </div>
    </Link>
  );
}

/**
 * As tall as a card can get (`min-h-48`: a two-line name and the status badge wrapped under the
 * time), so the sections below do not shift when the bookings arrive.
 */
function SectionSkeleton() {
  return (
    <div className="flex gap-3 overflow-hidden pb-2" aria-hidden>
      {[0, 1].map((key) => (
        <div
          key={key}
          className="flex h-48 w-[85%] shrink-0 flex-col gap-3 rounded-card bg-card p-4 shadow-card"
        >
          <div className="flex gap-3">
            <Skeleton className="size-12" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="mt-auto h-6 w-full" />
        </div>
      ))}
    </div>
  );
}

/**
 * 'Seus agendamentos' on the home page (spec §2): up to 5 active bookings, each opening
 * /appointment/{id}. A failed load is only logged (spec §8); the section then says so quietly
 * rather than claiming there are no bookings.
 */
export function ActiveAppointmentsSection() {
  const { data, error, isPending, refetch } = useActiveAppointments(HOME_APPOINTMENTS_LIMIT);

  useEffect(() => {
    if (error) logger.warn('Could not load the active appointments.', error);
  }, [error]);

  const appointments = data?.data.slice(0, HOME_APPOINTMENTS_LIMIT) ?? [];

  return (
    <section aria-labelledby="seus-agendamentos" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="seus-agendamentos" className="text-xl font-semibold text-ink">
          Seus agendamentos
        </h2>
        <Link
          to="/mybookings"
          className="-mr-2 inline-flex min-h-11 items-center rounded-control px-2 text-base font-semibold text-primary hover:bg-tint"
        >
          Ver mais
        </Link>
      </div>

      {isPending ? (
        <SectionSkeleton />
      ) : error ? (
        <div className="flex items-center justify-between gap-3 rounded-card bg-card p-4 shadow-card">
          <p className="text-base text-muted">Não foi possível carregar seus agendamentos.</p>
          <button
            type="button"
            onClick={() => void refetch()}
            className={buttonStyles({ variant: 'ghost' })}
          >
            Tentar novamente
          </button>
        </div>
      ) : appointments.length === 0 ? (
        <EmptyState
          icon={<CalendarPlus aria-hidden className="size-6" />}
          title="Você não tem agendamentos ativos"
        >
          <Link to="/services" className={buttonStyles()}>
            Fazer agendamento
          </Link>
        </EmptyState>
      ) : (
        <ul className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none]">
          {appointments.map((appointment) => (
            <li
              key={appointment.id}
              className={
                appointments.length === 1 ? 'w-full shrink-0' : 'w-[85%] shrink-0 snap-start'
              }
            >
              <AppointmentCard appointment={appointment} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

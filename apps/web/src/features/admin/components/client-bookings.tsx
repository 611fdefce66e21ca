import type { AdminAppointment } from '@navalha/core/contracts/admin-appointments';
import { formatLocalDateShort } from '@navalha/core/domain/format/long-date';
import { formatBRL } from '@navalha/core/domain/money';
import { useState } from 'react';
import { AppointmentStatusBadge } from '../../../components/ui/status-badge';
import { cn } from '../../../lib/class-names';
import {
  CLIENT_APPOINTMENTS_PAGE_SIZE,
  useClientAppointments,
} from '../api/get-client-appointments';
import type { ClientAppointmentsWhen } from '../api/get-client-appointments';
import { LoadState } from './load-state';
import { Pager } from './pager';

const tabs: readonly { when: ClientAppointmentsWhen; label: string; empty: string }[] = [
  { when: 'upcoming', label: 'Próximos', empty: 'Nenhum agendamento marcado' },
  { when: 'past', label: 'Anteriores', empty: 'Nenhum agendamento anterior' },
];

function BookingRow({ appointment }: { appointment: AdminAppointment }) {
  return (
    <li className="flex items-start justify-between gap-3 rounded-card bg-card p-4 shadow-card">
      <div className="min-w-0">
        <p className="text-base font-semibold text-ink tabular-nums">
          {formatLocalDateShort(appointment.date)} às {appointment.time}
        </p>
        <p className="text-sm break-words text-muted">
          {appointment.services.join(' + ')} · {appointment.barber.name}
        </p>
        <p className="text-sm font-medium text-ink tabular-nums">{formatBRL(appointment.total)}</p>
      </div>
      <AppointmentStatusBadge status={appointment.status} />
    </li>
  );
}

/** The client's bookings at the shop: upcoming (soonest first) or past (newest first), paged. */
export function ClientBookings({ clientId }: { clientId: string }) {
  const [when, setWhen] = useState<ClientAppointmentsWhen>('upcoming');
  const [page, setPage] = useState(1);
  const query = useClientAppointments(clientId, when, page);
  const tab = tabs.find((item) => item.when === when) ?? tabs[0];
  return (
    <section className="flex flex-col gap-3" aria-labelledby="client-bookings-title">
      <h2 id="client-bookings-title" className="text-xl font-semibold text-ink">
        Agendamentos
      </h2>
      <div
        role="group"
        aria-label="Quais agendamentos"
        className="grid grid-cols-2 gap-1 rounded-control bg-tint p-1"
      >
        {tabs.map((item) => (
          <button
            key={item.when}
            type="button"
            aria-pressed={item.when === when}
            onClick={() => {
              setWhen(item.when);
              setPage(1);
            }}
            className={cn(
              'min-h-11 rounded-control text-base font-semibold transition-colors',
              item.when === when ? 'bg-card text-primary shadow-card' : 'text-muted hover:text-ink',
            )}
          >
            {item.label}
          </button>
        ))}
      </div>
      <LoadState
        isPending={query.isPending}
        isError={query.isError}
        isRefetching={query.isRefetching}
        onRetry={() => void query.refetch()}
        errorText="Erro ao carregar os agendamentos"
      >
        {query.data?.data.length === 0 ? (
          <p className="rounded-card bg-card p-4 text-sm text-muted shadow-card">{tab?.empty}</p>
        ) : query.data ? (
          <>
            <ul className="flex flex-col gap-3" aria-label={tab?.label}>
              {query.data.data.map((appointment) => (
                <BookingRow key={appointment.id} appointment={appointment} />
              ))}
            </ul>
            <Pager
              page={page}
              pageSize={CLIENT_APPOINTMENTS_PAGE_SIZE}
              total={query.data.total}
              onPage={setPage}
            />
          </>
        ) : null}
      </LoadState>
    </section>
  );
}

import type { Appointment } from '@navalha/core/contracts/appointments';
import { formatDuration } from '@navalha/core/domain/format/duration';
import { formatLocalDateLong } from '@navalha/core/domain/format/long-date';
import { formatBRL } from '@navalha/core/domain/money';
import CalendarX from 'lucide-react/icons/calendar-x';
import Clock from 'lucide-react/icons/clock';
import Phone from 'lucide-react/icons/phone';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { AppointmentStatusBadge } from '../../../components/ui/status-badge';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useBarberAgenda } from '../api/get-barber-agenda';

export const barberDayMessages = {
  title: 'Agendamentos do Dia',
  empty: 'Nenhum agendamento encontrado para esta data.',
  loadFailed: 'Erro ao buscar agendamentos.',
} as const;

function AppointmentItem({ appointment }: { appointment: Appointment }) {
  const phone = appointment.client.phone;
  return (
    <article className="flex flex-col gap-3 rounded-card bg-card p-4 shadow-card">
      <div className="flex items-start gap-3">
        <Avatar name={appointment.client.name} avatarUrl={appointment.client.avatarUrl} size={44} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-base font-semibold text-ink">{appointment.client.name}</h3>
          <p className="text-sm text-muted">{appointment.service.name}</p>
        </div>
        <AppointmentStatusBadge status={appointment.status} />
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <div className="flex items-center gap-1.5">
          <Clock aria-hidden className="size-4 text-accent" />
          <dt className="sr-only">Horário</dt>
          <dd className="font-medium text-ink tabular-nums">
            {appointment.scheduledTime}
            <span className="font-normal text-muted">
              {' '}
              · {formatDuration(appointment.durationMinutes)}
            </span>
          </dd>
        </div>
        <div className="flex items-center justify-end gap-1.5">
          <dt className="sr-only">Valor</dt>
          <dd className="text-base font-semibold text-ink tabular-nums">
            {formatBRL(appointment.totalPrice)}
          </dd>
        </div>
        <div className="col-span-2 flex items-center gap-1.5">
          <Phone aria-hidden className="size-4 text-accent" />
          <dt className="sr-only">Telefone</dt>
          <dd className="text-ink">
            {phone ? (
              <a
                href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-2 hover:underline"
              >
                {phone}
              </a>
            ) : (
              <span className="text-muted">Telefone não informado</span>
            )}
          </dd>
        </div>
      </dl>
    </article>
  );
}

/**
 * 'Agendamentos do Dia' (spec §2 /calendar, BARBER only): the barber's own appointments on the
 * chosen date, asked for that date and kept to it here too (spec §6), earliest first.
 */
export function BarberDayAppointments({ date }: { date: string }) {
  const { data, isPending, isError, errorUpdatedAt, refetch, isRefetching } = useBarberAgenda(date);
  useErrorToast(isError, errorUpdatedAt, barberDayMessages.loadFailed);
  const appointments = (data?.data ?? [])
    .filter((appointment) => appointment.scheduledDate === date)
    .sort((a, b) => a.scheduledTime.localeCompare(b.scheduledTime));

  return (
    <section aria-labelledby="agendamentos-do-dia" className="flex flex-col gap-3">
      <div>
        <h2 id="agendamentos-do-dia" className="text-xl font-semibold text-ink">
          {barberDayMessages.title}
        </h2>
        <p className="text-sm text-muted">{formatLocalDateLong(date)}</p>
      </div>
      {isPending ? (
        <div aria-hidden className="flex flex-col gap-3">
          {[0, 1].map((key) => (
            <div key={key} className="space-y-3 rounded-card bg-card p-4 shadow-card">
              <div className="flex gap-3">
                <Skeleton className="size-11 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-5 w-1/2" />
                  <Skeleton className="h-4 w-2/3" />
                </div>
              </div>
              <Skeleton className="h-5 w-full" />
            </div>
          ))}
        </div>
      ) : isError ? (
        <div className="flex items-center justify-between gap-3 rounded-card bg-card p-4 shadow-card">
          <p className="text-base text-muted">{barberDayMessages.loadFailed}</p>
          <Button variant="ghost" disabled={isRefetching} onClick={() => void refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : appointments.length === 0 ? (
        <div className="flex items-center gap-3 rounded-card bg-card p-4 shadow-card">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-tint text-accent">
            <CalendarX aria-hidden className="size-5" />
          </span>
          <p className="text-base text-muted">{barberDayMessages.empty}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {appointments.map((appointment) => (
            <li key={appointment.id}>
              <AppointmentItem appointment={appointment} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import type { Appointment } from '@navalha/core/contracts/appointments';
import { getPaymentStatusLabel } from '@navalha/core/domain/appointments/appointment-status';
import { getBarberActions } from '@navalha/core/domain/barber-area/barber-agenda';
import { formatDuration } from '@navalha/core/domain/format/duration';
import { formatLocalDateShort } from '@navalha/core/domain/format/long-date';
import { formatBRL } from '@navalha/core/domain/money';
import { getPaymentMethodLabel } from '@navalha/core/domain/payments/payment-method';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { AppointmentStatusBadge } from '../../../components/ui/status-badge';
import { WhatsappSendButtons } from '../../../shared/whatsapp/whatsapp-send-buttons';
import { ClientContact } from './client-contact';

export interface AgendaCardProps {
  appointment: Appointment;
  now: Date;
  /** Show the date beside the time (lists that span days). */
  showDate?: boolean;
  /** An action is running on this appointment: its buttons wait. */
  busy: boolean;
  onConfirm: (appointment: Appointment) => void;
  onReject: (appointment: Appointment) => void;
  onComplete: (appointment: Appointment) => void;
}

function endTime(appointment: Appointment): string {
  const [hours = 0, minutes = 0] = appointment.scheduledTime.split(':').map(Number);
  const end = (hours * 60 + minutes + appointment.durationMinutes) % (24 * 60);
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

/**
 * One appointment of the barber's agenda: when, who (with a call and a WhatsApp link), what,
 * for how long and how much, its status, and the actions core's state machine allows now.
 */
export function AgendaCard({
  appointment,
  now,
  showDate = false,
  busy,
  onConfirm,
  onReject,
  onComplete,
}: AgendaCardProps) {
  const { client } = appointment;
  const actions = getBarberActions(appointment, now);
  const when = `${showDate ? `${formatLocalDateShort(appointment.scheduledDate)} · ` : ''}${
    appointment.scheduledTime
  }–${endTime(appointment)}`;

  return (
    <article
      aria-label={`${client.name}, ${formatLocalDateShort(appointment.scheduledDate)} às ${appointment.scheduledTime}`}
      className="flex flex-col gap-3 rounded-card bg-card p-4 shadow-card"
    >
      <div className="flex items-start justify-between gap-3">
        <p className="text-base font-semibold text-ink tabular-nums">{when}</p>
        <AppointmentStatusBadge status={appointment.status} />
      </div>
      <div className="flex items-start gap-3">
        <Avatar name={client.name} avatarUrl={client.avatarUrl} size={44} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-base font-semibold text-ink">{client.name}</h3>
          <ClientContact name={client.name} phone={client.phone} />
        </div>
      </div>
      <dl className="flex flex-col gap-1.5 text-sm">
        <div>
          <dt className="sr-only">Serviços</dt>
          <dd className="text-base text-ink">
            {appointment.services.length > 0
              ? appointment.services.map((service) => service.name).join(', ')
              : appointment.service.name}
          </dd>
        </div>
        {/* Two pairs in one row: a <dl>'s <div> holds only <dt>/<dd> (no nested divs). */}
        <div className="flex items-center gap-1">
          <dt className="text-muted">Duração:</dt>
          <dd className="text-ink tabular-nums">{formatDuration(appointment.durationMinutes)}</dd>
          <dt className="sr-only">Valor</dt>
          <dd className="ml-auto pl-3 text-base font-semibold text-ink tabular-nums">
            {formatBRL(appointment.final_amount)}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted">Pagamento:</dt>
          <dd className="text-ink">
            {getPaymentMethodLabel(appointment.paymentMethod)} ·{' '}
            {getPaymentStatusLabel(appointment.paymentStatus)}
          </dd>
        </div>
        {appointment.notes ? (
          <div className="rounded-control bg-page px-3 py-2">
            <dt className="sr-only">Observações do cliente</dt>
            <dd className="text-ink">“{appointment.notes}”</dd>
          </div>
        ) : null}
        {appointment.status === 'CANCELLED' && appointment.cancellationReason ? (
          <div className="flex gap-1">
            <dt className="text-muted">Motivo:</dt>
            <dd className="text-ink">{appointment.cancellationReason}</dd>
          </div>
        ) : null}
      </dl>
      {['PENDING', 'CONFIRMED'].includes(appointment.status) ? (
        <WhatsappSendButtons appointmentId={appointment.id} />
      ) : null}
      {actions.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {actions.includes('confirm') ? (
            <Button
              className="flex-1"
              disabled={busy}
              onClick={() => onConfirm(appointment)}
              aria-label={`Confirmar o agendamento de ${client.name}`}
            >
              Confirmar
            </Button>
          ) : null}
          {actions.includes('complete') ? (
            <Button
              className="flex-1"
              disabled={busy}
              onClick={() => onComplete(appointment)}
              aria-label={`Concluir o atendimento de ${client.name}`}
            >
              Concluir
            </Button>
          ) : null}
          {actions.includes('reject') ? (
            <Button
              variant={appointment.status === 'PENDING' ? 'danger' : 'secondary'}
              className="flex-1"
              disabled={busy}
              onClick={() => onReject(appointment)}
              aria-label={`${appointment.status === 'PENDING' ? 'Recusar' : 'Cancelar'} o agendamento de ${client.name}`}
            >
              {appointment.status === 'PENDING' ? 'Recusar' : 'Cancelar'}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

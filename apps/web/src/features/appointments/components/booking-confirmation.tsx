import type { Appointment } from '@navalha/core/contracts/appointments';
import {
  getBookingProtocol,
  getConfirmationHeadline,
} from '@navalha/core/domain/appointments/confirmation-headline';
import { formatBRL } from '@navalha/core/domain/money';
import CircleCheck from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import QrCode from 'lucide-react/icons/qr-code';
import Star from 'lucide-react/icons/star';
import XCircle from 'lucide-react/icons/circle-x';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { cn } from '../../../lib/class-names';
import { AppointmentActions } from './appointment-actions';
import { AppointmentSummaryCard } from './appointment-summary-card';

/** One line under the header saying what happens next. */
const subtitles: Partial<Record<string, string>> = {
  'Aguardando Pagamento!': 'Conclua o pagamento para garantir o seu horário.',
  'Agendamento Solicitado!': 'O barbeiro vai confirmar o seu horário em breve.',
  'Agendamento Confirmado!': 'Tudo certo! Esperamos você no horário marcado.',
};

function HeadlineIcon({ status, waiting }: { status: string; waiting: boolean }) {
  const closed = status === 'CANCELLED' || status === 'EXPIRED';
  const Icon = closed ? XCircle : waiting ? Clock : CircleCheck;
  return (
    <span
      className={cn(
        'inline-flex size-16 items-center justify-center rounded-full',
        closed
          ? 'bg-status-cancelled-soft text-status-cancelled'
          : waiting
            ? 'bg-status-pending-soft text-status-pending'
            : 'bg-tint text-primary',
      )}
    >
      <Icon aria-hidden className="size-9" />
    </span>
  );
}

/**
 * The booking confirmation (spec §2): the header by status and payment (core's
 * `getConfirmationHeadline`; a CASH booking is paid at the shop, so it never reads 'Aguardando
 * Pagamento!'), the protocol, the details, cancel, and the rate button once it is completed.
 */
export function BookingConfirmation({ appointment }: { appointment: Appointment }) {
  const headline = getConfirmationHeadline(appointment);
  const waiting = headline !== 'Agendamento Confirmado!';
  const cash = appointment.paymentMethod === 'CASH';
  const active = appointment.status === 'PENDING' || appointment.status === 'CONFIRMED';
  // A PIX booking whose payment has not gone through yet can still be paid from here.
  const payWithPix =
    appointment.paymentMethod === 'PIX' &&
    active &&
    (appointment.paymentStatus === 'PENDING' || appointment.paymentStatus === 'FAILED');

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col items-center gap-3 pt-2 text-center">
        <HeadlineIcon status={appointment.status} waiting={waiting} />
        <h2 className="text-[28px] leading-tight font-bold text-ink">{headline}</h2>
        {subtitles[headline] ? (
          <p className="max-w-xs text-base text-muted">{subtitles[headline]}</p>
        ) : null}
        <p className="text-base text-muted">
          Protocolo{' '}
          <span className="font-mono font-semibold text-ink">
            #{getBookingProtocol(appointment.id)}
          </span>
        </p>
      </div>

      <AppointmentSummaryCard appointment={appointment} />

      {payWithPix ? (
        <Link
          to={`/payment/pix/${appointment.id}`}
          className={buttonStyles({ size: 'lg', fullWidth: true })}
        >
          <QrCode aria-hidden className="size-5" />
          Pagar com PIX
        </Link>
      ) : null}

      {cash && appointment.status !== 'CANCELLED' && appointment.status !== 'EXPIRED' ? (
        <div className="rounded-card bg-tint p-4 text-base text-ink">
          <p className="font-semibold">Pagamento na barbearia</p>
          <p className="mt-1 text-muted">
            Pague{' '}
            <strong className="font-semibold text-ink tabular-nums">
              {formatBRL(appointment.final_amount)}
            </strong>{' '}
            no dia do atendimento. Chegue 5 minutos antes do horário.
          </p>
        </div>
      ) : null}

      {appointment.status === 'COMPLETED' ? (
        <Link
          to={`/review/${appointment.id}`}
          className={buttonStyles({ size: 'lg', fullWidth: true })}
        >
          <Star aria-hidden className="size-5" />
          Avaliar serviço
        </Link>
      ) : null}

      <div className="flex flex-col gap-3">
        <Link
          to="/mybookings"
          className={buttonStyles({
            variant: payWithPix ? 'secondary' : 'primary',
            size: 'lg',
            fullWidth: true,
          })}
        >
          Ver meus agendamentos
        </Link>
        <Link
          to="/"
          className={buttonStyles({ variant: 'secondary', size: 'lg', fullWidth: true })}
        >
          Voltar ao início
        </Link>
      </div>

      <AppointmentActions appointment={appointment} />
    </div>
  );
}

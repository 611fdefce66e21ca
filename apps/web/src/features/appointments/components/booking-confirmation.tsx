import type { Appointment } from '@navalha/core/contracts/appointments';
import { getBookingCode } from '@navalha/core/domain/appointments/booking-code';
import {
  getConfirmationHeadline,
  getConfirmationSentence,
} from '@navalha/core/domain/appointments/confirmation-headline';
import { formatBRL } from '@navalha/core/domain/money';
import { canPayNow } from '@navalha/core/domain/payments/pay-now';
import CircleCheck from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import Star from 'lucide-react/icons/star';
import XCircle from 'lucide-react/icons/circle-x';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { cn } from '../../../lib/class-names';
import { useBookAgain } from '../hooks/use-book-again';
import { AppointmentActions } from './appointment-actions';
import { PayNowLink } from './pay-now';
import { getAppointmentDepositOwed, getDepositBalanceWords } from '../deposit';
import { BookingCalendarLinks } from './booking-calendar-links';
import { PaidDepositRule } from './deposit-note';
import { useShopRules } from '../../../shared/payments/get-shop-fees';
import { AppointmentSummaryCard } from './appointment-summary-card';

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
export function BookingConfirmation({
  appointment,
  upcomingExtra,
}: {
  appointment: Appointment;
  /** Shown under the calendar links while the booking is ahead (the WhatsApp opt-in). */
  upcomingExtra?: ReactNode;
}) {
  // Read once: the page is about one booking, and a reload brings the sentence up to date.
  const [now] = useState(() => new Date());
  const { bookAgain, isPending: bookingAgain } = useBookAgain();
  const headline = getConfirmationHeadline(appointment);
  const rating = appointment.reviewRating ?? null;
  const startsAt = new Date(appointment.scheduledTo);
  const sentence = getConfirmationSentence(
    { ...appointment, startsAt, endsAt: new Date(appointment.endsAt) },
    now,
  );
  const waiting = headline !== 'Agendamento Confirmado!';
  const cash = appointment.paymentMethod === 'CASH';
  const active = appointment.status === 'PENDING' || appointment.status === 'CONFIRMED';
  const ahead = active && startsAt.getTime() > now.getTime();
  // A booking whose payment has not gone through yet is paid from its actions ('Pagar agora').
  const payable = canPayNow({ ...appointment, depositCents: appointment.depositAmount ?? null });
  const balanceWords = getDepositBalanceWords(appointment);
  const rules = useShopRules(appointment.depositAmount ? appointment.barberShopId : null);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col items-center gap-3 pt-2 text-center">
        <HeadlineIcon status={appointment.status} waiting={waiting} />
        <h2 className="text-[28px] leading-tight font-bold text-ink">{headline}</h2>
        <p className="max-w-xs text-base text-muted">{sentence}</p>
        <p className="text-base text-muted">
          Protocolo{' '}
          <span className="font-mono font-semibold tracking-wider text-ink">
            {getBookingCode(appointment.id)}
          </span>
        </p>
      </div>

      <AppointmentSummaryCard appointment={appointment} />

      {ahead ? <BookingCalendarLinks appointment={appointment} now={now} /> : null}
      {ahead ? upcomingExtra : null}

      <PayNowLink appointment={appointment} />

      {balanceWords ? (
        <div className="rounded-card bg-tint p-4 text-base text-ink">
          <p className="font-semibold">{balanceWords}</p>
          <p className="mt-1 text-muted">
            O sinal conta no total de{' '}
            <strong className="font-semibold text-ink tabular-nums">
              {formatBRL(appointment.final_amount)}
            </strong>
            ; o restante é pago na barbearia.
          </p>
        </div>
      ) : null}

      {ahead ? <PaidDepositRule rules={rules} appointment={appointment} /> : null}

      {cash &&
      getAppointmentDepositOwed(appointment) === null &&
      appointment.status !== 'CANCELLED' &&
      appointment.status !== 'EXPIRED' ? (
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
        rating === null ? (
          <Link
            to={`/review/${appointment.id}`}
            className={buttonStyles({ size: 'lg', fullWidth: true })}
          >
            <Star aria-hidden className="size-5" />
            Avaliar serviço
          </Link>
        ) : (
          // Rated: the stars given, opening the review (issue 18 §4).
          <Link
            to={`/review/${appointment.id}`}
            aria-label={`Sua avaliação: ${rating} de 5 estrelas`}
            className={buttonStyles({ variant: 'secondary', size: 'lg', fullWidth: true })}
          >
            Sua avaliação
            <span aria-hidden className="flex items-center gap-0.5 text-accent">
              {[1, 2, 3, 4, 5].map((star) => (
                <Star
                  key={star}
                  className={cn('size-5', star <= rating ? 'fill-current' : 'text-line')}
                />
              ))}
            </span>
          </Link>
        )
      ) : null}

      {appointment.status === 'COMPLETED' ? (
        <button
          type="button"
          disabled={bookingAgain}
          onClick={() => void bookAgain(appointment)}
          className={buttonStyles({ variant: 'secondary', size: 'lg', fullWidth: true })}
        >
          Agendar de novo
        </button>
      ) : null}

      <div className="flex flex-col gap-3">
        <Link
          to="/mybookings"
          className={buttonStyles({
            variant: payable ? 'secondary' : 'primary',
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

      <AppointmentActions appointment={appointment} showPayNow={false} />
    </div>
  );
}

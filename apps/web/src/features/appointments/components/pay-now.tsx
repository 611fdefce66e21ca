import type { Appointment } from '@navalha/core/contracts/appointments';
import { formatTime } from '@navalha/core/domain/format/date-time';
import { formatBRL } from '@navalha/core/domain/money';
import { canPayNow } from '@navalha/core/domain/payments/pay-now';
import Clock from 'lucide-react/icons/clock';
import CreditCard from 'lucide-react/icons/credit-card';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { cn } from '../../../lib/class-names';
import { DEFAULT_SHOP_TIME_ZONE } from '../../../shared/shop-clock/shop-clock';
import { getAppointmentBalanceDue, getAppointmentDepositOwed } from '../deposit';

const MS_PER_MINUTE = 60_000;

/** The clock, ticking every `intervalMs` while the component is shown. */
function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * How long is left to pay (issue 18 §3): 'Pague até 10:50 (faltam 12 min)', 'Pague até 10:50
 * (falta 1 min)', or that time has run out; null when nothing will release the booking.
 */
export function getPayByText(
  payBy: Date | null,
  now: Date,
  timeZone: string = DEFAULT_SHOP_TIME_ZONE,
): string | null {
  if (!payBy) return null;
  const left = Math.ceil((payBy.getTime() - now.getTime()) / MS_PER_MINUTE);
  if (left <= 0) return 'O prazo para pagamento terminou.';
  const at = formatTime(payBy, timeZone);
  return `Pague até ${at} (${left === 1 ? 'falta 1 min' : `faltam ${left} min`})`;
}

/** The deadline line alone, ticking each 15 s. */
export function PayByNote({ payBy, className }: { payBy: Date | null; className?: string }) {
  const now = useNow(15_000);
  const text = getPayByText(payBy, now);
  if (!text) return null;
  return (
    <p className={cn('flex items-center gap-1.5 text-sm text-status-pending', className)}>
      <Clock aria-hidden className="size-4 shrink-0" />
      <span>{text}</span>
    </p>
  );
}

/**
 * 'Pagar agora' for a booking whose payment did not go through (declined, abandoned, never
 * made): it pays this same booking, by any method, on /payment/booking/{id}; with the time left
 * before the booking is released. 'Pagar o restante' once its deposit was paid and the rest is
 * still due (decision 029). Nothing when it cannot be paid.
 */
export function PayNowLink({
  appointment,
  size = 'lg',
}: {
  appointment: Appointment;
  size?: 'md' | 'lg';
}) {
  const deposit = getAppointmentDepositOwed(appointment);
  const rest = getAppointmentBalanceDue(appointment);
  if (rest !== null) {
    // The deposit paid, the rest may be paid online too (decision 029).
    return (
      <Link
        to={`/payment/booking/${appointment.id}`}
        className={cn(
          buttonStyles({ variant: 'secondary', size, fullWidth: true }),
          'relative z-10',
        )}
      >
        <CreditCard aria-hidden className="size-5" />
        Pagar o restante ({formatBRL(rest)})
      </Link>
    );
  }
  if (!canPayNow({ ...appointment, depositCents: appointment.depositAmount ?? null })) return null;
  return (
    <div className="relative z-10 flex flex-col gap-1.5">
      <Link
        to={`/payment/booking/${appointment.id}`}
        className={buttonStyles({ size, fullWidth: true })}
      >
        <CreditCard aria-hidden className="size-5" />
        {deposit === null ? 'Pagar agora' : `Pagar sinal de ${formatBRL(deposit)}`}
      </Link>
      <PayByNote payBy={appointment.payBy ?? null} />
    </div>
  );
}

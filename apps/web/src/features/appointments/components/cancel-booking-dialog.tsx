import type { Appointment } from '@navalha/core/contracts/appointments';
import { getCancellationTerms } from '@navalha/core/domain/appointments/cancellation-policy';
import {
  formatDateTimeAtOffset,
  formatLocalDateTime,
  getShopOffsetMinutes,
} from '@navalha/core/domain/format/local-date-time';
import { formatBRL } from '@navalha/core/domain/money';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useShopRules } from '../../../shared/payments/get-shop-fees';
import { useAppointment } from '../api/get-appointment';
import { CancelRefundPreview } from './cancel-refund-preview';

export interface CancelBookingDialogProps {
  appointment: Appointment | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (appointment: Appointment) => void;
  pending: boolean;
}

/**
 * Asks before cancelling, with the terms up front (core's cancellation policy) at the shop's
 * current rules, which the server applies on cancelling (decision 024), and what a paid
 * booking gives back. While open it reads the booking again, so the server's quote of the
 * refund (`cancelRefund`) is fresh; the free window is worded at the moment of that quote
 * (`cancelQuotedAt`), not on this device's clock, and when the window ends with the dialog
 * open the booking is read again, so the words and the quote move on together. From an older
 * server without the quote's moment the words follow this device's clock. The server's answer
 * has the last word and the success toast repeats what it charged.
 */
export function CancelBookingDialog({
  appointment: given,
  open,
  onOpenChange,
  onConfirm,
  pending,
}: CancelBookingDialogProps) {
  const fresh = useAppointment(given?.id ?? '', { enabled: open && given !== null });
  const { refetch, dataUpdatedAt } = fresh;
  const appointment = fresh.data && fresh.data.id === given?.id ? fresh.data : given;
  const rules = useShopRules(appointment?.barberShopId);
  const quotedAt = appointment?.cancelQuotedAt ?? null;
  const terms =
    appointment && rules
      ? getCancellationTerms({
          startsAt: appointment.scheduledTo,
          now: quotedAt ?? new Date(),
          amountCents: appointment.final_amount,
          freeWindowHours: rules.cancellationWindowHours,
          feePercent: rules.cancellationFeePercent,
        })
      : null;
  const freeUntilMs = terms?.canCancelFree ? terms.freeUntil.getTime() : null;
  const quotedAtMs = quotedAt?.getTime() ?? null;
  useEffect(() => {
    if (!open || freeUntilMs === null || quotedAtMs === null || !dataUpdatedAt) return;
    // Counted on the server's clock, whatever this device's: quoted at 09:59:00, free until
    // 10:00:00, received 2 s ago → read again in 58 s (plus a second, to land past the end).
    const left = freeUntilMs - quotedAtMs - (Date.now() - dataUpdatedAt);
    const timer = setTimeout(() => void refetch(), Math.max(0, left) + 1000);
    return () => clearTimeout(timer);
  }, [open, freeUntilMs, quotedAtMs, dataUpdatedAt, refetch]);
  // The deadline on the shop's clock, like the booking's own date and time.
  const freeUntil =
    appointment && terms
      ? formatDateTimeAtOffset(
          terms.freeUntil,
          getShopOffsetMinutes(
            appointment.scheduledDate,
            appointment.scheduledTime,
            appointment.scheduledTo,
          ),
        )
      : '';

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Cancelar agendamento?">
      {appointment && terms ? (
        <>
          <div className="rounded-control bg-page px-4 py-3">
            <p className="text-base font-semibold text-ink">{appointment.service.name}</p>
            <p className="mt-1 text-sm text-muted tabular-nums">
              {formatLocalDateTime(appointment.scheduledDate, appointment.scheduledTime)} ·{' '}
              {appointment.barber.name}
            </p>
          </div>
          {terms.canCancelFree ? (
            <p className="flex items-start gap-2 text-base text-ink">
              <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-status-confirmed" />
              <span>
                O cancelamento é gratuito até{' '}
                <strong className="font-semibold tabular-nums">{freeUntil}</strong>.
              </span>
            </p>
          ) : (
            <div
              role="note"
              className="flex items-start gap-2 rounded-control bg-status-pending-soft px-4 py-3 text-base text-status-pending"
            >
              <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
              <p>
                O prazo para cancelar sem custo terminou em{' '}
                <span className="tabular-nums">{freeUntil}</span>. Será cobrada uma taxa de
                cancelamento de{' '}
                <strong className="font-semibold tabular-nums">
                  {formatBRL(terms.cancellationFee)}
                </strong>
                .
              </p>
            </div>
          )}
          <CancelRefundPreview appointment={appointment} feeCents={terms.cancellationFee} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <Button variant="secondary" fullWidth onClick={() => onOpenChange(false)}>
              Manter agendamento
            </Button>
            <Button
              variant="danger"
              fullWidth
              disabled={pending}
              onClick={() => onConfirm(appointment)}
            >
              {pending ? 'Cancelando…' : 'Cancelar agendamento'}
            </Button>
          </div>
        </>
      ) : appointment ? (
        <Skeleton className="h-28 w-full" />
      ) : null}
    </Dialog>
  );
}

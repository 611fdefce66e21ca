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
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

export interface CancelBookingDialogProps {
  appointment: Appointment | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (appointment: Appointment) => void;
  pending: boolean;
}

/**
 * Asks before cancelling, with the terms up front (spec §9, core's cancellation policy): free
 * until 24 h before the start, a 50% fee after. The figure here is a preview on this device's
 * clock; the server's answer has the last word and the success toast repeats what it charged.
 */
export function CancelBookingDialog({
  appointment,
  open,
  onOpenChange,
  onConfirm,
  pending,
}: CancelBookingDialogProps) {
  const terms = appointment
    ? getCancellationTerms({
        startsAt: appointment.scheduledTo,
        now: new Date(),
        amountCents: appointment.final_amount,
      })
    : null;
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
      ) : null}
    </Dialog>
  );
}

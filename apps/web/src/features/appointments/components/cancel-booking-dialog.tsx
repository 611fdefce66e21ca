import type { Appointment } from '@navalha/core/contracts/appointments';
import { getCancellationTerms } from '@navalha/core/domain/appointments/cancellation-policy';
import {
  formatDateTimeAtOffset,
  formatLocalDateTime,
  getShopOffsetMinutes,
} from '@navalha/core/domain/format/local-date-time';
import { formatBRL } from '@navalha/core/domain/money';
import {
  describeRefundDestination,
  getCancellationRefund,
} from '@navalha/core/domain/payments/cancellation-refund';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useShopRules } from '../../../shared/payments/get-shop-fees';

export interface CancelBookingDialogProps {
  appointment: Appointment | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (appointment: Appointment) => void;
  pending: boolean;
}

/**
 * What a paid booking gives back on cancelling now, and where (decision 024): the fee kept,
 * the method's refund fee, the amount and its destination. Nothing for an unpaid booking.
 */
function RefundPreview({ appointment, feeCents }: { appointment: Appointment; feeCents: number }) {
  const method = appointment.paymentMethod;
  if (!method || appointment.paymentStatus !== 'COMPLETED') return null;
  const refund = getCancellationRefund({
    cause: 'client',
    method,
    // After a deposit only the deposit was paid, and only it can come back (decision 029).
    paidCents: appointment.depositAmount
      ? (appointment.paidAmount ?? appointment.depositAmount)
      : appointment.final_amount,
    cancellationFeeCents: feeCents,
  });
  const destination = describeRefundDestination(method);
  return (
    <p className="text-base text-ink">
      Você recebe de volta{' '}
      <strong className="font-semibold tabular-nums">{formatBRL(refund.refunded)}</strong>
      {destination ? ` ${destination}` : ''}
      {refund.refundFee > 0 ? ` (a taxa de estorno retém ${formatBRL(refund.refundFee)})` : ''}.
    </p>
  );
}

/**
 * Asks before cancelling, with the terms up front (core's cancellation policy) at the shop's
 * current rules, which the server applies on cancelling (decision 024), and what a paid
 * booking gives back. The figure here is a preview on this device's clock; the server's answer
 * has the last word and the success toast repeats what it charged.
 */
export function CancelBookingDialog({
  appointment,
  open,
  onOpenChange,
  onConfirm,
  pending,
}: CancelBookingDialogProps) {
  const rules = useShopRules(appointment?.barberShopId);
  const terms =
    appointment && rules
      ? getCancellationTerms({
          startsAt: appointment.scheduledTo,
          now: new Date(),
          amountCents: appointment.final_amount,
          freeWindowHours: rules.cancellationWindowHours,
          feePercent: rules.cancellationFeePercent,
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
          <RefundPreview appointment={appointment} feeCents={terms.cancellationFee} />
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

import type { Appointment } from '@navalha/core/contracts/appointments';
import { getAllowedEvents } from '@navalha/core/domain/appointments/appointment-transitions';
import { canClientCancel } from '@navalha/core/domain/appointments/cancellation-policy';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import CalendarX from 'lucide-react/icons/calendar-x';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useCancelBooking } from '../hooks/use-cancel-booking';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { PayNowLink } from './pay-now';
import { RescheduleDialog } from './reschedule-dialog';

/**
 * What the client can still do with a booking: pay it when its payment did not go through
 * (issue 18 §3), change the date as the server's rule allows (decision 025: a confirmed or paid
 * booking while its cancellation is free, else the reason why not), cancel while PENDING or
 * CONFIRMED. Nothing when none applies.
 */
export function AppointmentActions({
  appointment,
  showPayNow = true,
}: {
  appointment: Appointment;
  /** False where the page shows 'Pagar agora' higher up itself. */
  showPayNow?: boolean;
}) {
  const allowed = getAllowedEvents(appointment.status);
  const rule = appointment.reschedule;
  // Without the server's rule (an older answer), only an unconfirmed booking moves.
  const canReschedule = rule ? rule.allowed : appointment.status === 'PENDING';
  const whyNot = rule && !rule.allowed && allowed.includes('reschedule') ? rule.reason : null;
  const canCancel = canClientCancel(
    { status: appointment.status, startsAt: new Date(appointment.scheduledTo) },
    new Date(),
  );
  const [rescheduling, setRescheduling] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const { cancel, isPending } = useCancelBooking();

  const payNow = showPayNow ? <PayNowLink appointment={appointment} /> : null;
  if (!canReschedule && !canCancel) return payNow;

  return (
    <div className="flex flex-col gap-3">
      {payNow}
      {whyNot ? (
        <p className="rounded-card bg-tint p-4 text-base text-ink" data-testid="reschedule-refusal">
          {whyNot}
        </p>
      ) : null}
      {canReschedule ? (
        <Button variant="secondary" size="lg" fullWidth onClick={() => setRescheduling(true)}>
          <CalendarClock aria-hidden className="size-5" />
          Alterar data
        </Button>
      ) : null}
      {canCancel ? (
        <Button variant="danger" size="lg" fullWidth onClick={() => setCancelOpen(true)}>
          <CalendarX aria-hidden className="size-5" />
          Cancelar agendamento
        </Button>
      ) : null}
      {rescheduling ? (
        <RescheduleDialog
          appointment={appointment}
          open={rescheduling}
          onOpenChange={setRescheduling}
        />
      ) : null}
      <CancelBookingDialog
        appointment={appointment}
        open={cancelOpen}
        onOpenChange={setCancelOpen}
        pending={isPending}
        onConfirm={(target) => {
          void cancel(target).then(() => setCancelOpen(false));
        }}
      />
    </div>
  );
}

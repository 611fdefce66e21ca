import type { Appointment } from '@navalha/core/contracts/appointments';
import { getAllowedEvents } from '@navalha/core/domain/appointments/appointment-transitions';
import { canClientCancel } from '@navalha/core/domain/appointments/cancellation-policy';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import CalendarX from 'lucide-react/icons/calendar-x';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useCancelBooking } from '../hooks/use-cancel-booking';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { RescheduleDialog } from './reschedule-dialog';

/**
 * What the client can still do with a booking (core's state machine): change the date while it
 * is PENDING, cancel while PENDING or CONFIRMED. Nothing when neither applies.
 */
export function AppointmentActions({ appointment }: { appointment: Appointment }) {
  const allowed = getAllowedEvents(appointment.status);
  const canReschedule = allowed.includes('reschedule');
  const canCancel = canClientCancel(
    { status: appointment.status, startsAt: new Date(appointment.scheduledTo) },
    new Date(),
  );
  const [rescheduling, setRescheduling] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const { cancel, isPending } = useCancelBooking();

  if (!canReschedule && !canCancel) return null;

  return (
    <div className="flex flex-col gap-3">
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

import type { Appointment } from '@navalha/core/contracts/appointments';
import { getServiceStartTimes } from '@navalha/core/domain/appointments/booking-list';
import { getBookingCode } from '@navalha/core/domain/appointments/booking-code';
import { AppointmentStatusBadge } from '../../../components/ui/status-badge';
import { AppointmentActions } from './appointment-actions';
import { PaymentSummaryBox } from './payment-summary-box';
import { ServiceLineCard } from './service-line-card';

/**
 * /detailsorder/{id} (spec §2 Booking detail): the status, a card per service, the payment box
 * and what can still be done.
 */
export function BookingDetails({ appointment }: { appointment: Appointment }) {
  const startTimes = getServiceStartTimes(appointment.scheduledTime, appointment.services);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3 rounded-card bg-card p-4 shadow-card">
        <div className="min-w-0">
          <p className="text-sm text-muted">Protocolo</p>
          <p className="font-mono text-base font-semibold tracking-wider text-ink">
            {getBookingCode(appointment.id)}
          </p>
        </div>
        <AppointmentStatusBadge status={appointment.status} />
      </div>

      <section aria-labelledby="servicos" className="flex flex-col gap-3">
        <h2 id="servicos" className="text-lg font-semibold text-ink">
          Serviços
        </h2>
        {appointment.services.map((service, index) => (
          <ServiceLineCard
            key={`${service.id}-${index}`}
            service={service}
            barberName={appointment.barber.name}
            shopName={appointment.barberShop.name}
            date={appointment.scheduledDate}
            startTime={startTimes[index] ?? appointment.scheduledTime}
          />
        ))}
      </section>

      <PaymentSummaryBox appointment={appointment} />

      <AppointmentActions appointment={appointment} />
    </div>
  );
}

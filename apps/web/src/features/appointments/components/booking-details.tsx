import type { Appointment } from '@navalha/core/contracts/appointments';
import { getServiceStartTimes } from '@navalha/core/domain/appointments/booking-list';
import { getBookingCode } from '@navalha/core/domain/appointments/booking-code';
import { formatBRL } from '@navalha/core/domain/money';
import { describeRefundDestination } from '@navalha/core/domain/payments/cancellation-refund';
import { AppointmentStatusBadge } from '../../../components/ui/status-badge';
import { AppointmentActions } from './appointment-actions';
import { PaymentSummaryBox } from './payment-summary-box';
import { getDepositBalanceWords, getKeptFeeLabel } from '../deposit';
import { ServiceLineCard } from './service-line-card';

/**
 * Where the booking's money and end stand, in words: 'Pago', the shop's reason for cancelling
 * and what was refunded (issue 17 §2). Nothing for a booking still to be paid.
 */
function BookingOutcome({
  appointment,
  refundedCents,
}: {
  appointment: Appointment;
  refundedCents: number | null;
}) {
  const lines: { label: string; value: string }[] = [];
  if (appointment.paymentStatus === 'COMPLETED') {
    // Partly paid: the deposit counts toward the total, the rest is due (decision 029).
    lines.push({ label: 'Pagamento', value: getDepositBalanceWords(appointment) ?? 'Pago' });
  }
  // The fee kept, even on a cash booking nothing was paid for (issue 18 §2).
  if (appointment.cancellationFee) {
    lines.push({
      label: getKeptFeeLabel(appointment),
      value: formatBRL(appointment.cancellationFee),
    });
  }
  if (appointment.paymentStatus === 'REFUNDED') {
    const destination = appointment.paymentMethod
      ? describeRefundDestination(appointment.paymentMethod)
      : null;
    const amount = refundedCents === null ? 'Estornado' : formatBRL(refundedCents);
    lines.push({ label: 'Reembolso', value: destination ? `${amount} ${destination}` : amount });
  }
  if (appointment.cancellationReason) {
    lines.push({ label: 'Motivo do cancelamento', value: appointment.cancellationReason });
  }
  if (lines.length === 0) return null;
  return (
    <dl className="flex flex-col gap-2 rounded-card bg-card p-4 shadow-card" data-testid="desfecho">
      {lines.map((line) => (
        <div key={line.label} className="flex items-baseline justify-between gap-4">
          <dt className="text-muted">{line.label}</dt>
          <dd className="text-right font-semibold text-ink">{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /detailsorder/{id} (spec §2 Booking detail): the status, whether it is paid, why it was
 * cancelled and what was refunded, a card per service, the payment box and what can still be
 * done. `refundedCents`: what the booking's payment gave back, when it was refunded.
 */
export function BookingDetails({
  appointment,
  refundedCents = null,
}: {
  appointment: Appointment;
  refundedCents?: number | null;
}) {
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

      <BookingOutcome appointment={appointment} refundedCents={refundedCents} />

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

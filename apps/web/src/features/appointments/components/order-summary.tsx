import { weekdayNames } from '@navalha/core/domain/format/calendar-names';
import { formatLocalDate, getLocalDayOfWeek } from '@navalha/core/domain/format/date-time';
import { formatBRL } from '@navalha/core/domain/money';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Clock from 'lucide-react/icons/clock';
import Timer from 'lucide-react/icons/timer';
import { Avatar } from '../../../components/ui/avatar';
import { ServiceIcon } from '../../../components/ui/service-icon';
import { getDraftTotalDuration } from '../../../shared/booking-draft/booking-draft';
import type { FinalBookingData } from '../../../shared/booking-draft/booking-draft';

/**
 * A chosen barber's name, or the spec's local placeholder when the draft kept only the id
 * (spec §9: 'Barbeiro' and the first 8 characters of the id).
 */
export function getDraftBarberName(booking: FinalBookingData, barberId: string): string {
  return (
    booking.barbers?.find((barber) => barber.id === barberId)?.name ??
    `Barbeiro ${barberId.slice(0, 8)}`
  );
}

/**
 * What is being booked (the order draft of spec §3): when, for how long, which services at
 * which final price, and with whom.
 */
export function OrderSummary({ booking }: { booking: FinalBookingData }) {
  const weekday = weekdayNames[getLocalDayOfWeek(booking.selectedDate)] ?? '';
  return (
    <section
      aria-labelledby="resumo"
      className="flex flex-col gap-4 rounded-card bg-card p-4 shadow-card"
    >
      <h2 id="resumo" className="text-lg font-semibold text-ink">
        Resumo do pedido
      </h2>
      <div className="grid grid-cols-3 gap-2 text-center">
        <div className="rounded-control bg-page px-2 py-3">
          <CalendarDays aria-hidden className="mx-auto size-5 text-accent" />
          <p className="mt-1 text-sm text-muted">Data</p>
          <p className="text-base font-semibold text-ink tabular-nums">
            {formatLocalDate(booking.selectedDate)}
          </p>
          <p className="text-sm text-muted">{weekday}</p>
        </div>
        <div className="rounded-control bg-page px-2 py-3">
          <Clock aria-hidden className="mx-auto size-5 text-accent" />
          <p className="mt-1 text-sm text-muted">Horário</p>
          <p className="text-base font-semibold text-ink tabular-nums">{booking.selectedTime}</p>
        </div>
        <div className="rounded-control bg-page px-2 py-3">
          <Timer aria-hidden className="mx-auto size-5 text-accent" />
          <p className="mt-1 text-sm text-muted">Duração</p>
          <p className="text-base font-semibold text-ink tabular-nums">
            {getDraftTotalDuration(booking.selectedServices)} min
          </p>
        </div>
      </div>

      <div>
        <h3 className="mb-2 text-sm font-medium text-muted">Serviços</h3>
        <ul className="flex flex-col divide-y divide-line">
          {booking.selectedServices.map((service) => (
            <li key={service.id} className="flex items-center gap-3 py-2.5">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-tint text-accent">
                <ServiceIcon iconKey={service.iconKey ?? 'default'} size={20} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-base font-medium text-ink">{service.name}</span>
                <span className="block text-sm text-muted tabular-nums">
                  {service.durationMinutes} min
                </span>
              </span>
              <span className="text-right tabular-nums">
                {service.pricing.finalPrice < service.price ? (
                  <span className="block text-sm text-muted line-through">
                    {formatBRL(service.price)}
                  </span>
                ) : null}
                <span className="block text-base font-semibold text-ink">
                  {formatBRL(service.pricing.finalPrice)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>

      <div>
        <h3 className="mb-2 text-sm font-medium text-muted">
          {booking.selectedBarbers.length > 1 ? 'Barbeiros' : 'Barbeiro'}
        </h3>
        <ul className="flex flex-col gap-2">
          {booking.selectedBarbers.map((barberId) => {
            const name = getDraftBarberName(booking, barberId);
            const avatarUrl = booking.barbers?.find((barber) => barber.id === barberId)?.avatarUrl;
            return (
              <li key={barberId} className="flex items-center gap-3">
                <Avatar name={name} avatarUrl={avatarUrl ?? null} size={40} />
                <span className="text-base font-medium text-ink">{name}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

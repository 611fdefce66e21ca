import type { Appointment } from '@navalha/core/contracts/appointments';
import { formatLocalDateTime } from '@navalha/core/domain/format/local-date-time';
import { formatBRL } from '@navalha/core/domain/money';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Clock from 'lucide-react/icons/clock';
import Store from 'lucide-react/icons/store';
import UserRound from 'lucide-react/icons/user-round';
import { ServiceIcon } from '../../../components/ui/service-icon';

export const NO_BARBER = 'Barbeiro não especificado';

export interface ServiceLineCardProps {
  service: Appointment['services'][number];
  barberName: string | null | undefined;
  shopName: string;
  /** Shop-local date and the time this service starts. */
  date: string;
  startTime: string;
}

/** One service of a booking (spec §2 Booking detail): icon, barber, name, shop, start, price, duration. */
export function ServiceLineCard({
  service,
  barberName,
  shopName,
  date,
  startTime,
}: ServiceLineCardProps) {
  return (
    <article className="flex gap-3 rounded-card bg-card p-4 shadow-card">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-control bg-tint text-accent">
        <ServiceIcon iconKey={service.iconKey} size={26} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <UserRound aria-hidden className="size-4" />
          {barberName?.trim() || NO_BARBER}
        </p>
        <h3 className="mt-0.5 text-base font-semibold text-ink">{service.name}</h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
          <Store aria-hidden className="size-4" />
          {shopName}
        </p>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-muted tabular-nums">
          <CalendarDays aria-hidden className="size-4" />
          {formatLocalDateTime(date, startTime)}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end justify-between gap-2">
        <p className="text-base font-semibold text-ink tabular-nums">{formatBRL(service.price)}</p>
        <p className="flex items-center gap-1 text-sm text-muted tabular-nums">
          <Clock aria-hidden className="size-4" />
          {service.durationMinutes} min
        </p>
      </div>
    </article>
  );
}

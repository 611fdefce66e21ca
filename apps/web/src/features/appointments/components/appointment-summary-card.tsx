import type { Appointment } from '@navalha/core/contracts/appointments';
import { formatLocalDateTime } from '@navalha/core/domain/format/local-date-time';
import { formatBRL } from '@navalha/core/domain/money';
import { getPaymentMethodLabel } from '@navalha/core/domain/payments/payment-method';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Clock from 'lucide-react/icons/clock';
import CreditCard from 'lucide-react/icons/credit-card';
import MapPin from 'lucide-react/icons/map-pin';
import type { ComponentType, ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { ServiceThumbnail } from '../../../components/ui/service-icon';
import { AppointmentStatusBadge } from '../../../components/ui/status-badge';

function Fact({
  Icon,
  label,
  children,
}: {
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-tint text-accent">
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted">{label}</p>
        <p className="text-base font-medium text-ink">{children}</p>
      </div>
    </div>
  );
}

/**
 * A booking at a glance: services, status, when, how long, who, where, and what it costs.
 * Shared by /appointment/{id} and /booking-confirmation/{id}.
 */
export function AppointmentSummaryCard({ appointment }: { appointment: Appointment }) {
  const first = appointment.services[0];
  return (
    <article className="flex flex-col gap-4 rounded-card bg-card p-4 shadow-card">
      <div className="flex items-start gap-3">
        <ServiceThumbnail
          iconKey={first?.iconKey ?? 'default'}
          imageUrl={appointment.service.imageUrl}
        />
        <div className="min-w-0 flex-1">
          <h2 className="text-lg leading-snug font-semibold text-ink">
            {appointment.service.name}
          </h2>
          <div className="mt-1.5">
            <AppointmentStatusBadge status={appointment.status} />
          </div>
        </div>
      </div>
      <div className="flex flex-col gap-3">
        <Fact Icon={CalendarDays} label="Data e horário">
          <span className="tabular-nums">
            {formatLocalDateTime(appointment.scheduledDate, appointment.scheduledTime)}
          </span>
        </Fact>
        <Fact Icon={Clock} label="Duração">
          <span className="tabular-nums">{appointment.durationMinutes} min</span>
        </Fact>
        <div className="flex items-start gap-3">
          <Avatar
            name={appointment.barber.name}
            avatarUrl={appointment.barber.avatarUrl}
            size={40}
          />
          <div className="min-w-0">
            <p className="text-sm text-muted">Barbeiro</p>
            <p className="text-base font-medium text-ink">{appointment.barber.name}</p>
          </div>
        </div>
        <Fact Icon={MapPin} label="Barbearia">
          {appointment.barberShop.name}
          {appointment.barberShop.address ? (
            <span className="block text-sm font-normal text-muted">
              {appointment.barberShop.address}
            </span>
          ) : null}
        </Fact>
        <Fact Icon={CreditCard} label="Pagamento">
          {getPaymentMethodLabel(appointment.paymentMethod)} ·{' '}
          <span className="font-semibold tabular-nums">{formatBRL(appointment.final_amount)}</span>
        </Fact>
      </div>
    </article>
  );
}

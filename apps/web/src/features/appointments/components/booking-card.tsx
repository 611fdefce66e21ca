import type { Appointment } from '@navalha/core/contracts/appointments';
import { splitServiceIcons } from '@navalha/core/domain/appointments/booking-list';
import { formatLocalDateTime } from '@navalha/core/domain/format/local-date-time';
import { formatBRL } from '@navalha/core/domain/money';
import Pencil from 'lucide-react/icons/pencil';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Star from 'lucide-react/icons/star';
import Trash2 from 'lucide-react/icons/trash-2';
import UserRound from 'lucide-react/icons/user-round';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { ServiceIcon } from '../../../components/ui/service-icon';
import { ShopNameLine } from '../../../components/ui/shop-name-line';
import { AppointmentStatusBadge } from '../../../components/ui/status-badge';
import { cn } from '../../../lib/class-names';
import { useSwipeActions } from '../hooks/use-swipe-actions';
import { PayNowLink } from './pay-now';
import { getDepositBalanceWords, getKeptFeeLabel } from '../deposit';

export interface BookingCardProps {
  appointment: Appointment;
  /** Opens /detailsorder/{id}: swipe right or the edit button. */
  onEdit: () => void;
  /** Asks to cancel: swipe left or the trash button; absent when it cannot be cancelled. */
  onDelete?: (() => void) | undefined;
  /** Finished bookings are drawn quieter. */
  finished?: boolean;
  /** 'Agendar de novo' on a completed booking: same services and barber (issue 18 §4). */
  onBookAgain?: (() => void) | undefined;
  bookingAgain?: boolean;
  /** The shop's name on the card: for a client of more than one shop (issue 20 §2). */
  showShop?: boolean;
}

/** The stars a client gave, read as a sentence by screen readers. */
function GivenStars({ rating }: { rating: number }) {
  return (
    <p
      className="flex items-center gap-0.5 text-accent"
      role="img"
      aria-label={`Sua avaliação: ${rating} de 5 estrelas`}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden
          className={cn('size-5', star <= rating ? 'fill-current' : 'text-line')}
        />
      ))}
    </p>
  );
}

/** A completed booking's next steps: rate it (or the stars given) and book it again. */
function CompletedActions({
  appointment,
  onBookAgain,
  bookingAgain,
}: {
  appointment: Appointment;
  onBookAgain?: (() => void) | undefined;
  bookingAgain: boolean;
}) {
  const rating = appointment.reviewRating ?? null;
  return (
    // Side by side when they fit, one under the other (each full width) when they do not.
    <div className="relative z-10 flex flex-wrap items-center gap-2">
      {rating === null ? (
        <Link
          to={`/review/${appointment.id}`}
          draggable={false}
          className={cn(buttonStyles({ variant: 'secondary' }), 'grow whitespace-nowrap')}
        >
          <Star aria-hidden className="size-4" />
          Avaliar
        </Link>
      ) : (
        <GivenStars rating={rating} />
      )}
      {onBookAgain ? (
        <button
          type="button"
          onClick={onBookAgain}
          disabled={bookingAgain}
          className={cn(buttonStyles(), 'grow whitespace-nowrap')}
        >
          <RotateCcw aria-hidden className="size-4" />
          Agendar de novo
        </button>
      ) : null}
    </div>
  );
}

/** Up to 6 service icons, then a '+N' badge for the rest (spec §2, §9). */
export function ServiceIconRow({ services }: { services: Appointment['services'] }) {
  const { shown, hiddenCount } = splitServiceIcons(services);
  return (
    <div className="flex flex-wrap items-center gap-1.5" aria-hidden>
      {shown.map((service, index) => (
        <span
          key={`${service.id}-${index}`}
          className="inline-flex size-9 items-center justify-center rounded-full bg-tint text-accent"
        >
          <ServiceIcon iconKey={service.iconKey} size={20} />
        </span>
      ))}
      {hiddenCount > 0 ? (
        <span
          data-testid="service-overflow"
          className="inline-flex h-9 min-w-9 items-center justify-center rounded-full bg-line px-2 text-sm font-semibold text-ink tabular-nums"
        >
          +{hiddenCount}
        </span>
      ) : null}
    </div>
  );
}

/**
 * A booking in 'Minha Agenda': its services, date, barber, total and status. Swiping right (or
 * the pencil) opens its details; swiping left (or the trash) asks to cancel it. The actions
 * show behind the card as it slides.
 */
export function BookingCard({
  appointment,
  onEdit,
  onDelete,
  finished = false,
  onBookAgain,
  bookingAgain = false,
  showShop = false,
}: BookingCardProps) {
  const balanceWords = getDepositBalanceWords(appointment);
  const completed = appointment.status === 'COMPLETED';
  const { offset, dragging, handlers } = useSwipeActions({
    onSwipeRight: onEdit,
    onSwipeLeft: onDelete,
  });
  const when = formatLocalDateTime(appointment.scheduledDate, appointment.scheduledTime);
  const names = appointment.services.map((service) => service.name).join(', ');

  return (
    <div className="relative overflow-hidden rounded-card">
      {/* What the swipe will do, revealed under the card as it moves (at most 70 px). */}
      <div aria-hidden className="absolute inset-0 flex items-stretch justify-between">
        <span
          className={cn(
            'flex w-1/2 items-center bg-tint pl-6 text-primary transition-opacity',
            offset > 0 ? 'opacity-100' : 'opacity-0',
          )}
        >
          <Pencil className="size-6" />
        </span>
        <span
          className={cn(
            'flex w-1/2 items-center justify-end bg-danger-soft pr-6 text-danger transition-opacity',
            offset < 0 ? 'opacity-100' : 'opacity-0',
          )}
        >
          <Trash2 className="size-6" />
        </span>
      </div>

      <article
        data-testid="booking-card"
        {...handlers}
        style={{ transform: offset === 0 ? undefined : `translateX(${offset}px)` }}
        className={cn(
          'relative flex touch-pan-y flex-col gap-3 rounded-card border border-line p-4 shadow-card select-none',
          !dragging && 'transition-transform',
          finished ? 'bg-page' : 'bg-card',
        )}
      >
        <div className="flex items-start justify-between gap-3">
          <ServiceIconRow services={appointment.services} />
          <AppointmentStatusBadge status={appointment.status} />
        </div>

        <div className="min-w-0">
          <h3 className="text-base leading-snug font-semibold text-ink">
            {/* The whole card opens the details; the buttons below sit above this link. */}
            <Link
              to={`/detailsorder/${appointment.id}`}
              draggable={false}
              className="after:absolute after:inset-0 after:rounded-card after:content-['']"
            >
              {names}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-muted tabular-nums">{when}</p>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
            <UserRound aria-hidden className="size-4" />
            {appointment.barber.name}
          </p>
          {showShop ? (
            <ShopNameLine
              name={appointment.barberShop.name}
              testId="booking-shop"
              className="mt-1"
            />
          ) : null}
        </div>

        <div className="flex items-center justify-between gap-3">
          {/* What the client pays or paid, discount and method fee included (issue 18 §2). */}
          <div className="min-w-0">
            <p className="text-lg font-bold text-ink tabular-nums">
              <span className="sr-only">
                {appointment.paymentStatus === 'COMPLETED' ? 'Pago: ' : 'Total: '}
              </span>
              {formatBRL(appointment.final_amount)}
            </p>
            {balanceWords ? (
              <p className="text-sm font-medium text-status-pending tabular-nums">{balanceWords}</p>
            ) : null}
            {appointment.cancellationFee ? (
              <p className="text-sm text-muted tabular-nums">
                {getKeptFeeLabel(appointment)}: {formatBRL(appointment.cancellationFee)}
              </p>
            ) : null}
          </div>
          <div className="relative z-10 flex items-center gap-1">
            {/* A completed booking has nothing left to edit (issue 18 §4). */}
            {completed ? null : (
              <button
                type="button"
                onClick={onEdit}
                aria-label={`Editar agendamento de ${when}`}
                className="inline-flex size-11 items-center justify-center rounded-full text-muted transition-colors hover:bg-tint hover:text-primary"
              >
                <Pencil aria-hidden className="size-5" />
              </button>
            )}
            {onDelete ? (
              <button
                type="button"
                onClick={onDelete}
                aria-label={`Cancelar agendamento de ${when}`}
                className="inline-flex size-11 items-center justify-center rounded-full text-muted transition-colors hover:bg-danger-soft hover:text-danger"
              >
                <Trash2 aria-hidden className="size-5" />
              </button>
            ) : null}
          </div>
        </div>

        <PayNowLink appointment={appointment} size="md" />

        {completed ? (
          <CompletedActions
            appointment={appointment}
            onBookAgain={onBookAgain}
            bookingAgain={bookingAgain}
          />
        ) : null}
      </article>
    </div>
  );
}

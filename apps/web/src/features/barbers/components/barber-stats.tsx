import type { Barber } from '@navalha/core/contracts/barbers';
import { formatBarberRating } from '@navalha/core/domain/catalog/barber-rating';
import { lazyFormatter } from '@navalha/core/domain/format/lazy-formatter';
import Scissors from 'lucide-react/icons/scissors';
import Star from 'lucide-react/icons/star';
import { cn } from '../../../lib/class-names';

const getCountFormat = lazyFormatter(() => new Intl.NumberFormat('pt-BR'));

/**
 * A barber's rating with one decimal and how many cuts they have done ('Cortes'), side by side
 * or, in a narrow card, one under the other.
 */
export function BarberStats({
  barber,
  stacked = false,
  className,
}: {
  /** Without `totalAppointments` (a visitor's list: decision 027), the rating alone. */
  barber: Pick<Barber, 'averageRating'> & Partial<Pick<Barber, 'totalAppointments'>>;
  stacked?: boolean;
  className?: string;
}) {
  const rating = formatBarberRating(barber.averageRating);
  return (
    <p
      className={cn(
        'flex text-sm text-muted',
        stacked ? 'flex-col items-center gap-1' : 'flex-wrap items-center gap-x-3 gap-y-1',
        className,
      )}
    >
      <span className="inline-flex items-center gap-1 tabular-nums">
        <Star aria-hidden className="size-4 fill-current text-status-pending" />
        <span className="sr-only">Avaliação </span>
        <span className="font-semibold text-ink">{rating}</span>
      </span>
      {barber.totalAppointments === undefined ? null : (
        <span className="inline-flex items-center gap-1 tabular-nums">
          <Scissors aria-hidden className="size-4 text-accent" />
          <span className="font-semibold text-ink">
            {getCountFormat().format(barber.totalAppointments)}
          </span>
          Cortes
        </span>
      )}
    </p>
  );
}

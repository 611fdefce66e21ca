import type { AvailabilityTime } from '@navalha/core/domain/schedule/availability-summary';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/class-names';

function barbersLabel(count: number): string {
  return count === 1 ? '1 barbeiro' : `${count} barbeiros`;
}

export interface TimeSlotGridProps {
  slots: readonly AvailabilityTime[];
  selectedTime: string | null;
  onSelect: (time: string) => void;
  /** Show how many barbers are free at each time, when the answer says. */
  showBarberCount?: boolean;
  label?: string;
}

/** Times in 3 columns (spec §9); an unavailable time shows, disabled. */
export function TimeSlotGrid({
  slots,
  selectedTime,
  onSelect,
  showBarberCount = false,
  label = 'Horários',
}: TimeSlotGridProps) {
  return (
    <ul aria-label={label} className="grid grid-cols-3 gap-2">
      {slots.map((slot) => {
        const selected = slot.time === selectedTime;
        const count = showBarberCount && slot.available ? slot.availableBarbers : undefined;
        return (
          <li key={slot.time}>
            <button
              type="button"
              disabled={!slot.available}
              aria-pressed={selected}
              onClick={() => onSelect(slot.time)}
              className={cn(
                'flex min-h-12 w-full flex-col items-center justify-center rounded-control border px-2 py-1.5 tabular-nums transition-colors',
                selected
                  ? 'border-primary bg-primary text-white'
                  : 'border-line bg-card text-ink hover:border-primary hover:bg-tint',
                'disabled:cursor-not-allowed disabled:border-line disabled:bg-page disabled:text-muted/60 disabled:line-through disabled:hover:bg-page',
              )}
            >
              <span className="text-base font-semibold">{slot.time}</span>
              {count !== undefined ? (
                <span className={cn('text-sm', selected ? 'text-white' : 'text-muted')}>
                  {barbersLabel(count)}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** A skeleton of the grid while the times load. */
export function TimeSlotGridSkeleton({ count = 9 }: { count?: number }) {
  return (
    <div aria-hidden className="grid grid-cols-3 gap-2">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className="h-12" />
      ))}
    </div>
  );
}

import { formatLocalDateLong } from '@navalha/core/domain/format/long-date';
import { monthNames, weekdayShortNames } from '@navalha/core/domain/format/calendar-names';
import { getLocalDayOfWeek } from '@navalha/core/domain/format/date-time';
import { useEffect, useRef } from 'react';
import { cn } from '../../../lib/class-names';

export interface DayStripProps {
  days: readonly string[];
  today: string;
  selectedDate: string | null;
  onSelect: (date: string) => void;
}

/**
 * The days on offer in a row that scrolls sideways (spec §2 /schedule), the chosen one kept in
 * the middle.
 */
export function DayStrip({ days, today, selectedDate, onSelect }: DayStripProps) {
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!selectedDate) return;
    const chosen = listRef.current?.querySelector<HTMLElement>(`[data-date="${selectedDate}"]`);
    // jsdom and old browsers lack scrollIntoView's options: centring is a nicety there.
    chosen?.scrollIntoView?.({ inline: 'center', block: 'nearest', behavior: 'smooth' });
  }, [selectedDate]);

  return (
    <ul
      ref={listRef}
      aria-label="Dias disponíveis"
      className="relative -mx-4 flex snap-x gap-2 overflow-x-auto scroll-smooth px-4 py-1 [scrollbar-width:none]"
    >
      {days.map((date) => {
        const selected = date === selectedDate;
        const month = monthNames[Number(date.slice(5, 7)) - 1] ?? '';
        return (
          <li key={date} className="snap-center">
            <button
              type="button"
              data-date={date}
              aria-pressed={selected}
              aria-label={`${formatLocalDateLong(date)}${date === today ? ' (hoje)' : ''}`}
              onClick={() => onSelect(date)}
              className={cn(
                'flex h-20 w-16 flex-col items-center justify-center gap-0.5 rounded-card border tabular-nums transition-colors',
                selected
                  ? 'border-primary bg-primary text-white'
                  : 'border-line bg-card text-ink hover:border-primary hover:bg-tint',
              )}
            >
              <span className={cn('text-sm', selected ? 'text-white' : 'text-muted')}>
                {date === today ? 'Hoje' : weekdayShortNames[getLocalDayOfWeek(date)]}
              </span>
              <span className="text-xl leading-none font-bold">{Number(date.slice(8, 10))}</span>
              <span className={cn('text-sm', selected ? 'text-white' : 'text-muted')}>
                {month.slice(0, 3).toLocaleLowerCase('pt-BR')}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

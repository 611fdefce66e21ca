import {
  monthNames,
  weekdayNames,
  weekdayShortNames,
} from '@navalha/core/domain/format/calendar-names';
import { formatLocalDateLong } from '@navalha/core/domain/format/long-date';
import {
  getMonthGrid,
  getMonthOf,
  isMonthBefore,
  shiftMonth,
} from '@navalha/core/domain/schedule/month-grid';
import type { CalendarMonth } from '@navalha/core/domain/schedule/month-grid';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { cn } from '../../../lib/class-names';

export interface MonthCalendarProps {
  month: CalendarMonth;
  onMonthChange: (month: CalendarMonth) => void;
  /** 'YYYY-MM-DD' of today in the shop: earlier days cannot be chosen. */
  today: string;
  selectedDate: string | null;
  onSelectDate: (date: string) => void;
}

/**
 * A month to pick a day from (spec §2 /calendar): weeks start on Sunday, names in Portuguese,
 * past days disabled, today marked. Months before today's are not offered.
 */
export function MonthCalendar({
  month,
  onMonthChange,
  today,
  selectedDate,
  onSelectDate,
}: MonthCalendarProps) {
  const weeks = getMonthGrid(month);
  const title = `${monthNames[month.month - 1]} ${month.year}`;
  const canGoBack = isMonthBefore(getMonthOf(today), month);

  return (
    <section aria-label="Calendário" className="rounded-card bg-card p-3 shadow-card">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          aria-label="Mês anterior"
          disabled={!canGoBack}
          onClick={() => onMonthChange(shiftMonth(month, -1))}
          className="inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-page disabled:cursor-not-allowed disabled:text-line disabled:hover:bg-transparent"
        >
          <ChevronLeft aria-hidden className="size-6" />
        </button>
        <h2 aria-live="polite" className="text-lg font-semibold text-ink">
          {title}
        </h2>
        <button
          type="button"
          aria-label="Próximo mês"
          onClick={() => onMonthChange(shiftMonth(month, 1))}
          className="inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-page"
        >
          <ChevronRight aria-hidden className="size-6" />
        </button>
      </div>

      <table className="mt-1 w-full table-fixed border-collapse">
        <thead>
          <tr>
            {weekdayShortNames.map((name, index) => (
              <th key={name} scope="col" className="pb-1 text-sm font-medium text-muted">
                <abbr title={weekdayNames[index]} className="no-underline">
                  {name}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, index) => {
                if (!date) return <td key={`vazio-${index}`} />;
                const past = date < today;
                const isToday = date === today;
                const selected = date === selectedDate;
                return (
                  <td key={date} className="p-0.5 text-center">
                    <button
                      type="button"
                      disabled={past}
                      aria-pressed={selected}
                      aria-current={isToday ? 'date' : undefined}
                      aria-label={`${formatLocalDateLong(date)}${isToday ? ' (hoje)' : ''}`}
                      onClick={() => onSelectDate(date)}
                      className={cn(
                        'relative mx-auto inline-flex size-11 items-center justify-center rounded-full text-base tabular-nums transition-colors',
                        selected
                          ? 'bg-primary font-semibold text-white'
                          : isToday
                            ? 'font-semibold text-primary ring-2 ring-accent ring-inset hover:bg-tint'
                            : 'text-ink hover:bg-tint',
                        'disabled:cursor-not-allowed disabled:text-muted/50 disabled:hover:bg-transparent',
                      )}
                    >
                      {Number(date.slice(8, 10))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

import {
  monthNames,
  weekdayNames,
  weekdayShortNames,
} from '@navalha/core/domain/format/calendar-names';
import { formatLocalDateLong } from '@navalha/core/domain/format/long-date';
import { dayAvailabilityLabels } from '@navalha/core/domain/schedule/month-availability';
import type { DayAvailabilityStatus } from '@navalha/core/domain/schedule/month-availability';
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
  /**
   * How each day reads for the booking, once known: closed and full days cannot be chosen and
   * say why in their name (issue 18 §4).
   */
  dayStatuses?: ReadonlyMap<string, DayAvailabilityStatus> | undefined;
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
  dayStatuses,
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
                const status = dayStatuses?.get(date);
                const reason = status ? dayAvailabilityLabels[status] : undefined;
                return (
                  <td key={date} className="p-0.5 text-center">
                    <button
                      type="button"
                      disabled={past || reason !== undefined}
                      aria-pressed={selected}
                      aria-current={isToday ? 'date' : undefined}
                      aria-label={`${formatLocalDateLong(date)}${isToday ? ' (hoje)' : ''}${reason ? `, ${reason}` : ''}`}
                      title={reason}
                      onClick={() => onSelectDate(date)}
                      className={cn(
                        'relative mx-auto inline-flex size-11 items-center justify-center rounded-full text-base tabular-nums transition-colors',
                        selected
                          ? 'bg-primary font-semibold text-white'
                          : isToday
                            ? 'font-semibold text-primary ring-2 ring-accent ring-inset hover:bg-tint'
                            : 'text-ink hover:bg-tint',
                        'disabled:cursor-not-allowed disabled:text-muted/50 disabled:hover:bg-transparent',
                        reason && !past && 'line-through',
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
      {dayStatuses && [...dayStatuses.values()].some((status) => dayAvailabilityLabels[status]) ? (
        <p className="mt-2 px-1 text-sm text-muted">
          Dias riscados: barbearia fechada ou sem horários livres.
        </p>
      ) : null}
    </section>
  );
}

import { addDaysToLocalDate, getLocalDayOfWeek } from '../format/date-time.js';

/** A calendar month: `month` is 1 (January) to 12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

function requireMonth({ year, month }: CalendarMonth): void {
  if (!Number.isInteger(year) || year < 1 || year > 9999) {
    throw new RangeError(`Not a year: ${year}`);
  }
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Not a month 1–12: ${month}`);
  }
}

/** The month a 'YYYY-MM-DD' date falls in: '2026-05-04' → { year: 2026, month: 5 }. */
export function getMonthOf(date: string): CalendarMonth {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

/** The month `delta` months away: ({2026, 12}, 1) → {2027, 1}; ({2026, 1}, -1) → {2025, 12}. */
export function shiftMonth(calendarMonth: CalendarMonth, delta: number): CalendarMonth {
  requireMonth(calendarMonth);
  const index = calendarMonth.year * 12 + (calendarMonth.month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Whether `a` is before `b`. */
export function isMonthBefore(a: CalendarMonth, b: CalendarMonth): boolean {
  return a.year * 12 + a.month < b.year * 12 + b.month;
}

/**
 * The weeks of a month as a calendar shows them, Sunday first (spec §9): each week has 7 cells,
 * a 'YYYY-MM-DD' date or null for the days of the months around it.
 * May 2026 starts on a Friday: [[null×5, '2026-05-01', '2026-05-02'], …, ['2026-05-31', null×6]].
 */
export function getMonthGrid(calendarMonth: CalendarMonth): (string | null)[][] {
  requireMonth(calendarMonth);
  const first = `${pad(calendarMonth.year, 4)}-${pad(calendarMonth.month)}-01`;
  const cells: (string | null)[] = Array.from({ length: getLocalDayOfWeek(first) }, () => null);
  for (let date = first; getMonthOf(date).month === calendarMonth.month;) {
    cells.push(date);
    date = addDaysToLocalDate(date, 1);
  }
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

import { addDaysToLocalDate, getLocalDayOfWeek } from '../format/date-time.js';

/** A span of shop-local calendar dates, both ends included: 'YYYY-MM-DD'. */
export interface LocalDateSpan {
  from: string;
  to: string;
}

/** The periods a shop's dashboard reports on, all shop-local. */
export interface DashboardPeriods {
  today: string;
  /** Sunday to Saturday around `today` (the week begins on Sunday, spec §9). */
  week: LocalDateSpan;
  /** The calendar month of `today`. */
  month: LocalDateSpan;
}

/**
 * The week and the month a shop-local `today` falls in. Worked example: Wednesday 2026-04-29 →
 * week 2026-04-26 (Sunday) to 2026-05-02 (Saturday), month 2026-04-01 to 2026-04-30.
 */
export function getDashboardPeriods(today: string): DashboardPeriods {
  const weekStart = addDaysToLocalDate(today, -getLocalDayOfWeek(today));
  const monthStart = `${today.slice(0, 8)}01`;
  const nextMonthStart = addDaysToLocalDate(monthStart, 32).slice(0, 8) + '01';
  return {
    today,
    week: { from: weekStart, to: addDaysToLocalDate(weekStart, 6) },
    month: { from: monthStart, to: addDaysToLocalDate(nextMonthStart, -1) },
  };
}

/** Every date of a span in order: ('2026-02-27', '2026-03-01') → 27, 28 and 1. */
export function listLocalDates({ from, to }: LocalDateSpan): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDaysToLocalDate(date, 1)) dates.push(date);
  return dates;
}

/** `part / whole`, or 0 when there is no whole (no bookings: a 0% rate, not NaN). */
export function safeRatio(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}

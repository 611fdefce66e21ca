import { addDaysToLocalDate, getLocalDayOfWeek, isValidLocalDate } from '../format/date-time.js';

/** Shop-local calendar days from `from` to `to`, both included: '2026-05-03'..'2026-05-09'. */
export interface LocalDateRange {
  from: string;
  to: string;
}

const MS_PER_DAY = 86_400_000;

function requireDate(date: string): string {
  if (!isValidLocalDate(date)) throw new RangeError(`Not a calendar date 'YYYY-MM-DD': ${date}`);
  return date;
}

/**
 * The week holding a date, Sunday to Saturday as the app's calendar shows it (spec §9 "week
 * begins Sunday"): '2026-05-06' (a Wednesday) → '2026-05-03'..'2026-05-09'.
 */
export function getWeekRange(date: string): LocalDateRange {
  const from = addDaysToLocalDate(requireDate(date), -getLocalDayOfWeek(date));
  return { from, to: addDaysToLocalDate(from, 6) };
}

/** The calendar month holding a date: '2026-02-14' → '2026-02-01'..'2026-02-28'. */
export function getMonthRange(date: string): LocalDateRange {
  const from = `${requireDate(date).slice(0, 7)}-01`;
  const nextMonth = addDaysToLocalDate(from, 31);
  return { from, to: addDaysToLocalDate(`${nextMonth.slice(0, 7)}-01`, -1) };
}

/**
 * How many days a range covers, both ends counted: '2026-05-01'..'2026-05-31' → 31; a range
 * that ends before it starts → 0 or less. Calendar days, so a daylight-saving change does not
 * count.
 */
export function countDaysInRange({ from, to }: LocalDateRange): number {
  const epoch = (date: string) =>
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return Math.round((epoch(requireDate(to)) - epoch(requireDate(from))) / MS_PER_DAY) + 1;
}

/** Every date of a range, in order: '2026-02-27'..'2026-03-01' → 27, 28 Feb and 1 Mar. */
export function listDatesInRange(range: LocalDateRange): string[] {
  const count = Math.max(countDaysInRange(range), 0);
  return Array.from({ length: count }, (_, index) => addDaysToLocalDate(range.from, index));
}

/** Whether a date falls in a range, ends included. */
export function isDateInRange(date: string, { from, to }: LocalDateRange): boolean {
  return date >= from && date <= to;
}

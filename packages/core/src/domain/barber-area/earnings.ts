import type { Cents } from '../money.js';
import type { LocalDateRange } from '../schedule/calendar-periods.js';
import {
  getMonthRange,
  getWeekRange,
  isDateInRange,
  listDatesInRange,
} from '../schedule/calendar-periods.js';

/** Completed appointments of one shop-local day and what they brought in. */
export interface DayEarnings {
  date: string;
  count: number;
  revenue: Cents;
}

/** Completed appointments of a run of days, both ends included. */
export interface PeriodEarnings extends LocalDateRange {
  count: number;
  revenue: Cents;
}

/** What the barber's earnings screen shows for the day, week and month around a date. */
export interface EarningsSummary {
  date: string;
  today: PeriodEarnings;
  /** Sunday to Saturday, with each of its seven days. */
  week: PeriodEarnings & { days: DayEarnings[] };
  month: PeriodEarnings;
}

/**
 * The days whose completed appointments a summary needs: its week and its month together.
 * '2026-05-01' (a Friday) → '2026-04-26'..'2026-05-31'.
 */
export function getEarningsSpan(date: string): LocalDateRange {
  const week = getWeekRange(date);
  const month = getMonthRange(date);
  return {
    from: week.from < month.from ? week.from : month.from,
    to: week.to > month.to ? week.to : month.to,
  };
}

function total(days: readonly DayEarnings[], range: LocalDateRange): PeriodEarnings {
  const inside = days.filter((day) => isDateInRange(day.date, range));
  return {
    ...range,
    count: inside.reduce((sum, day) => sum + day.count, 0),
    revenue: inside.reduce((sum, day) => sum + day.revenue, 0),
  };
}

/**
 * Adds up per-day figures (days without a completed appointment may be missing) into the
 * day, its week and its month. Shop-local dates throughout: the caller grouped the
 * appointments by the day they started on the shop's clock.
 */
export function summarizeEarnings(days: readonly DayEarnings[], date: string): EarningsSummary {
  const week = getWeekRange(date);
  const byDate = new Map(days.map((day) => [day.date, day]));
  return {
    date,
    today: total(days, { from: date, to: date }),
    week: {
      ...total(days, week),
      days: listDatesInRange(week).map(
        (day) => byDate.get(day) ?? { date: day, count: 0, revenue: 0 },
      ),
    },
    month: total(days, getMonthRange(date)),
  };
}

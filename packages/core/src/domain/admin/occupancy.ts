import { subtractRanges, toTimeRange } from '../schedule/time-range.js';
import type { InstantRange, TimeRange } from '../schedule/time-range.js';
import { buildWorkingRanges } from '../schedule/working-ranges.js';
import type { WorkingHours } from '../schedule/working-ranges.js';
import { listLocalDates } from './dashboard-periods.js';
import type { LocalDateSpan } from './dashboard-periods.js';

const MS_PER_MINUTE = 60_000;

export interface WorkingMinutesInput {
  /** Shop-local dates, both ends included. */
  period: LocalDateSpan;
  timeZone: string;
  workingHours: readonly WorkingHours[];
  /** The barber's time off; only what falls inside working time counts. */
  timeOff: readonly InstantRange[];
}

/**
 * How many minutes a barber is meant to work in a period: the weekly hours laid on each date
 * (breaks excluded, daylight-saving days as the clock reads them), less time off.
 * Worked example: Monday 09:00–12:00 and 13:00–19:00 with 10:00–11:00 off → 480 minutes.
 */
export function computeWorkingMinutes({
  period,
  timeZone,
  workingHours,
  timeOff,
}: WorkingMinutesInput): number {
  const working: TimeRange[] = listLocalDates(period).flatMap((date) =>
    buildWorkingRanges({ date, timeZone, workingHours }),
  );
  const free = subtractRanges(working, timeOff.map(toTimeRange));
  const ms = free.reduce((sum, range) => sum + (range.end - range.start), 0);
  return Math.round(ms / MS_PER_MINUTE);
}

/**
 * The share of working time that is booked, 0 to 1. Bookings outside the hours (an admin moved
 * the hours after they were made) can push booked time past working time: that is a full
 * agenda, not more than full. No working time means no occupancy.
 */
export function computeOccupancyRate(bookedMinutes: number, workingMinutes: number): number {
  if (workingMinutes <= 0) return 0;
  return Math.min(1, Math.max(0, bookedMinutes / workingMinutes));
}

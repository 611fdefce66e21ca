import { createShopDayClock, getLocalDayOfWeek } from '../format/date-time.js';
import { isValidDayOfWeek, parseTimeOfDay } from './time-of-day.js';
import { mergeRanges } from './time-range.js';
import type { TimeRange } from './time-range.js';

/**
 * One row of a barber's weekly hours: on `dayOfWeek` (0 = Sunday … 6 = Saturday) from
 * `startTime` to `endTime`, shop-local 'HH:MM'. Several rows on one day make breaks:
 * 09:00–12:00 and 13:00–19:00 is a day with a lunch hour.
 */
export interface WorkingHours {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

/** A shop-local date, the shop's zone and the weekly rows. */
export interface WorkingRangesInput {
  /** Shop-local calendar date 'YYYY-MM-DD'. */
  date: string;
  /** The shop's IANA zone. */
  timeZone: string;
  workingHours: readonly WorkingHours[];
}

/**
 * The UTC time ranges a barber works on one shop-local date: the rows of that weekday, each
 * turned into instants in the shop's zone, then merged (touching rows join: 09:00–12:00 plus
 * 12:00–19:00 is one 09:00–19:00 range). Sorted and disjoint.
 *
 * Worked example, Monday 2026-05-04 in America/Sao_Paulo (UTC−3), rows 09:00–12:00 and
 * 13:00–19:00 → [12:00Z, 15:00Z) and [16:00Z, 22:00Z). The same rows in Asia/Tokyo (UTC+9)
 * → [00:00Z, 03:00Z) and [04:00Z, 10:00Z). On a daylight-saving day each end is read with the
 * offset in force at that moment, so 09:00–19:00 in New York on 2026-03-08 is
 * [13:00Z, 23:00Z), an hour earlier in UTC than the day before.
 *
 * A row whose end is not after its start describes no time (overnight rows are not supported)
 * and is ignored. Throws a RangeError on an invalid date, zone, weekday or 'HH:MM' time.
 */
export function buildWorkingRanges({
  date,
  timeZone,
  workingHours,
}: WorkingRangesInput): TimeRange[] {
  const dayOfWeek = getLocalDayOfWeek(date);
  const clock = createShopDayClock(date, timeZone);
  const ranges: TimeRange[] = [];
  for (const row of workingHours) {
    const start = parseTimeOfDay(row.startTime);
    const end = parseTimeOfDay(row.endTime);
    if (!isValidDayOfWeek(row.dayOfWeek)) {
      throw new RangeError(`Invalid dayOfWeek: ${row.dayOfWeek}`);
    }
    if (start === null || end === null) {
      throw new RangeError(
        `Invalid working hours ${row.startTime}–${row.endTime}: expected 'HH:MM'`,
      );
    }
    if (row.dayOfWeek === dayOfWeek) {
      ranges.push({ start: clock(start).epoch, end: clock(end).epoch });
    }
  }
  return mergeRanges(ranges);
}

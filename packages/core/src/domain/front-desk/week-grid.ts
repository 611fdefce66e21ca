import { MINUTES_PER_DAY, formatTimeOfDay } from '../schedule/time-of-day.js';
import { layOutDayGrid } from './day-grid.js';
import type { ClockRange, DayGrid, DayGridColumn, DayGridRow, Instant } from './day-grid.js';

/** One day of a staff member's week: the shop's hours that day, theirs, and their bookings. */
export interface WeekGridDay {
  /** The shop-local day, 'YYYY-MM-DD'. */
  date: string;
  openingHours: readonly ClockRange[];
  workingHours: readonly ClockRange[];
  breaks?: readonly ClockRange[];
  timeOff: readonly { startsAt: Instant; endsAt: Instant }[];
  bookings: readonly { id: string; startsAt: Instant; endsAt: Instant }[];
}

export interface WeekGridInput {
  timeZone: string;
  slotStepMinutes: number;
  /** One column each, in this order (Sunday to Saturday for the desk's week view). */
  days: readonly WeekGridDay[];
  now: Instant;
}

export interface WeekGridColumn extends DayGridColumn {
  date: string;
  /** The current-time line, on today's column only. */
  nowLine: DayGrid['nowLine'];
}

export interface WeekGrid {
  startMinute: number;
  endMinute: number;
  slotStepMinutes: number;
  rows: DayGridRow[];
  columns: WeekGridColumn[];
}

const isEmpty = (day: WeekGridDay) =>
  day.openingHours.length === 0 && day.workingHours.length === 0 && day.bookings.length === 0;

/**
 * Lays out one staff member's week as a grid with a column per day, every column on the same
 * rows: from the earliest start to the latest end of any day that holds something (a closed
 * Sunday with nothing booked does not stretch the week to the empty day's 08:00–20:00). Each
 * column is layOutDayGrid's for that day, shading and blocks alike.
 *
 * Worked example, 30-minute step: Monday open 09:00–19:00, Saturday 08:00–14:00, Sunday
 * closed and empty → every column from 08:00 to 19:00 (22 rows); Saturday shaded 'closed' from
 * 14:00, Sunday shaded 'closed' all day.
 *
 * Pure: reads no clock (pass `now`) and leaves its input as it was.
 */
export function layOutWeekGrid(input: WeekGridInput): WeekGrid {
  const layOut = (day: WeekGridDay, span: readonly ClockRange[]) =>
    layOutDayGrid({
      date: day.date,
      timeZone: input.timeZone,
      slotStepMinutes: input.slotStepMinutes,
      // The week's span only widens the rows: shading follows the day's own hours.
      openingHours: [...day.openingHours, ...span],
      staff: [
        {
          id: day.date,
          workingHours: day.workingHours,
          ...(day.breaks ? { breaks: day.breaks } : {}),
          timeOff: day.timeOff,
        },
      ],
      bookings: day.bookings.map((booking) => ({ ...booking, staffId: day.date })),
      now: input.now,
    });

  const alone = input.days.map((day) => ({ day, grid: layOut(day, []) }));
  const used = alone.filter(({ day }) => !isEmpty(day));
  const measured = used.length > 0 ? used : alone;
  const start = Math.min(...measured.map(({ grid }) => grid.startMinute));
  const end = Math.max(...measured.map(({ grid }) => grid.endMinute));
  // 'HH:MM' stops at 23:59; the grid rounds it up to the slot step, midnight included.
  const span: ClockRange[] =
    measured.length > 0
      ? [
          {
            start: formatTimeOfDay(start),
            end: formatTimeOfDay(Math.min(end, MINUTES_PER_DAY - 1)),
          },
        ]
      : [];
  const grids = input.days.map((day) => ({ day, grid: layOut(day, span) }));
  const first = grids[0]?.grid;

  return {
    startMinute: first?.startMinute ?? start,
    endMinute: first?.endMinute ?? end,
    slotStepMinutes: input.slotStepMinutes,
    rows: first?.rows ?? [],
    columns: grids.map(({ day, grid }) => ({
      date: day.date,
      shaded: grid.columns[0]?.shaded ?? [],
      blocks: grid.columns[0]?.blocks ?? [],
      staffId: day.date,
      nowLine: grid.nowLine,
    })),
  };
}

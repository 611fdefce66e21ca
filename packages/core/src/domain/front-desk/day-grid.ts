import { localDateInZone, localTimeInZone } from '../format/date-time.js';
import { MINUTES_PER_DAY, formatTimeOfDay, parseTimeOfDay } from '../schedule/time-of-day.js';
import { mergeRanges, subtractRanges } from '../schedule/time-range.js';
import type { TimeRange } from '../schedule/time-range.js';

/** A shop-local span of one day, 'HH:MM' to 'HH:MM' (end exclusive). */
export interface ClockRange {
  start: string;
  end: string;
}

/** An instant as the API or a test holds it. */
export type Instant = Date | number;

/** One bookable staff member's day: weekly hours for that weekday, breaks and time off. */
export interface DayGridStaff {
  id: string;
  workingHours: readonly ClockRange[];
  /** Breaks besides the gaps between working ranges, which count as breaks anyway. */
  breaks?: readonly ClockRange[];
  timeOff: readonly { startsAt: Instant; endsAt: Instant }[];
}

/** A booking to place in its staff member's column. */
export interface DayGridBooking {
  id: string;
  staffId: string;
  startsAt: Instant;
  endsAt: Instant;
}

export interface DayGridInput {
  /** The shop-local day, 'YYYY-MM-DD'. */
  date: string;
  timeZone: string;
  slotStepMinutes: number;
  /** When the shop opens that day; several ranges when it closes for lunch. */
  openingHours: readonly ClockRange[];
  /** One column each, in this order. */
  staff: readonly DayGridStaff[];
  bookings: readonly DayGridBooking[];
  now: Instant;
}

/** Why a stretch of a column cannot be booked. */
export type ShadeKind = 'closed' | 'break' | 'time-off';

/**
 * Where something sits in the grid: minutes since the shop's midnight, and the same as rows
 * from the top (row 0 starts at `DayGrid.startMinute`). Rows are fractional when a time does
 * not fall on the slot step: 09:15 in a 30-minute grid from 09:00 is row 0.5.
 */
export interface GridPlacement {
  startMinute: number;
  endMinute: number;
  startRow: number;
  rowSpan: number;
}

export interface ShadedRange extends GridPlacement {
  kind: ShadeKind;
}

export interface BookingBlock extends GridPlacement {
  bookingId: string;
  /** 0-based lane among `laneCount` side-by-side lanes (1 unless bookings overlap). */
  lane: number;
  laneCount: number;
}

export interface DayGridColumn {
  staffId: string;
  shaded: ShadedRange[];
  blocks: BookingBlock[];
}

export interface DayGridRow {
  minute: number;
  /** 'HH:MM', for the time column. */
  time: string;
}

export interface DayGrid {
  startMinute: number;
  endMinute: number;
  slotStepMinutes: number;
  rows: DayGridRow[];
  columns: DayGridColumn[];
  /** Where the current-time line goes; null unless `now` is on this day inside the grid. */
  nowLine: { minute: number; row: number } | null;
}

/** The grid shown when nobody works and nothing is booked: a plain business day. */
const EMPTY_DAY: TimeRange = { start: 8 * 60, end: 20 * 60 };

function toMinutes(range: ClockRange): TimeRange {
  return { start: parseTimeOfDay(range.start) ?? 0, end: parseTimeOfDay(range.end) ?? 0 };
}

/**
 * An instant as minutes since midnight of `date` on the shop's clock, clamped to the day: the
 * evening before is 0 and the morning after is 1440 (a time off from Friday to Monday covers
 * Saturday whole).
 */
export function minuteOfShopDay(instant: Instant, date: string, timeZone: string): number {
  const day = localDateInZone(instant, timeZone);
  if (day < date) return 0;
  if (day > date) return MINUTES_PER_DAY;
  return parseTimeOfDay(localTimeInZone(instant, timeZone)) ?? 0;
}

/**
 * The gaps between working ranges, which are the breaks:
 * 09:00–12:00 + 13:00–19:00 → 12:00–13:00.
 */
export function getBreaks(workingHours: readonly ClockRange[]): ClockRange[] {
  const merged = mergeRanges(workingHours.map(toMinutes));
  return merged.slice(1).map((range, index) => ({
    start: formatTimeOfDay(merged[index]?.end ?? range.start),
    end: formatTimeOfDay(range.start),
  }));
}

/**
 * The rows the day needs: from the earliest opening, working start or booking to the latest
 * end, widened to whole slot steps counted from midnight (a 09:10 start in a 30-minute grid
 * starts the grid at 09:00). 08:00–20:00 when the day holds nothing.
 */
function gridBounds(spans: readonly TimeRange[], step: number): TimeRange {
  const used = spans.filter((span) => span.start < span.end);
  if (used.length === 0) return EMPTY_DAY;
  const start = Math.min(...used.map((span) => span.start));
  const end = Math.max(...used.map((span) => span.end));
  return {
    start: Math.max(0, Math.floor(start / step) * step),
    end: Math.min(MINUTES_PER_DAY, Math.ceil(end / step) * step),
  };
}

function clip(range: TimeRange, bounds: TimeRange): TimeRange | null {
  const start = Math.max(range.start, bounds.start);
  const end = Math.min(range.end, bounds.end);
  return start < end ? { start, end } : null;
}

function place(range: TimeRange, bounds: TimeRange, step: number): GridPlacement {
  return {
    startMinute: range.start,
    endMinute: range.end,
    startRow: (range.start - bounds.start) / step,
    rowSpan: (range.end - range.start) / step,
  };
}

/**
 * Side-by-side lanes for blocks that overlap. The exclusion constraint keeps one barber's
 * bookings apart, but a cancelled booking and its replacement, or data from before it, may
 * share a time: each group of blocks linked by overlaps gets as many lanes as it needs, and
 * each block the first lane free at its start. Worked example: 09:00–10:00, 09:30–10:30,
 * 10:00–11:00 → lanes 0, 1, 0 of 2.
 */
function assignLanes(
  ranges: readonly (TimeRange & { id: string })[],
): Map<string, { lane: number; laneCount: number }> {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || a.end - b.end);
  const result = new Map<string, { lane: number; laneCount: number }>();
  let group: { id: string; lane: number }[] = [];
  let laneEnds: number[] = [];
  let groupEnd = Number.NEGATIVE_INFINITY;
  const closeGroup = () => {
    for (const member of group) {
      result.set(member.id, { lane: member.lane, laneCount: laneEnds.length });
    }
    group = [];
    laneEnds = [];
  };
  for (const range of sorted) {
    if (range.start >= groupEnd) closeGroup();
    let lane = laneEnds.findIndex((end) => end <= range.start);
    if (lane === -1) lane = laneEnds.push(range.end) - 1;
    else laneEnds[lane] = range.end;
    group.push({ id: range.id, lane });
    groupEnd = Math.max(groupEnd, range.end);
  }
  closeGroup();
  return result;
}

/**
 * Lays out the front desk's day: a column per staff member, a row per slot step, the
 * stretches nobody can book shaded (outside the member's hours 'closed', between their
 * working ranges or in a given break 'break', their time off 'time-off'), each booking as a
 * block, and the current-time line when `now` falls on `date` in the shop's zone.
 *
 * Worked example, 30-minute step, one barber working 09:00–12:00 and 13:00–18:00, a booking
 * 10:00–10:45, the shop open 08:00–18:00: rows 08:00 … 17:30 (20 rows); shaded 'closed'
 * 08:00–09:00 (row 0, span 2) and 'break' 12:00–13:00 (row 8, span 2); the block at row 4
 * spanning 1.5 rows.
 *
 * Pure: reads no clock (pass `now`) and leaves its input as it was.
 */
export function layOutDayGrid(input: DayGridInput): DayGrid {
  const { date, timeZone, slotStepMinutes: step } = input;
  if (!Number.isInteger(step) || step <= 0) {
    throw new RangeError(`slotStepMinutes must be a positive integer, got ${step}`);
  }
  const toDayRange = (from: Instant, to: Instant): TimeRange => ({
    start: minuteOfShopDay(from, date, timeZone),
    end: minuteOfShopDay(to, date, timeZone),
  });
  const bookings = input.bookings.map((booking) => ({
    ...booking,
    range: toDayRange(booking.startsAt, booking.endsAt),
  }));
  const bounds = gridBounds(
    [
      ...input.openingHours.map(toMinutes),
      ...input.staff.flatMap((member) => member.workingHours.map(toMinutes)),
      ...bookings.map((booking) => booking.range),
    ],
    step,
  );

  const columns = input.staff.map((member): DayGridColumn => {
    const working = mergeRanges(member.workingHours.map(toMinutes));
    const first = working[0];
    const last = working.at(-1);
    const closed =
      first && last ? subtractRanges([bounds], [{ start: first.start, end: last.end }]) : [bounds];
    const breaks = mergeRanges([
      ...subtractRanges(first && last ? [{ start: first.start, end: last.end }] : [], working),
      ...(member.breaks ?? []).map(toMinutes),
    ]);
    const timeOff = mergeRanges(
      member.timeOff.map((period) => toDayRange(period.startsAt, period.endsAt)),
    );
    const shaded: ShadedRange[] = (
      [
        ['closed', closed],
        ['break', breaks],
        ['time-off', timeOff],
      ] as const
    ).flatMap(([kind, ranges]) =>
      ranges.flatMap((range) => {
        const inside = clip(range, bounds);
        return inside ? [{ kind, ...place(inside, bounds, step) }] : [];
      }),
    );

    const own = bookings.flatMap((booking) => {
      if (booking.staffId !== member.id) return [];
      const inside = clip(booking.range, bounds);
      return inside ? [{ id: booking.id, ...inside }] : [];
    });
    const lanes = assignLanes(own);
    const blocks = own.map((range): BookingBlock => {
      const { lane, laneCount } = lanes.get(range.id) ?? { lane: 0, laneCount: 1 };
      return { bookingId: range.id, ...place(range, bounds, step), lane, laneCount };
    });
    return { staffId: member.id, shaded, blocks };
  });

  const rows: DayGridRow[] = [];
  for (let minute = bounds.start; minute < bounds.end; minute += step) {
    rows.push({ minute, time: formatTimeOfDay(minute) });
  }

  let nowLine: DayGrid['nowLine'] = null;
  if (localDateInZone(input.now, timeZone) === date) {
    const minute = minuteOfShopDay(input.now, date, timeZone);
    if (minute >= bounds.start && minute <= bounds.end) {
      nowLine = { minute, row: (minute - bounds.start) / step };
    }
  }

  return {
    startMinute: bounds.start,
    endMinute: bounds.end,
    slotStepMinutes: step,
    rows,
    columns,
    nowLine,
  };
}

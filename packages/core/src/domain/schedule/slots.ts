import { createShopDayClock, localTimeInZone, shopLocalToUtc } from '../format/date-time.js';
import type { WallClockInstant } from '../format/date-time.js';
import { formatTimeOfDay, MINUTES_PER_DAY, parseTimeOfDay } from './time-of-day.js';
import { containsRange, subtractRanges, toTimeRange } from './time-range.js';
import type { InstantRange, TimeRange } from './time-range.js';
import { buildWorkingRanges } from './working-ranges.js';
import type { WorkingHours } from './working-ranges.js';

const MS_PER_MINUTE = 60_000;

/** Everything `getSlots` needs; the caller reads the clock and the shop's settings. */
export interface SlotParams {
  /** Shop-local calendar date 'YYYY-MM-DD'. */
  date: string;
  /** The shop's IANA zone. */
  timeZone: string;
  workingHours: readonly WorkingHours[];
  /** Time the barber cannot take: PENDING/CONFIRMED appointments, time off. Half-open. */
  busy: readonly InstantRange[];
  /** How long the booking lasts: the sum of the chosen services. */
  durationMinutes: number;
  /** Distance between candidate start times; default 30. */
  slotStepMinutes?: number;
  /** A slot must start at least this long after `now`; default 0. */
  minNoticeMinutes?: number;
  now: Date;
}

/** A start time on offer: shop-local 'HH:MM', the instant, and whether it can be booked. */
export interface Slot {
  time: string;
  startsAt: Date;
  available: boolean;
}

/** Why a requested time cannot be booked. */
export type SlotUnavailableReason =
  'PAST' | 'OUTSIDE_WORKING_HOURS' | 'NOT_A_SLOT' | 'TOO_SOON' | 'BUSY';

/** A bookable time with its span, or why it is not bookable. */
export type SlotCheck =
  { ok: true; startsAt: Date; endsAt: Date } | { ok: false; reason: SlotUnavailableReason };

interface Candidate {
  time: string;
  start: number;
}

interface SlotPlan {
  working: TimeRange[];
  free: TimeRange[];
  candidates: Candidate[];
  durationMs: number;
  earliestStart: number;
}

function requireWholeMinutes(value: number, name: string, min: number): void {
  if (!Number.isInteger(value) || value < min) {
    throw new RangeError(`${name} must be an integer of at least ${min}, got ${value}`);
  }
}

/**
 * Candidate starts of one working range, every `step` minutes on the shop's wall clock from
 * the range's start. Counting on the wall clock keeps labels on the grid through daylight-saving
 * changes; a label the clock skips (02:00 and 02:30 on New York's spring-forward night) is
 * dropped, and a label the clock shows twice is offered once, at its first occurrence.
 */
function candidateStarts(
  range: TimeRange,
  clock: (minutes: number) => WallClockInstant,
  timeZone: string,
  step: number,
): Candidate[] {
  const candidates: Candidate[] = [];
  const firstMinute = parseTimeOfDay(localTimeInZone(range.start, timeZone)) ?? 0;
  for (let minute = firstMinute; minute < MINUTES_PER_DAY; minute += step) {
    const { epoch: start, exists } = clock(minute);
    if (start >= range.end) break;
    if (exists && start >= range.start) candidates.push({ time: formatTimeOfDay(minute), start });
  }
  return candidates;
}

function planSlots(params: SlotParams): SlotPlan {
  const {
    date,
    timeZone,
    workingHours,
    busy,
    durationMinutes,
    slotStepMinutes = 30,
    minNoticeMinutes = 0,
    now,
  } = params;
  requireWholeMinutes(durationMinutes, 'durationMinutes', 1);
  requireWholeMinutes(slotStepMinutes, 'slotStepMinutes', 1);
  requireWholeMinutes(minNoticeMinutes, 'minNoticeMinutes', 0);
  if (!Number.isFinite(now.getTime())) throw new RangeError('now is an invalid Date');
  const working = buildWorkingRanges({ date, timeZone, workingHours });
  const clock = createShopDayClock(date, timeZone);
  return {
    working,
    free: subtractRanges(working, busy.map(toTimeRange)),
    candidates: working.flatMap((range) =>
      candidateStarts(range, clock, timeZone, slotStepMinutes),
    ),
    durationMs: durationMinutes * MS_PER_MINUTE,
    earliestStart: now.getTime() + minNoticeMinutes * MS_PER_MINUTE,
  };
}

function fitsIn(ranges: readonly TimeRange[], span: TimeRange): boolean {
  return ranges.some((range) => containsRange(range, span));
}

/**
 * The start times of one barber on one shop-local date, sorted, each label once.
 *
 * Candidates start at each working range's start and repeat every `slotStepMinutes` while they
 * begin inside that range. A candidate is **available** when the whole booking
 * [start, start + duration) fits inside the working hours with no busy range overlapping it
 * (touching is fine), and it starts at least `minNoticeMinutes` after `now`.
 * Candidates that start before `now` are not returned at all (today's past times are hidden);
 * later ones that cannot be booked are returned with `available: false` so a screen can show
 * them disabled.
 *
 * Worked example: working 09:00–12:00 and 13:00–19:00, a 45-minute booking, step 30:
 * 11:00 fits (ends 11:45); 11:30 does not (it would end at 12:15, inside lunch); 12:00 and
 * 12:30 are not candidates (not working); 13:00 is; 18:00 fits (ends 18:45) and 18:30 is the
 * last candidate, unavailable (it would end at 19:15). A busy 10:00–10:45 makes 09:30 (ends
 * 10:15) and 10:00, 10:30 unavailable; 09:00 (ends 09:45) and 11:00 remain available. With
 * `now` at 10:10 on that day, 09:00–10:00 are not returned and 10:30 is the first one shown.
 */
export function getSlots(params: SlotParams): Slot[] {
  const { candidates, free, durationMs, earliestStart } = planSlots(params);
  const now = params.now.getTime();
  return candidates
    .filter(({ start }) => start >= now)
    .map(({ time, start }) => ({
      time,
      startsAt: new Date(start),
      available: start >= earliestStart && fitsIn(free, { start, end: start + durationMs }),
    }));
}

/**
 * Whether a requested shop-local `time` can be booked, and if not why: 'PAST' (it has begun),
 * 'OUTSIDE_WORKING_HOURS' (the booking would not fit in the working hours), 'NOT_A_SLOT'
 * (inside working hours but off the step grid, e.g. 10:10 with step 30), 'TOO_SOON'
 * (minimum notice) or 'BUSY' (overlaps a busy range). `ok` exactly when `getSlots` offers
 * the time as available; the database's exclusion constraint still has the last word.
 * Throws a RangeError when `time` is not 'HH:MM'.
 */
export function checkSlot(params: SlotParams & { time: string }): SlotCheck {
  const { working, free, candidates, durationMs, earliestStart } = planSlots(params);
  const start = shopLocalToUtc(params.date, params.time, params.timeZone).getTime();
  const span = { start, end: start + durationMs };
  if (start < params.now.getTime()) return { ok: false, reason: 'PAST' };
  if (!fitsIn(working, span)) return { ok: false, reason: 'OUTSIDE_WORKING_HOURS' };
  const onGrid = candidates.some((candidate) => candidate.time === params.time);
  if (!onGrid) return { ok: false, reason: 'NOT_A_SLOT' };
  if (start < earliestStart) return { ok: false, reason: 'TOO_SOON' };
  if (!fitsIn(free, span)) return { ok: false, reason: 'BUSY' };
  return { ok: true, startsAt: new Date(span.start), endsAt: new Date(span.end) };
}

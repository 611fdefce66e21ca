import { tzOffset } from '@date-fns/tz';
import { formatTimeOfDay, parseTimeOfDay } from '../schedule/time-of-day.js';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
const LOCAL_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

interface CivilDate {
  year: number;
  month: number;
  day: number;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function parseLocalDate(value: string): CivilDate | null {
  const match = LOCAL_DATE_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function requireLocalDate(value: string): CivilDate {
  const civil = parseLocalDate(value);
  if (!civil) throw new RangeError(`Not a calendar date 'YYYY-MM-DD': ${value}`);
  return civil;
}

/** Midnight of a civil date on a clock that runs at UTC (works for years below 100 too). */
function civilToEpoch({ year, month, day }: CivilDate): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

function epochToCivilString(epoch: number): string {
  const date = new Date(epoch);
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** The zone's offset from UTC at an instant, in milliseconds (São Paulo: −3 h), uncached. */
function readOffset(timeZone: string, epoch: number): number {
  const minutes = tzOffset(timeZone, new Date(epoch));
  if (Number.isNaN(minutes)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return minutes * MS_PER_MINUTE;
}

/** Offsets are cached per zone and quarter hour, the finest step a zone's transitions take. */
const OFFSET_BUCKET_MS = 15 * MS_PER_MINUTE;
const OFFSET_CACHE_LIMIT = 10_000;
const offsetCache = new Map<string, number>();

/**
 * The zone's offset from UTC at an instant, in milliseconds (São Paulo: −3 h). Reading it goes
 * through Intl and was a tenth of a booking's CPU, so a quarter hour whose start and end share
 * an offset is remembered (one with a transition inside is read each time, so it stays exact).
 */
function offsetAt(timeZone: string, epoch: number): number {
  const bucket = Math.floor(epoch / OFFSET_BUCKET_MS);
  const key = `${timeZone}\n${bucket}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const atStart = readOffset(timeZone, bucket * OFFSET_BUCKET_MS);
  const atEnd = readOffset(timeZone, (bucket + 1) * OFFSET_BUCKET_MS - 1);
  if (atStart !== atEnd) return readOffset(timeZone, epoch);
  if (offsetCache.size >= OFFSET_CACHE_LIMIT) offsetCache.clear();
  offsetCache.set(key, atStart);
  return atStart;
}

/** The wall clock of `timeZone` at an instant, as if that clock ran at UTC. */
function wallClockAt(instant: Date | number, timeZone: string): number {
  const epoch = typeof instant === 'number' ? instant : instant.getTime();
  if (!Number.isFinite(epoch)) throw new RangeError('Invalid Date');
  return epoch + offsetAt(timeZone, epoch);
}

/** Whether a value is a real calendar date written 'YYYY-MM-DD' ('2026-02-30' is not). */
export function isValidLocalDate(value: unknown): value is string {
  return typeof value === 'string' && parseLocalDate(value) !== null;
}

/** Whether a value is an IANA time zone this runtime knows ('America/Sao_Paulo'). */
export function isValidTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Day of the week of a 'YYYY-MM-DD' date, 0 (Sunday) to 6; the same in every zone. */
export function getLocalDayOfWeek(date: string): number {
  return new Date(civilToEpoch(requireLocalDate(date))).getUTCDay();
}

/** The date `days` calendar days after a 'YYYY-MM-DD' date: ('2026-02-27', 2) → '2026-03-01'. */
export function addDaysToLocalDate(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`days must be an integer, got ${days}`);
  return epochToCivilString(civilToEpoch(requireLocalDate(date)) + days * MS_PER_DAY);
}

/**
 * The shop-local calendar date of an instant, 'YYYY-MM-DD': 2026-05-05T01:30Z is '2026-05-04'
 * in America/Sao_Paulo (22:30 the evening before) and '2026-05-05' in Asia/Tokyo.
 */
export function localDateInZone(instant: Date | number, timeZone: string): string {
  return epochToCivilString(wallClockAt(instant, timeZone));
}

/** The shop-local wall-clock time of an instant, 'HH:MM' (seconds dropped). */
export function localTimeInZone(instant: Date | number, timeZone: string): string {
  const wall = wallClockAt(instant, timeZone);
  const msIntoDay = ((wall % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY;
  return formatTimeOfDay(Math.floor(msIntoDay / MS_PER_MINUTE));
}

/** Where a shop-local wall-clock time falls, and whether the clock shows it at all that day. */
export interface WallClockInstant {
  /** Epoch milliseconds. */
  epoch: number;
  /** False for a time skipped by a daylight-saving change; `epoch` then lies after the gap. */
  exists: boolean;
}

/**
 * Resolves a wall-clock time (`wall`: the local date and time read as if UTC). The offsets a
 * day either side are the ones before and after any transition near that time, assuming, as
 * every zone does, that transitions are more than two days apart.
 */
function resolveWallClock(wall: number, timeZone: string): WallClockInstant {
  const offsetBefore = offsetAt(timeZone, wall - MS_PER_DAY);
  const offsetAfter = offsetAt(timeZone, wall + MS_PER_DAY);
  const matches = [wall - offsetBefore, wall - offsetAfter]
    .filter((epoch) => epoch + offsetAt(timeZone, epoch) === wall)
    .sort((a, b) => a - b);
  const first = matches[0];
  return first === undefined
    ? { epoch: wall - offsetBefore, exists: false }
    : { epoch: first, exists: true };
}

/**
 * The instant a shop-local date and time names: ('2026-05-04', '09:00', 'America/Sao_Paulo')
 * → 2026-05-04T12:00Z (UTC−3); in 'Asia/Tokyo' (UTC+9) → 2026-05-04T00:00Z.
 *
 * Daylight-saving days resolve like JavaScript's own Date and Temporal's 'compatible' mode:
 * - a time the clock skips moves forward by the gap: New York 2026-03-08 02:30 (clocks jump
 *   02:00 → 03:00) → 03:30 EDT = 07:30Z;
 * - a time the clock shows twice means its first occurrence: New York 2026-11-01 01:30 →
 *   01:30 EDT = 05:30Z, not 01:30 EST = 06:30Z.
 * (TZDate alone is not consistent here: it picks the second occurrence in Europe/Lisbon.)
 * Throws a RangeError on an invalid date, time or zone.
 */
export function shopLocalToUtc(date: string, time: string, timeZone: string): Date {
  const minutes = parseTimeOfDay(time);
  if (minutes === null) throw new RangeError(`Not a time 'HH:MM': ${time}`);
  const wall = civilToEpoch(requireLocalDate(date)) + minutes * MS_PER_MINUTE;
  return new Date(resolveWallClock(wall, timeZone).epoch);
}

/**
 * A converter from minutes since midnight (0–1439) of one shop-local date to instants, giving exactly
 * what `shopLocalToUtc` gives, plus whether the time exists; made for the many times of one
 * day the availability engine converts.
 *
 * It reads the zone's offset four times, a day apart, around the date: when all four agree,
 * no change can fall in between (changes are more than two days apart) and every time of the
 * day is plain arithmetic — 09:00 in São Paulo is midnight + 9 h + 3 h. Only on the few days
 * a zone changes its clocks does it resolve each time on its own.
 * Throws a RangeError on an invalid date or zone.
 */
export function createShopDayClock(
  date: string,
  timeZone: string,
): (minutes: number) => WallClockInstant {
  const midnight = civilToEpoch(requireLocalDate(date));
  const offsets = [-1, 0, 1, 2].map((day) => offsetAt(timeZone, midnight + day * MS_PER_DAY));
  const steadyOffset = offsets.every((offset) => offset === offsets[0]) ? offsets[0] : undefined;
  return (minutes) => {
    const wall = midnight + minutes * MS_PER_MINUTE;
    if (steadyOffset === undefined) return resolveWallClock(wall, timeZone);
    return { epoch: wall - steadyOffset, exists: true };
  };
}

/** 'dd/mm/yyyy' of a 'YYYY-MM-DD' date: '2026-05-04' → '04/05/2026'. */
export function formatLocalDate(date: string): string {
  requireLocalDate(date);
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

/** 'dd/mm/yyyy' of an instant in the shop's zone. */
export function formatDate(instant: Date | number, timeZone: string): string {
  return formatLocalDate(localDateInZone(instant, timeZone));
}

/** 'HH:mm' (24-hour) of an instant in the shop's zone. */
export function formatTime(instant: Date | number, timeZone: string): string {
  return localTimeInZone(instant, timeZone);
}

/**
 * 'dd/mm/yyyy às HH:mm' (24-hour, spec §9) of an instant in the shop's zone:
 * 2026-05-04T12:00Z in America/Sao_Paulo → '04/05/2026 às 09:00'.
 */
export function formatDateTime(instant: Date | number, timeZone: string): string {
  return `${formatDate(instant, timeZone)} às ${formatTime(instant, timeZone)}`;
}

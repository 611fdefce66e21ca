/** Minutes in a day on the wall clock: 24 × 60. */
export const MINUTES_PER_DAY = 1440;

/**
 * A wall-clock time 'HH:MM', 00:00–23:59, two digits each (spec §5). '9:00', '24:00',
 * '12:60' and '09:00:00' do not match.
 */
export const TIME_OF_DAY_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** Whether a value is a strict 'HH:MM' time between 00:00 and 23:59. */
export function isValidTimeOfDay(value: unknown): value is string {
  return typeof value === 'string' && TIME_OF_DAY_PATTERN.test(value);
}

/** Minutes since midnight of a strict 'HH:MM' time ('13:30' → 810), or null if it is not one. */
export function parseTimeOfDay(value: string): number | null {
  if (!isValidTimeOfDay(value)) return null;
  return Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
}

/** 'HH:MM' of minutes since midnight (810 → '13:30'); throws a RangeError outside 0–1439. */
export function formatTimeOfDay(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= MINUTES_PER_DAY) {
    throw new RangeError(`Not a minute of the day: ${minutes}`);
  }
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Whether a value is a day of the week, 0 (Sunday) to 6 (Saturday), as working hours store it. */
export function isValidDayOfWeek(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 6;
}

import { addDaysToLocalDate, localDateInZone, localTimeInZone } from '../format/date-time.js';
import type { AvailabilityTime } from './availability-summary.js';

/**
 * The zone the booking screens read "today" in. It is the default zone of every barbershop
 * (contracts/barbershop `DEFAULT_TIME_ZONE`, kept equal by a test); the availability answer
 * does not name the shop's zone, and the web cannot import that contract (classic zod).
 */
export const BOOKING_TIME_ZONE = 'America/Sao_Paulo';

/** How many days the /schedule strip offers, starting today (spec §9). */
export const BOOKING_DAY_STRIP_LENGTH = 30;

/** When and where "now" is: the caller reads the clock. */
export interface ShopClock {
  now: Date;
  timeZone: string;
}

/** Today's shop-local date, 'YYYY-MM-DD'. */
export function getShopToday({ now, timeZone }: ShopClock): string {
  return localDateInZone(now, timeZone);
}

/** Whether a 'YYYY-MM-DD' date is before today in the shop (past days cannot be booked). */
export function isPastDate(date: string, clock: ShopClock): boolean {
  return date < getShopToday(clock);
}

/**
 * The times of `date` with the past ones marked unavailable: every time of a past day, and on
 * today the times up to and including the current minute. At 14:10, '14:00' and '14:10' are
 * past, '14:30' is not. Never mutates `times`.
 */
export function markPastTimes<T extends AvailabilityTime>(
  times: readonly T[],
  date: string,
  clock: ShopClock,
): T[] {
  const today = getShopToday(clock);
  if (date > today) return [...times];
  const nowTime = localTimeInZone(clock.now, clock.timeZone);
  return times.map((slot) =>
    date < today || slot.time <= nowTime ? { ...slot, available: false } : slot,
  );
}

/**
 * The times /calendar offers (spec §2): only those flagged available, and on today only the
 * ones still ahead. 'HH:MM' strings compare in clock order.
 */
export function getBookableTimes<T extends AvailabilityTime>(
  times: readonly T[],
  date: string,
  clock: ShopClock,
): T[] {
  return markPastTimes(times, date, clock).filter((slot) => slot.available);
}

/** `count` consecutive dates starting today: the /schedule day strip (30 by default). */
export function getBookingDays(clock: ShopClock, count = BOOKING_DAY_STRIP_LENGTH): string[] {
  const today = getShopToday(clock);
  return Array.from({ length: count }, (_, index) => addDaysToLocalDate(today, index));
}

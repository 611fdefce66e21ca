import type { Cents } from '../money.js';
import { formatTimeOfDay, MINUTES_PER_DAY, parseTimeOfDay } from '../schedule/time-of-day.js';
import { activeAppointmentStatuses } from './appointment-status.js';

/** What the booking list needs to know of an appointment. */
export interface ListedBooking {
  status: string;
  /** The shop-local date 'YYYY-MM-DD'. */
  scheduledDate: string;
  /** The shop-local time 'HH:MM'. */
  scheduledTime: string;
}

/** Statuses that end a booking whatever its date: completed, cancelled, expired, no-show. */
const closedStatuses: ReadonlySet<string> = new Set([
  'COMPLETED',
  'CANCELLED',
  'EXPIRED',
  'NO_SHOW',
]);

/**
 * Whether a booking belongs under 'Finalizado' (spec §2 My bookings): its date is before
 * `today` ('YYYY-MM-DD', the caller's calendar day) or it is completed, cancelled or expired.
 * Expired counts as cancelled: the slot was given up. A PENDING booking from yesterday is
 * finished; one for later today is not, even if its time has passed.
 */
export function isBookingFinished(booking: ListedBooking, today: string): boolean {
  // 'YYYY-MM-DD' strings sort as dates.
  return booking.scheduledDate < today || closedStatuses.has(booking.status);
}

/** Whether a booking still holds the barber's time (PENDING or CONFIRMED). */
export function isBookingActive(booking: ListedBooking): boolean {
  return (activeAppointmentStatuses as readonly string[]).includes(booking.status);
}

function startKey(booking: ListedBooking): string {
  return `${booking.scheduledDate} ${booking.scheduledTime}`;
}

/**
 * The booking list's two sections: the bookings still ahead, soonest first, then the finished
 * ones, most recent first. The input is not modified.
 */
export function splitBookings<T extends ListedBooking>(
  bookings: readonly T[],
  today: string,
): { active: T[]; finished: T[] } {
  const active: T[] = [];
  const finished: T[] = [];
  for (const booking of bookings) {
    (isBookingFinished(booking, today) ? finished : active).push(booking);
  }
  active.sort((a, b) => startKey(a).localeCompare(startKey(b)));
  finished.sort((a, b) => startKey(b).localeCompare(startKey(a)));
  return { active, finished };
}

/** How many service icons a booking card shows before the '+N' badge (spec §9). */
export const BOOKING_CARD_MAX_ICONS = 6;

/**
 * The icons a card draws and how many more the '+N' badge counts: 8 services with the
 * default 6 → the first 6 and '+2'; 6 or fewer → all of them and no badge (0).
 */
export function splitServiceIcons<T>(
  items: readonly T[],
  max: number = BOOKING_CARD_MAX_ICONS,
): { shown: T[]; hiddenCount: number } {
  if (!Number.isInteger(max) || max < 0) throw new RangeError(`max must be 0 or more: ${max}`);
  return { shown: items.slice(0, max), hiddenCount: Math.max(0, items.length - max) };
}

/** A card's total: the sum of its services' prices, in centavos (spec §2). */
export function sumServicePrices(services: readonly { price: Cents }[]): Cents {
  return services.reduce((sum, service) => sum + service.price, 0);
}

/** The sum of the services' durations in minutes (the payment summary's total duration). */
export function sumServiceDurations(services: readonly { durationMinutes: number }[]): number {
  return services.reduce((sum, service) => sum + service.durationMinutes, 0);
}

/**
 * When each service of a booking starts: they run back to back from `startTime` ('HH:MM'), in
 * order. 09:00 with a 30-min cut and a 20-min beard → ['09:00', '09:30']. Past midnight the
 * clock wraps ('23:45' + 30 → '00:15'). Throws a RangeError on an invalid time.
 */
export function getServiceStartTimes(
  startTime: string,
  services: readonly { durationMinutes: number }[],
): string[] {
  const start = parseTimeOfDay(startTime);
  if (start === null) throw new RangeError(`Not a time 'HH:MM': ${startTime}`);
  let offset = 0;
  return services.map((service) => {
    const time = formatTimeOfDay((start + offset) % MINUTES_PER_DAY);
    offset += service.durationMinutes;
    return time;
  });
}

import { formatLocalDate } from './date-time.js';

/**
 * 'dd/mm/yyyy às HH:mm' (spec §9) of a shop-local date and time as the API sends them beside
 * each appointment: ('2026-05-04', '09:00') → '04/05/2026 às 09:00'. No zone is involved: the
 * values are already on the shop's clock. Throws a RangeError on an invalid date.
 */
export function formatLocalDateTime(date: string, time: string): string {
  return `${formatLocalDate(date)} às ${time}`;
}

const MS_PER_MINUTE = 60_000;

/**
 * The shop's offset from UTC in minutes, read off one of its bookings: the shop-local date and
 * time the API sends beside the booking's instant. ('2026-05-04', '09:00', 2026-05-04T12:00Z)
 * → −180 (São Paulo). Lets a screen show other instants of that booking (the end of the free
 * cancellation window) on the shop's clock without knowing the shop's zone.
 */
export function getShopOffsetMinutes(date: string, time: string, instant: Date): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  if (!Number.isFinite(wall)) throw new RangeError(`Not a date and time: ${date} ${time}`);
  return Math.round((wall - instant.getTime()) / MS_PER_MINUTE);
}

/**
 * 'dd/mm/yyyy às HH:mm' of an instant on a clock `offsetMinutes` from UTC:
 * (2026-05-03T12:00Z, −180) → '03/05/2026 às 09:00'.
 */
export function formatDateTimeAtOffset(instant: Date, offsetMinutes: number): string {
  const wall = new Date(instant.getTime() + offsetMinutes * MS_PER_MINUTE);
  const iso = wall.toISOString();
  return formatLocalDateTime(iso.slice(0, 10), iso.slice(11, 16));
}

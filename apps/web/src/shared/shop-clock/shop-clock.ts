import { BOOKING_TIME_ZONE, getShopToday } from '@navalha/core/domain/schedule/bookable-times';
import type { ShopClock } from '@navalha/core/domain/schedule/bookable-times';

/**
 * The shop's zone when no answer of the API has named it: every shop's default. The client's
 * booking screens have no endpoint that names it yet; the staff's do for some screens (the
 * barber's schedule), and those pass theirs in.
 */
export const DEFAULT_SHOP_TIME_ZONE = BOOKING_TIME_ZONE;

/** Now, the shop's zone, and today's shop-local date 'YYYY-MM-DD'. */
export interface ShopNow extends ShopClock {
  today: string;
}

/**
 * Now on the shop's clock: what "today" and "past" mean wherever the device is. A phone in
 * Tokyo at 08:00 on 11 May (JST) books a São Paulo shop, where it is still 20:00 on 10 May:
 * today is '2026-05-10'.
 */
export function getShopClock(
  timeZone: string = DEFAULT_SHOP_TIME_ZONE,
  now: Date = new Date(),
): ShopNow {
  return { now, timeZone, today: getShopToday({ now, timeZone }) };
}

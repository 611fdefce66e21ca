import { BOOKING_TIME_ZONE } from '@navalha/core/domain/schedule/bookable-times';
import type { ShopClock } from '@navalha/core/domain/schedule/bookable-times';

/** Now, on the shop's clock: what "today" and "past" mean on the booking screens. */
export function getShopClock(): ShopClock {
  return { now: new Date(), timeZone: BOOKING_TIME_ZONE };
}

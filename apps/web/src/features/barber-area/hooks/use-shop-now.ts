import { getShopToday } from '@navalha/core/domain/schedule/bookable-times';
import { BOOKING_TIME_ZONE } from '@navalha/core/domain/schedule/bookable-times';
import { useEffect, useState } from 'react';

/** How often "now" moves on: a card's 'Concluir' appears within a minute of its start. */
const TICK_MS = 60_000;

/**
 * Now and today on the shop's clock, moving on every minute while the page is open, so an
 * appointment that starts while the barber looks at the agenda can be completed.
 */
export function useShopNow(): { now: Date; today: string } {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return { now, today: getShopToday({ now, timeZone: BOOKING_TIME_ZONE }) };
}

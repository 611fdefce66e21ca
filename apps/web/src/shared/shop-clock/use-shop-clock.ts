import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { shopContactsQueryOptions } from '../shop-contacts/use-shop-contacts';
import { DEFAULT_SHOP_TIME_ZONE, getShopClock } from './shop-clock';
import type { ShopNow } from './shop-clock';

/** How often "now" moves on: a card's 'Concluir' appears within a minute of its start. */
const TICK_MS = 60_000;

/**
 * Now and today on the shop's clock, moving on every minute while the page is open (an
 * appointment that starts while the barber looks at the agenda can be completed; a time that
 * passes while the client chooses stops being offered).
 *
 * `timeZone` is the shop's zone as an answer of the screen's own names it; without one, the zone
 * the shop's public contacts give (one shop per deployment today), and until they arrive the
 * shops' default zone.
 */
export function useShopClock(timeZone?: string | null): ShopNow {
  const { data: contacts } = useQuery({ ...shopContactsQueryOptions, enabled: !timeZone });
  const zone = timeZone ?? contacts?.data[0]?.timeZone ?? DEFAULT_SHOP_TIME_ZONE;
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return getShopClock(zone, now);
}

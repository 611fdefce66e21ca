import { logger } from '../../lib/logger';

/**
 * The shop the client is "in" (issue 20 §2, decisions 042 and 046): the last shop whose public
 * page they opened, whose 'Agendar' they tapped, or where they booked, kept in localStorage
 * (`currentShopId`, and its name when known: `currentShopName`). The wallet screen, the home's
 * promotions and barbers and the booking's list of services are this shop's. Never set (a
 * one-shop install, or a client who has not opened a shop yet): the server picks the shop of the
 * client's most recent booking, else the install's first shop.
 */
const KEY = 'currentShopId';
const NAME_KEY = 'currentShopName';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Remembers the shop the client is in now, with its name when the caller knows it. */
export function saveCurrentShop(shopId: string, name?: string): void {
  if (!UUID.test(shopId)) return;
  try {
    window.localStorage.setItem(KEY, shopId);
    // Another shop's name never stays beside this one's id.
    if (name) window.localStorage.setItem(NAME_KEY, JSON.stringify({ id: shopId, name }));
    else if (readCurrentShopName(shopId) === null) window.localStorage.removeItem(NAME_KEY);
  } catch (error) {
    logger.warn(`Could not save "${KEY}".`, error);
  }
}

/** The shop the client is in, or null (never set, or not a shop id). */
export function readCurrentShop(): string | null {
  try {
    const id = window.localStorage.getItem(KEY);
    return id && UUID.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** The name saved with shop `shopId`, or null (saved without one, or another shop's). */
export function readCurrentShopName(shopId: string): string | null {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(NAME_KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return null;
    const { id, name } = saved as { id?: unknown; name?: unknown };
    return id === shopId && typeof name === 'string' ? name : null;
  } catch {
    return null;
  }
}

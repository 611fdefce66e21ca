import { logger } from '../../lib/logger';

/**
 * The shop the client is "in" (issue 20 §2, decision 042): the last shop whose public page they
 * opened or where they booked, kept in localStorage (`currentShopId`). The wallet screen shows
 * and tops up the balance at this shop, since a balance belongs to one shop. Never set (a
 * one-shop install, or a client who has not opened a shop yet): the server picks the shop of the
 * client's most recent booking, else the install's first shop.
 */
const KEY = 'currentShopId';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Remembers the shop the client is in now. */
export function saveCurrentShop(shopId: string): void {
  if (!UUID.test(shopId)) return;
  try {
    window.localStorage.setItem(KEY, shopId);
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

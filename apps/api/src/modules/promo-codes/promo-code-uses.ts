import type { Db } from '../../db/client.js';
import type { PromoCodeRow } from '../../db/schema/promo-codes.js';
import { PromoCodesRepository } from './promo-codes.repository.js';

// What a booking does with a promo code. The claim runs in the booking's transaction (`tx`):
// a use is counted if and only if the booking is written.

/** A shop's code, whatever the case it is typed in; null when the shop has none. */
export function findShopPromoCode(
  db: Db,
  barbershopId: string,
  code: string,
): Promise<PromoCodeRow | null> {
  return new PromoCodesRepository(db).findPromoCode(barbershopId, code);
}

/**
 * Counts one use of the code if it is still usable at `now` (a compare-and-set: concurrent
 * bookings never take more than `max_uses`); the code's row stays locked until `tx` ends.
 * False when it is not usable.
 */
export function claimPromoCodeUse(tx: Db, id: string, now: Date): Promise<boolean> {
  return new PromoCodesRepository(tx).claimPromoCodeUse(id, now);
}

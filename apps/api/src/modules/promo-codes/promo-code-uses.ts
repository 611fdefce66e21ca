import type { Db } from '../../db/client.js';
import type { NewPromoCodeRow, PromoCodeRow } from '../../db/schema/promo-codes.js';
import { PromoCodesRepository } from './promo-codes.repository.js';
import type { PromoCodeUsesBack } from './promo-codes.repository.js';

export type { PromoCodeUsesBack } from './promo-codes.repository.js';

// The promo_codes writes other modules ask for, each in the caller's transaction (`tx`): a
// booking's use is counted if and only if the booking is written, given back with its end;
// the shop's edits are audited with them.

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

/** Gives the uses of ended bookings back to their codes (appointments' `returnPromoCodeUses`). */
export function returnPromoCodeUsesTo(
  tx: Db,
  returned: readonly PromoCodeUsesBack[],
): Promise<void> {
  return new PromoCodesRepository(tx).returnUses(returned);
}

/** A shop's new code (the admin area). */
export function insertPromoCode(tx: Db, values: NewPromoCodeRow): Promise<PromoCodeRow> {
  return new PromoCodesRepository(tx).insertPromoCode(values);
}

/** Changes a shop's code; null when the shop has no such code (the admin area). */
export function updatePromoCode(
  tx: Db,
  barbershopId: string,
  id: string,
  values: Partial<NewPromoCodeRow>,
): Promise<PromoCodeRow | null> {
  return new PromoCodesRepository(tx).updatePromoCode(barbershopId, id, values);
}

/** Deletes a shop's code; bookings keep their discount, their link cleared (the admin area). */
export function deletePromoCode(tx: Db, barbershopId: string, id: string): Promise<void> {
  return new PromoCodesRepository(tx).deletePromoCode(barbershopId, id);
}

/** The demo's code, unless the shop has it already. */
export function ensurePromoCode(tx: Db, values: NewPromoCodeRow): Promise<void> {
  return new PromoCodesRepository(tx).ensurePromoCode(values);
}

/** Counts the uses of bookings written whole (the demo's agenda). */
export function addPromoCodeUses(tx: Db, id: string, uses: number): Promise<void> {
  return new PromoCodesRepository(tx).addUses(id, uses);
}

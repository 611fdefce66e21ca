import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { promoCodes } from '../../db/schema/promo-codes.js';
import type { PromoCodeRow } from '../../db/schema/promo-codes.js';

/** Promo codes, Drizzle only. Pass a transaction as `db` to work inside it. */
export class PromoCodesRepository {
  constructor(private readonly db: Db) {}

  /** A shop's code, whatever the case it is typed in. */
  async findPromoCode(barbershopId: string, code: string): Promise<PromoCodeRow | null> {
    const [row] = await this.db
      .select()
      .from(promoCodes)
      .where(
        and(
          eq(promoCodes.barbershopId, barbershopId),
          eq(sql`lower(${promoCodes.code})`, code.toLowerCase()),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** Every shop's code with this spelling (for a validation that names no shop). */
  async findPromoCodesByCode(code: string): Promise<PromoCodeRow[]> {
    return this.db
      .select()
      .from(promoCodes)
      .where(eq(sql`lower(${promoCodes.code})`, code.toLowerCase()))
      .limit(2);
  }

  /**
   * Counts one use of a code if it is still usable at `now`: a compare-and-set, so concurrent
   * bookings never take more uses than `max_uses`. False when it is not usable.
   */
  async claimPromoCodeUse(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(promoCodes)
      .set({ timesUsed: sql`${promoCodes.timesUsed} + 1` })
      .where(
        and(
          eq(promoCodes.id, id),
          eq(promoCodes.isActive, true),
          or(isNull(promoCodes.validFrom), lte(promoCodes.validFrom, now)),
          or(isNull(promoCodes.validUntil), gt(promoCodes.validUntil, now)),
          or(isNull(promoCodes.maxUses), lt(promoCodes.timesUsed, promoCodes.maxUses)),
        ),
      )
      .returning({ id: promoCodes.id });
    return rows.length > 0;
  }
}

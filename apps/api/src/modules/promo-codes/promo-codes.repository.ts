import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { promoCodes } from '../../db/schema/promo-codes.js';
import type { NewPromoCodeRow, PromoCodeRow } from '../../db/schema/promo-codes.js';

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

  /**
   * Gives uses back to their codes (`uses` per code), in one statement; a counter never goes
   * below 0 (a shop may have edited it by hand).
   */
  async returnUses(returned: readonly PromoCodeUsesBack[]): Promise<void> {
    if (returned.length === 0) return;
    const rows = sql.join(
      returned.map(({ promoCodeId, uses }) => sql`(${promoCodeId}::uuid, ${uses}::int)`),
      sql`, `,
    );
    await this.db.execute(
      sql`update promo_codes p set times_used = greatest(p.times_used - c.uses, 0)
        from (values ${rows}) as c(id, uses) where p.id = c.id`,
    );
  }

  /** Writes a code unless the shop has it already (the demo seed). */
  async ensurePromoCode(values: NewPromoCodeRow): Promise<void> {
    await this.db.insert(promoCodes).values(values).onConflictDoNothing();
  }

  /** Counts `uses` more uses of a code, with no check (bookings written whole, the seed). */
  async addUses(id: string, uses: number): Promise<void> {
    await this.db
      .update(promoCodes)
      .set({ timesUsed: sql`${promoCodes.timesUsed} + ${uses}` })
      .where(eq(promoCodes.id, id));
  }

  async insertPromoCode(values: NewPromoCodeRow): Promise<PromoCodeRow> {
    const [row] = await this.db.insert(promoCodes).values(values).returning();
    if (!row) throw new Error('inserting a promo code returned nothing');
    return row;
  }

  /** Changes a shop's code; null when the shop has no such code. */
  async updatePromoCode(
    barbershopId: string,
    id: string,
    values: Partial<NewPromoCodeRow>,
  ): Promise<PromoCodeRow | null> {
    const [row] = await this.db
      .update(promoCodes)
      .set(values)
      .where(and(eq(promoCodes.id, id), eq(promoCodes.barbershopId, barbershopId)))
      .returning();
    return row ?? null;
  }

  async deletePromoCode(barbershopId: string, id: string): Promise<void> {
    await this.db
      .delete(promoCodes)
      .where(and(eq(promoCodes.id, id), eq(promoCodes.barbershopId, barbershopId)));
  }
}

/** How many uses go back to a code. */
export interface PromoCodeUsesBack {
  promoCodeId: string;
  uses: number;
}

import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { barbershops } from '../../db/schema/barbershops.js';

/** A shop as the operator sees it: its name and address, dates and counts, nothing else. */
export interface PlatformShopRow {
  id: string;
  name: string;
  slug: string | null;
  createdAt: Date;
  suspendedAt: Date | null;
  suspensionReason: string | null;
  platformFeeBasisPoints: number | null;
  bookingsLast30Days: number;
  staffCount: number;
}

const shopColumns = {
  id: barbershops.id,
  name: barbershops.name,
  slug: barbershops.slug,
  createdAt: barbershops.createdAt,
  suspendedAt: barbershops.suspendedAt,
  suspensionReason: barbershops.suspensionReason,
  platformFeeBasisPoints: barbershops.platformFeeBasisPoints,
};

/** The operator's reads and writes (issue 20 §1). Pass a transaction as `db`. */
export class PlatformRepository {
  constructor(private readonly db: Db) {}

  /**
   * Every shop with its activity as counts: bookings made since `since` and active staff. The
   * counts are correlated subqueries on the shop's indexed columns, so a shop's rows are never
   * read out, only counted.
   */
  async listShops(since: Date): Promise<PlatformShopRow[]> {
    const rows = await this.db
      .select({
        ...shopColumns,
        // Spelled out: inside a selection Drizzle names columns without their table, and the
        // subqueries must point at the outer shop row.
        bookingsLast30Days: sql<number>`(select count(*)::int from appointments a
          where a.barbershop_id = barbershops.id
            and a.created_at >= ${since.toISOString()}::timestamptz)`,
        staffCount: sql<number>`(select count(*)::int from users u
          where u.barbershop_id = barbershops.id and u.is_active and u.deleted_at is null
            and u.role in ('BARBER', 'ADMIN', 'OWNER', 'RECEPTION'))`,
      })
      .from(barbershops)
      .orderBy(asc(barbershops.createdAt), asc(barbershops.id));
    return rows.map((row) => ({
      ...row,
      bookingsLast30Days: Number(row.bookingsLast30Days),
      staffCount: Number(row.staffCount),
    }));
  }

  async findShopForUpdate(id: string): Promise<{
    id: string;
    suspendedAt: Date | null;
    suspensionReason: string | null;
    platformFeeBasisPoints: number | null;
  } | null> {
    const [row] = await this.db
      .select({
        id: barbershops.id,
        suspendedAt: barbershops.suspendedAt,
        suspensionReason: barbershops.suspensionReason,
        platformFeeBasisPoints: barbershops.platformFeeBasisPoints,
      })
      .from(barbershops)
      .where(eq(barbershops.id, id))
      .for('update');
    return row ?? null;
  }

  async setSuspension(
    id: string,
    suspension: { suspendedAt: Date | null; suspensionReason: string | null },
  ): Promise<void> {
    await this.db.update(barbershops).set(suspension).where(eq(barbershops.id, id));
  }

  /** The shop's own platform fee in basis points; null: the platform's default. */
  async setPlatformFee(id: string, platformFeeBasisPoints: number | null): Promise<void> {
    await this.db.update(barbershops).set({ platformFeeBasisPoints }).where(eq(barbershops.id, id));
  }
}

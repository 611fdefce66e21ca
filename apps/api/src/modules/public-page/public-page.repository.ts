import { and, asc, count, eq, isNotNull, max, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookableStaff } from '../../db/schema/bookable-staff.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { reviews } from '../../db/schema/reviews.js';
import { users } from '../../db/schema/users.js';
import { workingHours } from '../../db/schema/working-hours.js';

/** The columns a shop shows on its door: nothing else is ever read for the public page. */
const publicShopColumns = {
  id: barbershops.id,
  slug: barbershops.slug,
  name: barbershops.name,
  address: barbershops.address,
  phone: barbershops.phone,
  whatsapp: barbershops.whatsapp,
  timeZone: barbershops.timeZone,
  publicPageHome: barbershops.publicPageHome,
  // Read only to refuse the page while the operator has the shop suspended (issue 20 §1).
  suspended: sql<boolean>`${barbershops.suspendedAt} is not null`,
};

export interface PublicShopRow {
  id: string;
  slug: string | null;
  name: string;
  address: string;
  phone: string | null;
  whatsapp: string | null;
  timeZone: string;
  publicPageHome: boolean;
  suspended: boolean;
}

export class PublicPageRepository {
  constructor(private readonly db: Db) {}

  async findShopBySlug(slug: string): Promise<PublicShopRow | null> {
    const [row] = await this.db
      .select(publicShopColumns)
      .from(barbershops)
      .where(eq(barbershops.slug, slug))
      .limit(1);
    return row ?? null;
  }

  async findShopById(id: string): Promise<PublicShopRow | null> {
    const [row] = await this.db
      .select(publicShopColumns)
      .from(barbershops)
      .where(eq(barbershops.id, id))
      .limit(1);
    return row ?? null;
  }

  /** The shops with a public address; `/` can only lead to one when the install has one shop. */
  async findShopsWithSlug(limit: number): Promise<PublicShopRow[]> {
    return this.db
      .select(publicShopColumns)
      .from(barbershops)
      .where(isNotNull(barbershops.slug))
      .orderBy(asc(barbershops.createdAt))
      .limit(limit);
  }

  async countShops(): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(barbershops);
    return row?.total ?? 0;
  }

  /**
   * The shop's hours per weekday, from its active barbers' hours: it opens with the first of
   * them and closes with the last.
   */
  async findOpeningHours(
    shopId: string,
  ): Promise<{ dayOfWeek: number; opensAt: string; closesAt: string }[]> {
    const rows = await this.db
      .select({
        dayOfWeek: workingHours.dayOfWeek,
        opensAt: min(workingHours.startTime),
        closesAt: max(workingHours.endTime),
      })
      .from(workingHours)
      .innerJoin(users, eq(users.id, workingHours.barberId))
      .where(and(eq(users.barbershopId, shopId), eq(users.isActive, true), bookableStaff))
      .groupBy(workingHours.dayOfWeek)
      .orderBy(asc(workingHours.dayOfWeek));
    return rows.flatMap((row) =>
      row.opensAt && row.closesAt
        ? [
            {
              dayOfWeek: row.dayOfWeek,
              opensAt: row.opensAt.slice(0, 5),
              closesAt: row.closesAt.slice(0, 5),
            },
          ]
        : [],
    );
  }

  /** The shop's reviews, all barbers together: their average (null without any) and count. */
  async findShopRating(shopId: string): Promise<{ average: number | null; total: number }> {
    const [row] = await this.db
      .select({
        average: sql<number | null>`avg(${reviews.rating})::float8`,
        total: count(),
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.barberId))
      .where(eq(users.barbershopId, shopId));
    return { average: row?.average ?? null, total: row?.total ?? 0 };
  }

  async slugTakenByAnother(slug: string, shopId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: barbershops.id })
      .from(barbershops)
      .where(and(eq(barbershops.slug, slug), sql`${barbershops.id} <> ${shopId}`))
      .limit(1);
    return row !== undefined;
  }

  async updateSettings(
    shopId: string,
    changes: { slug: string; publicPageHome: boolean },
  ): Promise<PublicShopRow | null> {
    const [row] = await this.db
      .update(barbershops)
      .set(changes)
      .where(eq(barbershops.id, shopId))
      .returning(publicShopColumns);
    return row ?? null;
  }
}

import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import { qualified } from '../../db/qualified-column.js';
import { appointments } from '../../db/schema/appointments.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { services } from '../../db/schema/services.js';

/** A shop a client's request means: what the screens name it by, and whether it is suspended. */
export interface ClientShopRow {
  id: string;
  name: string;
  /** The public page's address (`/b/{slug}`); null before the shop has one. */
  slug: string | null;
  suspended: boolean;
}

/** A shop the client booked with, and when they last did. */
export interface BookedShopRow {
  id: string;
  name: string;
  slug: string | null;
  photoUrl: string | null;
  lastBookedAt: Date;
}

const shopColumns = {
  id: barbershops.id,
  name: barbershops.name,
  slug: barbershops.slug,
  suspended: sql<boolean>`${barbershops.suspendedAt} is not null`.mapWith(Boolean),
};

// The public page's cover (public-page.service.ts): the first active service with a photo, by
// name, read from services_barbershop_active_name_idx.
const coverPhoto = sql<string | null>`(
  select ${qualified(services.imageUrl)} from ${services}
  where ${qualified(services.barbershopId)} = ${qualified(barbershops.id)}
    and ${qualified(services.isActive)} and ${qualified(services.imageUrl)} is not null
  order by ${qualified(services.name)}, ${qualified(services.id)} limit 1
)`;

const lastBookedAt = sql<Date>`max(${appointments.createdAt})`.mapWith(appointments.createdAt);

/** The shops of a client's requests (decision 046); Drizzle only. */
export class ClientShopsRepository {
  constructor(private readonly db: Db) {}

  async findShop(shopId: string): Promise<ClientShopRow | null> {
    const [row] = await this.db
      .select(shopColumns)
      .from(barbershops)
      .where(eq(barbershops.id, shopId))
      .limit(1);
    return row ?? null;
  }

  /**
   * The shop a client's request means when it names none (decision 042): the shop of their most
   * recent booking (by its creation), else the install's first shop (a one-shop install: its
   * only one); null without any shop.
   */
  async findDefaultShop(userId: string): Promise<ClientShopRow | null> {
    const rows = await executeRows<ClientShopRow>(
      this.db,
      sql`select s.id, s.name, s.slug, s.suspended_at is not null as suspended from barbershops s
      where s.id = coalesce(
        (select a.barbershop_id from appointments a where a.client_id = ${userId}
          order by a.created_at desc, a.id desc limit 1),
        (select f.id from barbershops f order by f.created_at, f.id limit 1))`,
    );
    return rows[0] ?? null;
  }

  /**
   * The shops a client booked with, the last booked first (so the first is the default shop
   * above), in one query: the client's bookings come from appointments_client_starts_at_idx,
   * each shop's photo from a correlated subquery on its services' index.
   */
  async findBookedShops(userId: string, limit: number): Promise<BookedShopRow[]> {
    return this.db
      .select({
        id: barbershops.id,
        name: barbershops.name,
        slug: barbershops.slug,
        photoUrl: coverPhoto,
        lastBookedAt,
      })
      .from(appointments)
      .innerJoin(barbershops, eq(barbershops.id, appointments.barbershopId))
      .where(eq(appointments.clientId, userId))
      .groupBy(barbershops.id)
      .orderBy(desc(lastBookedAt), asc(barbershops.id))
      .limit(limit);
  }
}

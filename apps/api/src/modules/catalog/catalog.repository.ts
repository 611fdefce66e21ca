import { and, asc, eq, getTableColumns, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { qualified } from '../../db/qualified-column.js';
import { barberServices } from '../../db/schema/barber-services.js';
import type { BarberServiceRow } from '../../db/schema/barber-services.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { services } from '../../db/schema/services.js';
import type { NewServiceRow, ServiceRow } from '../../db/schema/services.js';
import { users } from '../../db/schema/users.js';
import { bookableStaff } from '../../db/schema/bookable-staff.js';

/** A service with the number of active barbers offering it. */
export type ServiceWithBarbersCount = ServiceRow & { barbersCount: number };

export interface ServiceFilter {
  barbershopId?: string;
  /** Bounds on the final price (the promotional one when it counts), centavos. */
  minPriceCents?: number;
  maxPriceCents?: number;
  search?: string;
}

const barbersCount = sql<number>`(
  select count(*)::int from ${barberServices}
  inner join ${users} on ${qualified(users.id)} = ${qualified(barberServices.barberId)}
  where ${qualified(barberServices.serviceId)} = ${qualified(services.id)}
    and ${qualified(users.isActive)} and ${bookableStaff}
)`.mapWith(Number);

/** The price a client pays, as core's getServicePricing decides it, in SQL. */
const finalPriceCents = sql`case when ${services.promotionalPriceCents} < ${services.priceCents}
  then ${services.promotionalPriceCents} else ${services.priceCents} end`;

const serviceColumns = { ...getTableColumns(services), barbersCount };

/** `%`, `_` and `\` typed by a user match themselves, not any text. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function filterConditions(filter: ServiceFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(services.isActive, true)];
  if (filter.barbershopId) conditions.push(eq(services.barbershopId, filter.barbershopId));
  if (filter.minPriceCents !== undefined) {
    conditions.push(gte(finalPriceCents, filter.minPriceCents));
  }
  if (filter.maxPriceCents !== undefined) {
    conditions.push(lte(finalPriceCents, filter.maxPriceCents));
  }
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(or(ilike(services.name, pattern), ilike(services.description, pattern)));
  }
  return and(...conditions);
}

/** Services and who offers them, Drizzle only. Pass a transaction as `db` to work inside it. */
export class CatalogRepository {
  constructor(private readonly db: Db) {}

  /** One page of active services by name, and how many match in all (one query). */
  async findActiveServicesPage(
    filter: ServiceFilter,
    limit: number,
    offset: number,
  ): Promise<{ rows: ServiceWithBarbersCount[]; total: number }> {
    const where = filterConditions(filter);
    const rows = await this.db
      .select({ ...serviceColumns, total: sql<number>`(count(*) over ())::int`.mapWith(Number) })
      .from(services)
      .where(where)
      .orderBy(asc(services.name), asc(services.id))
      .limit(limit)
      .offset(offset);
    if (rows.length > 0 || offset === 0) {
      return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
    }
    // Past the last page: the window count came with no row, so count apart.
    const [counted] = await this.db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
      .from(services)
      .where(where);
    return { rows: [], total: counted?.total ?? 0 };
  }

  /** Every active service matching, by name (a shop's menu is small). */
  async findActiveServices(
    filter: ServiceFilter,
    limit: number,
  ): Promise<ServiceWithBarbersCount[]> {
    return this.db
      .select(serviceColumns)
      .from(services)
      .where(filterConditions(filter))
      .orderBy(asc(services.name), asc(services.id))
      .limit(limit);
  }

  async findServiceById(id: string): Promise<ServiceWithBarbersCount | null> {
    const [row] = await this.db
      .select(serviceColumns)
      .from(services)
      .where(eq(services.id, id))
      .limit(1);
    return row ?? null;
  }

  /** The service row, locked until the transaction ends: run inside one. */
  async findServiceByIdForUpdate(id: string): Promise<ServiceRow | null> {
    const [row] = await this.db.select().from(services).where(eq(services.id, id)).for('update');
    return row ?? null;
  }

  async findServicesByIds(ids: readonly string[]): Promise<ServiceWithBarbersCount[]> {
    if (ids.length === 0) return [];
    return this.db
      .select(serviceColumns)
      .from(services)
      .where(inArray(services.id, [...ids]))
      .orderBy(asc(services.name), asc(services.id));
  }

  async existsBarbershop(id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: barbershops.id })
      .from(barbershops)
      .where(eq(barbershops.id, id))
      .limit(1);
    return row !== undefined;
  }

  /** Which of `ids` are active barbers of the shop. */
  async findShopBarberIds(barbershopId: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          inArray(users.id, [...ids]),
          eq(users.barbershopId, barbershopId),
          bookableStaff,
          eq(users.isActive, true),
        ),
      );
    return rows.map((row) => row.id);
  }

  async insertServices(values: NewServiceRow[]): Promise<ServiceRow[]> {
    return this.db.insert(services).values(values).returning();
  }

  async updateService(id: string, values: Partial<NewServiceRow>): Promise<void> {
    await this.db.update(services).set(values).where(eq(services.id, id));
  }

  /** Makes `barberIds` exactly the barbers offering the service. */
  async replaceServiceBarbers(
    barbershopId: string,
    serviceId: string,
    barberIds: readonly string[],
  ): Promise<void> {
    await this.db.delete(barberServices).where(eq(barberServices.serviceId, serviceId));
    if (barberIds.length > 0) {
      await this.db
        .insert(barberServices)
        .values(barberIds.map((barberId) => ({ barbershopId, barberId, serviceId })));
    }
  }

  /** The barbers linked to a service, active or not (for the audit log's before). */
  async findServiceBarberIds(serviceId: string): Promise<string[]> {
    const rows = await this.db
      .select({ barberId: barberServices.barberId })
      .from(barberServices)
      .where(eq(barberServices.serviceId, serviceId))
      .orderBy(asc(barberServices.barberId));
    return rows.map((row) => row.barberId);
  }

  async insertServiceBarbers(links: BarberServiceRow[]): Promise<void> {
    if (links.length > 0) await this.db.insert(barberServices).values(links).onConflictDoNothing();
  }
}

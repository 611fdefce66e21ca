import { and, asc, countDistinct, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { runPrepared } from '../../db/execute-rows.js';
import { qualified } from '../../db/qualified-column.js';
import { appointments } from '../../db/schema/appointments.js';
import { barberServices } from '../../db/schema/barber-services.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { reviews } from '../../db/schema/reviews.js';
import { services } from '../../db/schema/services.js';
import type { ServiceRow } from '../../db/schema/services.js';
import { users } from '../../db/schema/users.js';
import { bookableStaff } from '../../db/schema/bookable-staff.js';

/** A barber with their shop and how many appointments they completed. */
export interface BarberRow {
  id: string;
  name: string;
  avatarUrl: string | null;
  barbershopId: string | null;
  barbershopName: string | null;
  totalAppointments: number;
  /** Null without reviews. */
  averageRating: number | null;
  totalReviews: number;
}

export interface BarberFilter {
  barbershopId?: string;
  /** Only barbers offering every one of these (active) services. */
  offeringAllOf?: readonly string[];
}

export type BarberOrder = 'name' | 'mostAppointments';

// By barber alone: appointments_barber_completed_idx (barber_id) answers it from the index;
// naming the shop too would fetch every row from the table (decision 049's addendum).
const totalAppointments = sql<number>`(
  select count(*)::int from ${appointments}
  where ${qualified(appointments.barberId)} = ${qualified(users.id)}
    and ${qualified(appointments.status)} = 'COMPLETED'
)`.mapWith(Number);

// Both read the barber's entries of reviews_barber_created_idx.
const averageRating = sql<number | null>`(
  select avg(${qualified(reviews.rating)})::float8 from ${reviews}
  where ${qualified(reviews.barberId)} = ${qualified(users.id)}
)`;

const totalReviews = sql<number>`(
  select count(*)::int from ${reviews}
  where ${qualified(reviews.barberId)} = ${qualified(users.id)}
)`.mapWith(Number);

const barberColumns = {
  id: users.id,
  name: users.name,
  avatarUrl: users.avatarUrl,
  barbershopId: users.barbershopId,
  barbershopName: barbershops.name,
  totalAppointments,
  averageRating,
  totalReviews,
};

function filterConditions(filter: BarberFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [bookableStaff, eq(users.isActive, true)];
  if (filter.barbershopId) conditions.push(eq(users.barbershopId, filter.barbershopId));
  const serviceIds = filter.offeringAllOf;
  if (serviceIds && serviceIds.length > 0) {
    conditions.push(
      inArray(
        users.id,
        // A barber offers all n services when n of their links point at them.
        sqlSubqueryOfferingAll(serviceIds),
      ),
    );
  }
  return and(...conditions);
}

function sqlSubqueryOfferingAll(serviceIds: readonly string[]): SQL {
  return sql`(
    select ${qualified(barberServices.barberId)} from ${barberServices}
    inner join ${services} on ${qualified(services.id)} = ${qualified(barberServices.serviceId)}
    where ${inArray(qualified(barberServices.serviceId), [...serviceIds])}
      and ${qualified(services.isActive)}
    group by ${qualified(barberServices.barberId)}
    having count(*) = ${serviceIds.length}
  )`;
}

/** Barbers and what they offer, Drizzle only. */
export class BarbersRepository {
  constructor(private readonly db: Db) {}

  /** One page of active barbers and how many match in all (one query). */
  async findBarbersPage(
    filter: BarberFilter,
    order: BarberOrder,
    limit: number,
    offset: number,
  ): Promise<{ rows: BarberRow[]; total: number }> {
    const where = filterConditions(filter);
    const orderBy =
      order === 'name'
        ? [asc(users.name), asc(users.id)]
        : [desc(totalAppointments), asc(users.name), asc(users.id)];
    const rows = await runPrepared(
      this.db
        .select({ ...barberColumns, total: sql<number>`(count(*) over ())::int`.mapWith(Number) })
        .from(users)
        .leftJoin(barbershops, eq(barbershops.id, users.barbershopId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    );
    if (rows.length > 0 || offset === 0) {
      return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
    }
    const [counted] = await this.db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
      .from(users)
      .where(where);
    return { rows: [], total: counted?.total ?? 0 };
  }

  async findBarberById(id: string): Promise<BarberRow | null> {
    const [row] = await this.db
      .select(barberColumns)
      .from(users)
      .leftJoin(barbershops, eq(barbershops.id, users.barbershopId))
      .where(and(eq(users.id, id), filterConditions({})))
      .limit(1);
    return row ?? null;
  }

  /** The active services each barber offers, by name, for all of them in one query. */
  async findServicesOfBarbers(
    barberIds: readonly string[],
  ): Promise<{ barberId: string; service: ServiceRow }[]> {
    if (barberIds.length === 0) return [];
    return runPrepared(
      this.db
        .select({ barberId: barberServices.barberId, service: services })
        .from(barberServices)
        .innerJoin(
          services,
          and(
            eq(services.barbershopId, barberServices.barbershopId),
            eq(services.id, barberServices.serviceId),
          ),
        )
        .where(and(inArray(barberServices.barberId, [...barberIds]), eq(services.isActive, true)))
        .orderBy(asc(services.name), asc(services.id)),
    );
  }

  async countActiveServices(ids: readonly string[]): Promise<number> {
    const [row] = await this.db
      .select({ count: countDistinct(services.id) })
      .from(services)
      .where(and(inArray(services.id, [...ids]), eq(services.isActive, true)));
    return row?.count ?? 0;
  }

  async existsBarbershop(id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: barbershops.id })
      .from(barbershops)
      .where(eq(barbershops.id, id))
      .limit(1);
    return row !== undefined;
  }
}

import type { Role } from '@navalha/core/domain/auth/roles';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { qualified } from '../../db/qualified-column.js';
import { appointments } from '../../db/schema/appointments.js';
import { bookableStaff } from '../../db/schema/bookable-staff.js';
import { barberServices } from '../../db/schema/barber-services.js';
import { services } from '../../db/schema/services.js';
import { timeOff } from '../../db/schema/time-off.js';
import type { TimeOffRow } from '../../db/schema/time-off.js';
import { users } from '../../db/schema/users.js';
import type { NewUserRow } from '../../db/schema/users.js';

/** A staff account as the admin screens show it. */
export interface StaffRecord {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  isActive: boolean;
  takesBookings: boolean;
  createdAt: Date;
  serviceIds: string[];
  upcomingAppointments: number;
}

/** Which staff a query means: some roles, or everyone clients can book (barbers and the rest). */
export type StaffKind = readonly Role[] | 'BOOKABLE';

function kindCondition(kind: StaffKind) {
  return kind === 'BOOKABLE' ? bookableStaff : inArray(users.role, [...kind]);
}

/** Staff accounts, their services and time off, Drizzle only. Pass a transaction as `db`. */
export class StaffRepository {
  constructor(private readonly db: Db) {}

  /** The shop's staff of this kind, active or not, by name; or the one with `id`. */
  async findStaff(shopId: string, kind: StaffKind, now: Date, id?: string): Promise<StaffRecord[]> {
    const serviceIds = sql<string[]>`coalesce((
      select json_agg(${qualified(barberServices.serviceId)} order by ${qualified(barberServices.serviceId)})
      from ${barberServices} where ${qualified(barberServices.barberId)} = ${qualified(users.id)}
    ), '[]'::json)`;
    const upcoming = sql<number>`(
      select count(*)::int from ${appointments}
      where ${qualified(appointments.barberId)} = ${qualified(users.id)}
        and ${qualified(appointments.status)} in ('PENDING', 'CONFIRMED')
        and ${qualified(appointments.endsAt)} > ${now.toISOString()}::timestamptz
    )`.mapWith(Number);
    return this.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        role: users.role,
        isActive: users.isActive,
        takesBookings: users.takesBookings,
        createdAt: users.createdAt,
        serviceIds,
        upcomingAppointments: upcoming,
      })
      .from(users)
      .where(
        and(eq(users.barbershopId, shopId), kindCondition(kind), id ? eq(users.id, id) : undefined),
      )
      .orderBy(asc(users.name), asc(users.id));
  }

  /**
   * The shop's staff member of this kind with `id`, its users row locked until the transaction ends
   * (run inside one). Locked first, read after: a statement that waited for the lock sees the
   * row as the other transaction committed it but other tables as they were when it began, so
   * it would show the services that transaction had just replaced.
   */
  async findStaffMemberForUpdate(
    shopId: string,
    kind: StaffKind,
    id: string,
    now: Date,
  ): Promise<StaffRecord | null> {
    const [locked] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.barbershopId, shopId), kindCondition(kind)))
      .for('update');
    if (!locked) return null;
    const [record] = await this.findStaff(shopId, kind, now, id);
    return record ?? null;
  }

  /** Which of `ids` are services of the shop (active or not). */
  async findShopServiceIds(shopId: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.barbershopId, shopId), inArray(services.id, [...ids])));
    return rows.map((row) => row.id);
  }

  async updateUser(id: string, values: Partial<NewUserRow>): Promise<void> {
    await this.db.update(users).set(values).where(eq(users.id, id));
  }

  async replaceBarberServices(
    barbershopId: string,
    barberId: string,
    serviceIds: readonly string[],
  ): Promise<void> {
    await this.db.delete(barberServices).where(eq(barberServices.barberId, barberId));
    if (serviceIds.length > 0) {
      await this.db
        .insert(barberServices)
        .values(serviceIds.map((serviceId) => ({ barbershopId, barberId, serviceId })));
    }
  }

  /** A barber's time off not yet over, soonest first. */
  async findUpcomingTimeOff(barberId: string, now: Date): Promise<TimeOffRow[]> {
    return this.db
      .select()
      .from(timeOff)
      .where(and(eq(timeOff.barberId, barberId), gt(timeOff.endsAt, now)))
      .orderBy(asc(timeOff.startsAt));
  }

  /** A time off, with its shop for the ownership check. */
  async findTimeOff(id: string): Promise<TimeOffRow | null> {
    const [row] = await this.db.select().from(timeOff).where(eq(timeOff.id, id));
    return row ?? null;
  }

  async insertTimeOff(values: typeof timeOff.$inferInsert): Promise<TimeOffRow> {
    const [row] = await this.db.insert(timeOff).values(values).returning();
    if (!row) throw new Error('inserting time off returned nothing');
    return row;
  }

  /** The time off deleted, or null when it was already gone. */
  async deleteTimeOff(id: string): Promise<TimeOffRow | null> {
    const [row] = await this.db.delete(timeOff).where(eq(timeOff.id, id)).returning();
    return row ?? null;
  }

  /** The barber's pending or confirmed bookings that meet [start, end). */
  async countOverlappingAppointments(barberId: string, start: Date, end: Date): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
      .from(appointments)
      .where(
        and(
          eq(appointments.barberId, barberId),
          inArray(appointments.status, ['PENDING', 'CONFIRMED']),
          lt(appointments.startsAt, end),
          gt(appointments.endsAt, start),
        ),
      );
    return row?.total ?? 0;
  }
}

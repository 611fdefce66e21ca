import type { Role } from '@navalha/core/domain/auth/roles';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { qualified } from '../../db/qualified-column.js';
import { appointments } from '../../db/schema/appointments.js';
import { barberServices } from '../../db/schema/barber-services.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { services } from '../../db/schema/services.js';
import { timeOff } from '../../db/schema/time-off.js';
import type { TimeOffRow } from '../../db/schema/time-off.js';
import { users } from '../../db/schema/users.js';
import type { NewUserRow } from '../../db/schema/users.js';
import { workingHours } from '../../db/schema/working-hours.js';

/** A staff account as the admin screens show it. */
export interface StaffRecord {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  isActive: boolean;
  createdAt: Date;
  serviceIds: string[];
  upcomingAppointments: number;
}

/** Staff accounts, their services and time off, Drizzle only. Pass a transaction as `db`. */
export class StaffRepository {
  constructor(private readonly db: Db) {}

  /** The shop's staff of these roles, active or not, by name; or the one with `id`. */
  async findStaff(
    shopId: string,
    roles: readonly Role[],
    now: Date,
    id?: string,
  ): Promise<StaffRecord[]> {
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
        createdAt: users.createdAt,
        serviceIds,
        upcomingAppointments: upcoming,
      })
      .from(users)
      .where(
        and(
          eq(users.barbershopId, shopId),
          inArray(users.role, [...roles]),
          id ? eq(users.id, id) : undefined,
        ),
      )
      .orderBy(asc(users.name), asc(users.id));
  }

  /**
   * The shop's staff member of `role` with `id`, its users row locked until the transaction ends
   * (run inside one). Locked first, read after: a statement that waited for the lock sees the
   * row as the other transaction committed it but other tables as they were when it began, so
   * it would show the services that transaction had just replaced.
   */
  async findStaffMemberForUpdate(
    shopId: string,
    role: Role,
    id: string,
    now: Date,
  ): Promise<StaffRecord | null> {
    const [locked] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.barbershopId, shopId), eq(users.role, role)))
      .for('update');
    if (!locked) return null;
    const [record] = await this.findStaff(shopId, [role], now, id);
    return record ?? null;
  }

  async existsUserWithEmail(email: string): Promise<boolean> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row !== undefined;
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

  async insertUser(values: NewUserRow): Promise<string> {
    const [row] = await this.db.insert(users).values(values).returning({ id: users.id });
    if (!row) throw new Error('inserting a user returned nothing');
    return row.id;
  }

  async updateUser(id: string, values: Partial<NewUserRow>): Promise<void> {
    await this.db.update(users).set(values).where(eq(users.id, id));
  }

  async replaceBarberServices(barberId: string, serviceIds: readonly string[]): Promise<void> {
    await this.db.delete(barberServices).where(eq(barberServices.barberId, barberId));
    if (serviceIds.length > 0) {
      await this.db
        .insert(barberServices)
        .values(serviceIds.map((serviceId) => ({ barberId, serviceId })));
    }
  }

  /**
   * Gives a new barber the shop's usual week (settings.openingHours, set in the first-run
   * setup) as their working hours, in one statement; a shop without one gives none.
   */
  async copyShopWeek(shopId: string, barberId: string): Promise<void> {
    await this.db.execute(sql`
      insert into ${workingHours} (barber_id, day_of_week, start_time, end_time)
      select ${barberId}::uuid, (period->>'dayOfWeek')::smallint,
             (period->>'startTime')::time, (period->>'endTime')::time
      from ${barbershops}, jsonb_array_elements(
        coalesce(${barbershops.settings}->'openingHours', '[]'::jsonb)
      ) as period
      where ${barbershops.id} = ${shopId}
    `);
  }

  /** A barber's time off not yet over, soonest first. */
  async findUpcomingTimeOff(barberId: string, now: Date): Promise<TimeOffRow[]> {
    return this.db
      .select()
      .from(timeOff)
      .where(and(eq(timeOff.barberId, barberId), gt(timeOff.endsAt, now)))
      .orderBy(asc(timeOff.startsAt));
  }

  /** A time off with the shop of its barber, for the ownership check. */
  async findTimeOff(id: string): Promise<(TimeOffRow & { barbershopId: string | null }) | null> {
    const [row] = await this.db
      .select({ timeOff, barbershopId: users.barbershopId })
      .from(timeOff)
      .innerJoin(users, eq(users.id, timeOff.barberId))
      .where(eq(timeOff.id, id));
    return row ? { ...row.timeOff, barbershopId: row.barbershopId } : null;
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

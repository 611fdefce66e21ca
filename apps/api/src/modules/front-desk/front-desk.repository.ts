import type { BarbershopSettings } from '@navalha/core/contracts/barbershop';
import type {
  AppointmentStatus,
  PaymentStatus,
} from '@navalha/core/domain/appointments/appointment-status';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookableStaffAsU } from '../../db/schema/bookable-staff.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { timeOff } from '../../db/schema/time-off.js';
import { users } from '../../db/schema/users.js';
import { workingHours } from '../../db/schema/working-hours.js';
import { executeRows } from '../../db/execute-rows.js';

/** A shop-local instant span [from, to) of one day, as UTC instants. */
export interface DaySpan {
  from: Date;
  to: Date;
}

export interface AgendaStaffRecord {
  id: string;
  name: string;
  avatarUrl: string | null;
}

export interface AgendaHoursRecord {
  barberId: string;
  startTime: string;
  endTime: string;
}

export interface AgendaTimeOffRecord {
  id: string;
  barberId: string;
  startsAt: Date;
  endsAt: Date;
  reason: string | null;
}

/** A booking with its client and service names; instants as epoch milliseconds. */
export interface AgendaBookingRecord {
  id: string;
  barberId: string;
  startsAt: number;
  endsAt: number;
  clientId: string;
  clientName: string;
  clientPhone: string | null;
  services: string[];
  status: AppointmentStatus;
  paymentMethod: PaymentMethod | null;
  paymentStatus: PaymentStatus;
  receivedWith: 'cash' | 'pix' | 'card' | null;
  /** What the desk still takes after a deposit was paid (decision 029). */
  balanceCents: number;
}

const hhmm = (column: SQL) => sql<string>`to_char(${column}, 'HH24:MI')`;
const epoch = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

/**
 * What the front desk's day reads, one statement per kind of row whatever the number of
 * barbers or bookings: staff, their hours that weekday, time off touching the day, bookings
 * starting in it (each over an index: users_barbershop_id_idx, working_hours_barber_day_idx,
 * time_off_barber_ends_at_idx, appointments_barbershop_starts_at_idx; a booking's payment received
 * at the desk over payments_appointment_created_idx).
 */
export class FrontDeskRepository {
  constructor(private readonly db: Db) {}

  async findShop(
    shopId: string,
  ): Promise<{ timeZone: string; settings: BarbershopSettings } | null> {
    const [row] = await this.db
      .select({ timeZone: barbershops.timeZone, settings: barbershops.settings })
      .from(barbershops)
      .where(eq(barbershops.id, shopId))
      .limit(1);
    return row ?? null;
  }

  /**
   * The shop's active bookable staff, and anyone of the shop with a booking in `day` (a barber
   * who stopped taking bookings keeps the column until their bookings are gone), by name.
   */
  async findStaff(shopId: string, day: DaySpan): Promise<AgendaStaffRecord[]> {
    return executeRows<AgendaStaffRecord>(
      this.db,
      sql`select u.id, u.name, u.avatar_url as "avatarUrl"
      from users u
      where u.barbershop_id = ${shopId}
        and ((u.is_active and ${bookableStaffAsU}) or u.id in (
          select a.barber_id from appointments a
          where a.barbershop_id = ${shopId}
            and a.starts_at >= ${day.from.toISOString()}::timestamptz
            and a.starts_at < ${day.to.toISOString()}::timestamptz
        ))
      order by u.name, u.id`,
    );
  }

  /** The weekly hours of the shop's staff on one day of the week, 'HH:MM'. */
  async findHours(shopId: string, dayOfWeek: number): Promise<AgendaHoursRecord[]> {
    return this.db
      .select({
        barberId: workingHours.barberId,
        startTime: hhmm(sql`${workingHours.startTime}`),
        endTime: hhmm(sql`${workingHours.endTime}`),
      })
      .from(workingHours)
      .innerJoin(users, eq(users.id, workingHours.barberId))
      .where(and(eq(users.barbershopId, shopId), eq(workingHours.dayOfWeek, dayOfWeek)))
      .orderBy(asc(workingHours.startTime));
  }

  /** Time off of the shop's staff that overlaps `day`. */
  async findTimeOff(shopId: string, day: DaySpan): Promise<AgendaTimeOffRecord[]> {
    return this.db
      .select({
        id: timeOff.id,
        barberId: timeOff.barberId,
        startsAt: timeOff.startsAt,
        endsAt: timeOff.endsAt,
        reason: timeOff.reason,
      })
      .from(timeOff)
      .innerJoin(users, eq(users.id, timeOff.barberId))
      .where(
        and(
          eq(users.barbershopId, shopId),
          lt(timeOff.startsAt, day.to),
          gt(timeOff.endsAt, day.from),
        ),
      )
      .orderBy(asc(timeOff.startsAt), asc(timeOff.id));
  }

  /** The shop's bookings starting in `day`, whatever their status, earliest first. */
  async findBookings(shopId: string, day: DaySpan): Promise<AgendaBookingRecord[]> {
    return findAgendaBookings(this.db, shopId, day);
  }
}

/**
 * The shop's bookings starting in `span` (only `barberId`'s when given: the week's view),
 * whatever their status, earliest first, with how an at-the-shop payment was received.
 * Every read names the shop by its value, not by `a.barbershop_id`: PostgreSQL then plans the
 * shop's partition of each table alone (decision 049), where a correlated shop planned all 16
 * of payments and of booked services on every call (5.7 against 15 ms of planning).
 */
export function findAgendaBookings(
  db: Db,
  shopId: string,
  span: DaySpan,
  barberId?: string,
): Promise<AgendaBookingRecord[]> {
  return executeRows<AgendaBookingRecord>(
    db,
    sql`select
      a.id, a.barber_id as "barberId",
      ${epoch('a.starts_at')} as "startsAt",
      ${epoch('a.ends_at')} as "endsAt",
      c.id as "clientId", c.name as "clientName", c.phone as "clientPhone",
      coalesce((
        select json_agg(s.name order by s.position)
        from appointment_services s where s.barbershop_id = ${shopId} and s.appointment_id = a.id
      ), '[]'::json) as "services",
      a.status, a.payment_method as "paymentMethod", a.payment_status as "paymentStatus",
      (select p.received_with from payments p
        where p.barbershop_id = ${shopId} and p.appointment_id = a.id and p.received_with is not null
        order by p.created_at desc limit 1) as "receivedWith",
      case when coalesce(a.deposit_cents, 0) > 0 and a.payment_status = 'COMPLETED'
        then greatest(0, a.total_cents - (select coalesce(sum(p.amount_cents), 0) from payments p
          where p.barbershop_id = ${shopId} and p.appointment_id = a.id and p.status = 'COMPLETED'))::int
        else 0 end as "balanceCents"
    from appointments a
    inner join users c on c.id = a.client_id
    where a.barbershop_id = ${shopId}
      ${barberId === undefined ? sql`` : sql`and a.barber_id = ${barberId}`}
      and a.starts_at >= ${span.from.toISOString()}::timestamptz
      and a.starts_at < ${span.to.toISOString()}::timestamptz
    order by a.starts_at, a.id`,
    { prepared: true },
  );
}

/** A booking row as the day's and the week's agenda answer it. */
export function toAgendaBooking(row: AgendaBookingRecord) {
  return {
    id: row.id,
    barberId: row.barberId,
    startsAt: new Date(row.startsAt),
    endsAt: new Date(row.endsAt),
    client: { id: row.clientId, name: row.clientName, phone: row.clientPhone },
    services: row.services,
    status: row.status,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
  };
}

import type { BarbershopSettings } from '@navalha/core/contracts/barbershop';
import type { WorkingHours } from '@navalha/core/domain/schedule/working-ranges';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import { users } from '../../db/schema/users.js';
import { workingHours } from '../../db/schema/working-hours.js';
import type { NewWorkingHoursRow } from '../../db/schema/working-hours.js';
import { bookableStaff, bookableStaffAsU } from '../../db/schema/bookable-staff.js';

/** A working-hours row with its times as 'HH:MM' (PostgreSQL's `time` says 'HH:MM:SS'). */
export interface WorkingHoursRecord {
  id: string;
  barberId: string;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

export interface BarberRecord {
  id: string;
  barbershopId: string | null;
}

/** A service as bookings price and snapshot it. */
export interface ServiceSnapshot {
  id: string;
  barbershopId: string;
  name: string;
  priceCents: number;
  promotionalPriceCents: number | null;
  durationMinutes: number;
  imageUrl: string | null;
}

/** A barber as availability needs them: shop, zone, rules, what they offer, their week. */
export interface BarberStatics {
  id: string;
  barbershopId: string | null;
  timeZone: string | null;
  settings: BarbershopSettings | null;
  /** Their shop is suspended by the platform's operator (issue 20 §1): nobody books there. */
  suspended: boolean;
  /** The active services they offer. */
  serviceIds: string[];
  /** Every period of their week. */
  hours: WorkingHours[];
}

/** What changes seldom: the services and barbers of a request (see ScheduleStaticsCache). */
export interface ScheduleStatics {
  services: ServiceSnapshot[];
  barbers: BarberStatics[];
}

interface StaticsQuery {
  barberIds: readonly string[];
  serviceIds: readonly string[];
}

/** A barber as a booking's answer and notices name them, with their shop. */
export interface BarberPerson {
  id: string;
  name: string;
  avatarUrl: string | null;
  shopName: string;
  shopAddress: string;
}

/** A busy-time read inside a statement that finds the shop itself (loadBookingStatics). */
interface BusyOfShopQuery extends Omit<BusyQuery, 'barbershopId'> {
  /** An expression for the barbers' shop, computed once by the statement. */
  shopOf: SQL;
}

/** The statics of a booking and the people it names (see loadBookingStatics). */
export interface BookingStatics extends ScheduleStatics {
  client: { id: string; name: string; phone: string | null; avatarUrl: string | null } | null;
  people: BarberPerson[];
  busy: BusyRange[];
}

/** The services and barbers columns of the statics statement (one row, two json columns). */
function staticsColumns(query: StaticsQuery): SQL {
  return sql`(select coalesce(json_agg(json_build_object(
        'id', s.id, 'barbershopId', s.barbershop_id, 'name', s.name,
        'priceCents', s.price_cents, 'promotionalPriceCents', s.promotional_price_cents,
        'durationMinutes', s.duration_minutes, 'imageUrl', s.image_url)), '[]'::json)
      from services s
      where s.id = any(${sql.param([...query.serviceIds])}::uuid[]) and s.is_active) as services,
    (select coalesce(json_agg(json_build_object(
        'id', u.id, 'barbershopId', u.barbershop_id, 'timeZone', b.time_zone,
        'settings', b.settings, 'suspended', b.suspended_at is not null,
        'serviceIds', (select coalesce(json_agg(bs.service_id), '[]'::json)
          from barber_services bs
          join services os on os.barbershop_id = bs.barbershop_id and os.id = bs.service_id
          where bs.barber_id = u.id and os.is_active),
        'hours', (select coalesce(json_agg(json_build_object('dayOfWeek', w.day_of_week,
            'startTime', to_char(w.start_time, 'HH24:MI'),
            'endTime', to_char(w.end_time, 'HH24:MI'))), '[]'::json)
          from working_hours w where w.barber_id = u.id))), '[]'::json)
      from users u left join barbershops b on b.id = u.barbershop_id
      where u.id = any(${sql.param([...query.barberIds])}::uuid[])
        and ${bookableStaffAsU} and u.is_active) as barbers`;
}

/**
 * The barbers' busy time in [from, to): PENDING/CONFIRMED appointments (through the
 * no-double-booking GiST index) and time off, as epoch milliseconds.
 */
function busySelect(query: BusyQuery | BusyOfShopQuery): SQL {
  const barberIds = sql.param([...query.barberIds]);
  // The shop first: bookings are partitioned by it on PostgreSQL (decision 049), and a read that
  // names it reads one partition instead of all sixteen.
  const shop = 'barbershopId' in query ? sql`${query.barbershopId}::uuid` : query.shopOf;
  const from = query.from.toISOString();
  const to = query.to.toISOString();
  const excluded = query.excludeAppointmentId
    ? sql`and a.id <> ${query.excludeAppointmentId}::uuid`
    : sql``;
  return sql`select a.barber_id as "barberId",
      floor(extract(epoch from a.starts_at) * 1000)::float8 as "start",
      floor(extract(epoch from a.ends_at) * 1000)::float8 as "end",
      true as "isAppointment"
    from appointments a
    where a.barbershop_id = ${shop}
      and a.barber_id = any(${barberIds}::uuid[]) and a.status in ('PENDING', 'CONFIRMED')
      and tstzrange(a.starts_at, a.ends_at) && tstzrange(${from}::timestamptz, ${to}::timestamptz)
      ${excluded}
    union all
    select t.barber_id, floor(extract(epoch from t.starts_at) * 1000)::float8,
      floor(extract(epoch from t.ends_at) * 1000)::float8, false
    from time_off t
    where t.barbershop_id = ${shop} and t.barber_id = any(${barberIds}::uuid[])
      and t.starts_at < ${to}::timestamptz and t.ends_at > ${from}::timestamptz`;
}

export interface BusyRange {
  barberId: string;
  start: number;
  end: number;
  /** Appointments count towards a barber's load that day; time off does not. */
  isAppointment: boolean;
}

export interface BusyQuery {
  /** The barbers' shop: a barber's bookings and time off are all in it. */
  barbershopId: string;
  barberIds: readonly string[];
  /** Busy time overlapping [from, to) is returned. */
  from: Date;
  to: Date;
  /** An appointment that is moving: its own time is not busy. */
  excludeAppointmentId?: string;
}

const hhmm = (column: SQL) => sql<string>`to_char(${column}, 'HH24:MI')`;

const workingHoursColumns = {
  id: workingHours.id,
  barberId: workingHours.barberId,
  dayOfWeek: workingHours.dayOfWeek,
  startTime: hhmm(sql`${workingHours.startTime}`),
  endTime: hhmm(sql`${workingHours.endTime}`),
};

/** Working hours, time off and the busy-time query, Drizzle only. */
export class ScheduleRepository {
  constructor(private readonly db: Db) {}

  /** An active barber, or null. */
  async findBarber(id: string): Promise<BarberRecord | null> {
    const [row] = await this.db
      .select({ id: users.id, barbershopId: users.barbershopId })
      .from(users)
      .where(and(eq(users.id, id), bookableStaff, eq(users.isActive, true)))
      .limit(1);
    return row ?? null;
  }

  async findWorkingHours(filter: {
    barberId?: string;
    barbershopId?: string;
  }): Promise<WorkingHoursRecord[]> {
    const conditions: (SQL | undefined)[] = [];
    if (filter.barberId) conditions.push(eq(workingHours.barberId, filter.barberId));
    if (filter.barbershopId) conditions.push(eq(users.barbershopId, filter.barbershopId));
    return this.db
      .select(workingHoursColumns)
      .from(workingHours)
      .innerJoin(users, eq(users.id, workingHours.barberId))
      .where(and(...conditions))
      .orderBy(
        asc(workingHours.barberId),
        asc(workingHours.dayOfWeek),
        asc(workingHours.startTime),
      );
  }

  async findWorkingHoursById(
    id: string,
  ): Promise<(WorkingHoursRecord & { barbershopId: string | null }) | null> {
    const [row] = await this.db
      .select({ ...workingHoursColumns, barbershopId: users.barbershopId })
      .from(workingHours)
      .innerJoin(users, eq(users.id, workingHours.barberId))
      .where(eq(workingHours.id, id))
      .limit(1);
    return row ?? null;
  }

  /** A barber's periods on one weekday, but `exceptId`. */
  async findDayPeriods(
    barberId: string,
    dayOfWeek: number,
    exceptId?: string,
  ): Promise<WorkingHoursRecord[]> {
    return this.db
      .select(workingHoursColumns)
      .from(workingHours)
      .where(
        and(
          eq(workingHours.barberId, barberId),
          eq(workingHours.dayOfWeek, dayOfWeek),
          exceptId ? ne(workingHours.id, exceptId) : undefined,
        ),
      );
  }

  async insertWorkingHours(values: NewWorkingHoursRow[]): Promise<string[]> {
    if (values.length === 0) return [];
    const rows = await this.db
      .insert(workingHours)
      .values(values)
      .returning({ id: workingHours.id });
    return rows.map((row) => row.id);
  }

  async deleteBarberWorkingHours(barberId: string): Promise<void> {
    await this.db.delete(workingHours).where(eq(workingHours.barberId, barberId));
  }

  async updateWorkingHours(id: string, values: Partial<NewWorkingHoursRow>): Promise<void> {
    await this.db.update(workingHours).set(values).where(eq(workingHours.id, id));
  }

  async deleteWorkingHours(id: string): Promise<void> {
    await this.db.delete(workingHours).where(eq(workingHours.id, id));
  }

  async findWorkingHoursByIds(ids: readonly string[]): Promise<WorkingHoursRecord[]> {
    if (ids.length === 0) return [];
    return this.db
      .select(workingHoursColumns)
      .from(workingHours)
      .where(inArray(workingHours.id, [...ids]))
      .orderBy(asc(workingHours.dayOfWeek), asc(workingHours.startTime));
  }

  /**
   * The services (active ones) and the barbers (active ones) with their shop, zone, rules,
   * offered services and whole week: one statement, whatever the number of barbers.
   */
  async loadStatics(query: StaticsQuery): Promise<ScheduleStatics> {
    const [row] = await executeRows<ScheduleStatics>(this.db, sql`select ${staticsColumns(query)}`);
    if (!row) throw new Error('the statics query returned no row');
    return row;
  }

  /**
   * What a booking is made from, fresh, in one statement: the statics, the people and shops its
   * answer and notices name (the client, the barbers, their shops) and the barbers' busy time
   * in `busy` (a window wide enough to hold the shop's day, which the caller does not know yet).
   * With `writing`, a data-modifying statement that returns rows (the call's usage counters),
   * run first as a CTE of the same statement: its rows come back in `written`.
   */
  async loadBookingStatics<Written = never>(
    query: StaticsQuery & { clientId: string; busy: { from: Date; to: Date }; writing?: SQL },
  ): Promise<BookingStatics & { written: Written[] }> {
    const writing = query.writing ? sql`with written as (${query.writing}) ` : sql``;
    const written = query.writing
      ? sql`(select coalesce(json_agg(written), '[]'::json) from written)`
      : sql`'[]'::json`;
    const [row] = await executeRows<BookingStatics & { written: Written[] }>(
      this.db,
      sql`${writing}select ${staticsColumns(query)},
        (select json_build_object('id', c.id, 'name', c.name, 'phone', c.phone,
            'avatarUrl', c.avatar_url)
          from users c where c.id = ${query.clientId}::uuid) as client,
        (select coalesce(json_agg(json_build_object('id', u.id, 'name', u.name,
            'avatarUrl', u.avatar_url, 'shopName', b.name, 'shopAddress', b.address)), '[]'::json)
          from users u join barbershops b on b.id = u.barbershop_id
          where u.id = any(${sql.param([...query.barberIds])}::uuid[])) as people,
        (select coalesce(json_agg(busy), '[]'::json)
          from (${busySelect({
            barberIds: query.barberIds,
            // The booking's shop is its services' (booking-scope.ts): barbers of another shop
            // in the request are refused there, and their busy time is not needed.
            shopOf: sql`(select s.barbershop_id from services s
              where s.id = (${sql.param([...query.serviceIds])}::uuid[])[1])`,
            ...query.busy,
          })}) busy) as busy,
        ${written} as written`,
      { prepared: true },
    );
    if (!row) throw new Error('the booking statics query returned no row');
    return row;
  }

  /**
   * The barbers' busy time in [from, to): PENDING/CONFIRMED appointments (through the
   * no-double-booking GiST index) and time off, in one statement, as epoch milliseconds; a
   * named statement on PostgreSQL, parsed once per connection (free times ask it on every
   * change of day).
   */
  async loadBusy(query: BusyQuery): Promise<BusyRange[]> {
    return executeRows<BusyRange>(this.db, busySelect(query), { prepared: true });
  }
}

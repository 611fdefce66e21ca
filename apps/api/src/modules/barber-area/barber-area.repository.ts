import type { DayEarnings } from '@navalha/core/domain/barber-area/earnings';
import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appointments } from '../../db/schema/appointments.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { timeOff } from '../../db/schema/time-off.js';
import type { TimeOffRow } from '../../db/schema/time-off.js';
import { users } from '../../db/schema/users.js';
import { workingHours } from '../../db/schema/working-hours.js';

/** One period of a barber's week, 'HH:MM' shop-local. */
export interface WeekPeriod {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

const hhmm = (column: SQL) => sql<string>`to_char(${column}, 'HH24:MI')`;

/** What the barber area reads about one barber, Drizzle only. */
export class BarberAreaRepository {
  constructor(private readonly db: Db) {}

  /** The zone of the barber's shop, or null when they have none. */
  async findTimeZone(barberId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ timeZone: barbershops.timeZone })
      .from(users)
      .innerJoin(barbershops, eq(barbershops.id, users.barbershopId))
      .where(eq(users.id, barberId))
      .limit(1);
    return row?.timeZone ?? null;
  }

  /**
   * The barber's COMPLETED appointments that started in [from, before), counted and summed per
   * day of `timeZone`'s calendar; days without any are left out. One grouped query on the
   * (barber_id, starts_at) index.
   */
  async sumCompletedByDay(
    barberId: string,
    timeZone: string,
    from: Date,
    before: Date,
  ): Promise<DayEarnings[]> {
    const day = sql<string>`to_char(${appointments.startsAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
    return this.db
      .select({
        date: day,
        count: sql<number>`count(*)::int`.mapWith(Number),
        revenue: sql<number>`coalesce(sum(${appointments.totalCents}), 0)::int`.mapWith(Number),
      })
      .from(appointments)
      .where(
        and(
          eq(appointments.barberId, barberId),
          eq(appointments.status, 'COMPLETED'),
          gte(appointments.startsAt, from),
          lt(appointments.startsAt, before),
        ),
      )
      .groupBy(sql`1`)
      .orderBy(sql`1`);
  }

  async findWeek(barberId: string): Promise<WeekPeriod[]> {
    return this.db
      .select({
        dayOfWeek: workingHours.dayOfWeek,
        startTime: hhmm(sql`${workingHours.startTime}`),
        endTime: hhmm(sql`${workingHours.endTime}`),
      })
      .from(workingHours)
      .where(eq(workingHours.barberId, barberId))
      .orderBy(asc(workingHours.dayOfWeek), asc(workingHours.startTime));
  }

  /** Time off that ends after `now`, soonest first, at most `limit`. */
  async findTimeOffEndingAfter(barberId: string, now: Date, limit: number): Promise<TimeOffRow[]> {
    return this.db
      .select()
      .from(timeOff)
      .where(and(eq(timeOff.barberId, barberId), gt(timeOff.endsAt, now)))
      .orderBy(asc(timeOff.startsAt), asc(timeOff.id))
      .limit(limit);
  }
}

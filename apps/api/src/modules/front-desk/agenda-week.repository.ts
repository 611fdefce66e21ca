import { and, asc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { timeOff } from '../../db/schema/time-off.js';
import { users } from '../../db/schema/users.js';
import { workingHours } from '../../db/schema/working-hours.js';
import type {
  AgendaBookingRecord,
  AgendaStaffRecord,
  AgendaTimeOffRecord,
  DaySpan,
} from './front-desk.repository.js';
import { findAgendaBookings } from './front-desk.repository.js';

export interface WeekHoursRecord {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

/**
 * What one barber's week reads, one statement per kind of row whatever the number of
 * bookings: the barber (of the shop, staff only), their weekly hours, time off touching the
 * week, bookings starting in it (over working_hours_barber_day_idx, time_off_barber_ends_at_idx
 * and appointments_barber_starts_at_idx).
 */
export class AgendaWeekRepository {
  constructor(private readonly db: Db) {}

  /** A member of the shop's staff (never a client, never another shop's), or null. */
  async findStaffMember(shopId: string, barberId: string): Promise<AgendaStaffRecord | null> {
    const [row] = await this.db
      .select({ id: users.id, name: users.name, avatarUrl: users.avatarUrl })
      .from(users)
      .where(and(eq(users.id, barberId), eq(users.barbershopId, shopId), ne(users.role, 'CLIENT')))
      .limit(1);
    return row ?? null;
  }

  /** The barber's weekly hours, every day of the week, 'HH:MM'. */
  async findHours(barberId: string): Promise<WeekHoursRecord[]> {
    return this.db
      .select({
        dayOfWeek: workingHours.dayOfWeek,
        startTime: sql<string>`to_char(${workingHours.startTime}, 'HH24:MI')`,
        endTime: sql<string>`to_char(${workingHours.endTime}, 'HH24:MI')`,
      })
      .from(workingHours)
      .where(eq(workingHours.barberId, barberId))
      .orderBy(asc(workingHours.dayOfWeek), asc(workingHours.startTime));
  }

  async findTimeOff(barberId: string, span: DaySpan): Promise<AgendaTimeOffRecord[]> {
    return this.db
      .select({
        id: timeOff.id,
        barberId: timeOff.barberId,
        startsAt: timeOff.startsAt,
        endsAt: timeOff.endsAt,
        reason: timeOff.reason,
      })
      .from(timeOff)
      .where(
        and(
          eq(timeOff.barberId, barberId),
          lt(timeOff.startsAt, span.to),
          gt(timeOff.endsAt, span.from),
        ),
      )
      .orderBy(asc(timeOff.startsAt), asc(timeOff.id));
  }

  /** The barber's bookings in the shop starting in `span`, whatever their status, earliest first. */
  async findBookings(
    shopId: string,
    barberId: string,
    span: DaySpan,
  ): Promise<AgendaBookingRecord[]> {
    return findAgendaBookings(this.db, shopId, span, barberId);
  }
}

import type {
  BarberEarnings,
  BarberEarningsQuery,
  BarberSchedule,
} from '@navalha/core/contracts/barber-area';
import { DEFAULT_TIME_ZONE } from '@navalha/core/contracts/barbershop';
import { getEarningsSpan, summarizeEarnings } from '@navalha/core/domain/barber-area/earnings';
import {
  addDaysToLocalDate,
  localDateInZone,
  localTimeInZone,
  shopLocalToUtc,
} from '@navalha/core/domain/format/date-time';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../auth/auth-user.js';
import { BarberAreaRepository } from './barber-area.repository.js';

/** How much upcoming time off the schedule lists. */
const TIME_OFF_LIMIT = 50;

/**
 * The signed-in barber's own figures and week. Every method reads the actor's own rows only:
 * there is no id to ask for someone else's.
 */
export class BarberAreaService {
  private readonly repository: BarberAreaRepository;

  private readonly now: () => Date;

  constructor(deps: { db: Db; now: () => Date }) {
    const { db, now } = deps;
    this.now = now;
    this.repository = new BarberAreaRepository(db);
  }

  /**
   * Completed appointments and revenue for the shop-local day, week and month around `date`
   * (today unless given), from one grouped query over the week and month together.
   */
  async earnings(actor: AuthUser, query: BarberEarningsQuery): Promise<BarberEarnings> {
    const timeZone = await this.timeZoneOf(actor);
    const date = query.date ?? localDateInZone(this.now(), timeZone);
    const span = getEarningsSpan(date);
    const days = await this.repository.sumCompletedByDay(
      actor.userId,
      timeZone,
      shopLocalToUtc(span.from, '00:00', timeZone),
      shopLocalToUtc(addDaysToLocalDate(span.to, 1), '00:00', timeZone),
    );
    return { ...summarizeEarnings(days, date), timeZone };
  }

  /** The barber's week and the time off that has not ended, on the shop's clock. */
  async schedule(actor: AuthUser): Promise<BarberSchedule> {
    const timeZone = await this.timeZoneOf(actor);
    const [week, timeOff] = await Promise.all([
      this.repository.findWeek(actor.userId),
      this.repository.findTimeOffEndingAfter(actor.userId, this.now(), TIME_OFF_LIMIT),
    ]);
    return {
      timeZone,
      workingHours: week,
      timeOff: timeOff.map((row) => ({
        id: row.id,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        startDate: localDateInZone(row.startsAt, timeZone),
        startTime: localTimeInZone(row.startsAt, timeZone),
        endDate: localDateInZone(row.endsAt, timeZone),
        endTime: localTimeInZone(row.endsAt, timeZone),
        reason: row.reason,
      })),
    };
  }

  private async timeZoneOf(actor: AuthUser): Promise<string> {
    return (await this.repository.findTimeZone(actor.userId)) ?? DEFAULT_TIME_ZONE;
  }
}

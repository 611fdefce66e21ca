import { barbershopSettingsSchema, DEFAULT_TIME_ZONE } from '@navalha/core/contracts/barbershop';
import { errorMessages } from '@navalha/core/contracts/errors';
import type {
  Availability,
  AvailableSlotsBody,
  AvailableTimesQuery,
  BarbersNextFree,
  BarbersNextFreeBody,
  CreateWorkingHoursBody,
  MonthAvailability,
  MonthAvailabilityBody,
  ReplaceWorkingHoursBody,
  UpdateWorkingHoursBody,
  WorkingHoursEntry,
} from '@navalha/core/contracts/schedule';
import { scheduleMessages } from '@navalha/core/contracts/schedule';
import { getSlotsForBarbers } from '@navalha/core/domain/schedule/multi-barber-slots';
import { getSlots } from '@navalha/core/domain/schedule/slots';
import {
  findNextFreeDate,
  FULLY_BOOKED_LOOKAHEAD_DAYS,
  getDayAvailability,
  getMonthDates,
  parseCalendarMonth,
} from '@navalha/core/domain/schedule/month-availability';
import { addDaysToLocalDate, localDateInZone } from '@navalha/core/domain/format/date-time';
import { summarizeAvailability } from '@navalha/core/domain/schedule/availability-summary';
import { parseTimeOfDay } from '@navalha/core/domain/schedule/time-of-day';
import type { Db } from '../../db/client.js';
import { AppError, notFound, validationError } from '../../errors/app-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import { requireManagedShop } from '../auth/auth-user.js';
import { recordAudit } from '../audit/audit-trail.js';
import { resolveBookingScope, shopDaySpan, toBarberSchedules } from './booking-scope.js';
import type { ScheduleStaticsCache } from './schedule-statics-cache.js';
import { ScheduleRepository } from './schedule.repository.js';
import type { BarberRecord, WorkingHoursRecord } from './schedule.repository.js';

const barberNotFound = () => notFound(errorMessages.barberNotFound);
const workingHoursNotFound = () => notFound(errorMessages.notFound);
const overlap = () => new AppError(409, 'WORKING_HOURS_OVERLAP', errorMessages.workingHoursOverlap);

function overlapsAny(
  period: { startTime: string; endTime: string },
  others: readonly WorkingHoursRecord[],
): boolean {
  const start = parseTimeOfDay(period.startTime) ?? 0;
  const end = parseTimeOfDay(period.endTime) ?? 0;
  return others.some(
    (other) =>
      start < (parseTimeOfDay(other.endTime) ?? 0) && (parseTimeOfDay(other.startTime) ?? 0) < end,
  );
}

/** A barber's week as the audit log keeps it. */
function weekView(barberId: string, periods: readonly WorkingHoursRecord[]) {
  return {
    barberId,
    workingHours: periods.map(({ dayOfWeek, startTime, endTime }) => ({
      dayOfWeek,
      startTime,
      endTime,
    })),
  };
}

function toEntry(record: WorkingHoursRecord): WorkingHoursEntry {
  return {
    id: record.id,
    barberId: record.barberId,
    dayOfWeek: record.dayOfWeek,
    startTime: record.startTime,
    endTime: record.endTime,
  };
}

/**
 * Working hours (written by the shop's ADMIN/OWNER, read by them and by the barber
 * concerned) and availability (read by anyone signed in).
 */
export class ScheduleService {
  private readonly repository: ScheduleRepository;
  /** Busy time for the pages that list free times: the replica when there is one. */
  private readonly busyReads: ScheduleRepository;

  private readonly db: Db;
  private readonly now: () => Date;
  private readonly statics: ScheduleStaticsCache;

  constructor(deps: {
    db: Db;
    /** Reads that may lag a moment (a replica); booking re-checks every time on `db`. */
    readDb?: Db;
    now: () => Date;
    statics: ScheduleStaticsCache;
  }) {
    const { db, readDb, now, statics } = deps;
    this.db = db;
    this.now = now;
    this.statics = statics;
    this.repository = new ScheduleRepository(db);
    this.busyReads = readDb ? new ScheduleRepository(readDb) : this.repository;
  }

  async create(actor: AuthUser, body: CreateWorkingHoursBody): Promise<WorkingHoursEntry> {
    await this.managedBarber(actor, body.barberId);
    const sameDay = await this.repository.findDayPeriods(body.barberId, body.dayOfWeek);
    if (overlapsAny(body, sameDay)) throw overlap();
    const shopId = requireManagedShop(actor);
    const id = await this.db.transaction(async (tx) => {
      const [inserted] = await new ScheduleRepository(tx).insertWorkingHours([
        { ...body, barbershopId: shopId },
      ]);
      await recordAudit(tx, actor, shopId, {
        action: 'working_hours.create',
        entityId: inserted ?? null,
        after: body,
      });
      return inserted;
    });
    this.statics.clear();
    const [created] = await this.repository.findWorkingHoursByIds(id ? [id] : []);
    if (!created) throw new Error('inserting working hours returned nothing');
    return toEntry(created);
  }

  /** The barber's whole week becomes `workingHours`, atomically. */
  async replace(
    actor: AuthUser,
    barberId: string,
    body: ReplaceWorkingHoursBody,
  ): Promise<WorkingHoursEntry[]> {
    await this.managedBarber(actor, barberId);
    const shopId = requireManagedShop(actor);
    const before = await this.repository.findWorkingHours({ barberId });
    const ids = await this.db.transaction(async (tx) => {
      const repository = new ScheduleRepository(tx);
      await repository.deleteBarberWorkingHours(barberId);
      const inserted = await repository.insertWorkingHours(
        body.workingHours.map((period) => ({ ...period, barberId, barbershopId: shopId })),
      );
      await recordAudit(tx, actor, shopId, {
        action: 'working_hours.replace',
        entityId: barberId,
        before: weekView(barberId, before),
        after: weekView(barberId, await repository.findWorkingHoursByIds(inserted)),
      });
      return inserted;
    });
    this.statics.clear();
    return (await this.repository.findWorkingHoursByIds(ids)).map(toEntry);
  }

  /** A barber's own week, or every barber's of an admin's shop. */
  async list(actor: AuthUser): Promise<WorkingHoursEntry[]> {
    const rows =
      actor.role === 'BARBER'
        ? await this.repository.findWorkingHours({ barberId: actor.userId })
        : await this.repository.findWorkingHours({ barbershopId: requireManagedShop(actor) });
    return rows.map(toEntry);
  }

  async listForBarber(actor: AuthUser, barberId: string): Promise<WorkingHoursEntry[]> {
    const barber = await this.repository.findBarber(barberId);
    if (!barber || !canSee(actor, barber)) throw barberNotFound();
    return (await this.repository.findWorkingHours({ barberId })).map(toEntry);
  }

  async get(actor: AuthUser, id: string): Promise<WorkingHoursEntry> {
    const row = await this.repository.findWorkingHoursById(id);
    if (!row || !canSee(actor, { id: row.barberId, barbershopId: row.barbershopId })) {
      throw workingHoursNotFound();
    }
    return toEntry(row);
  }

  async update(
    actor: AuthUser,
    id: string,
    body: UpdateWorkingHoursBody,
  ): Promise<WorkingHoursEntry> {
    const row = await this.repository.findWorkingHoursById(id);
    if (!row || row.barbershopId !== requireManagedShop(actor)) throw workingHoursNotFound();
    const next = {
      dayOfWeek: body.dayOfWeek ?? row.dayOfWeek,
      startTime: body.startTime ?? row.startTime,
      endTime: body.endTime ?? row.endTime,
    };
    if ((parseTimeOfDay(next.startTime) ?? 0) >= (parseTimeOfDay(next.endTime) ?? 0)) {
      throw validationError(scheduleMessages.startBeforeEnd, 'endTime');
    }
    const sameDay = await this.repository.findDayPeriods(row.barberId, next.dayOfWeek, id);
    if (overlapsAny(next, sameDay)) throw overlap();
    await this.db.transaction(async (tx) => {
      await new ScheduleRepository(tx).updateWorkingHours(id, next);
      await recordAudit(tx, actor, requireManagedShop(actor), {
        action: 'working_hours.update',
        entityId: id,
        before: { barberId: row.barberId, ...pickPeriod(row) },
        after: { barberId: row.barberId, ...next },
      });
    });
    this.statics.clear();
    return toEntry({ ...row, ...next });
  }

  async remove(actor: AuthUser, id: string): Promise<void> {
    const row = await this.repository.findWorkingHoursById(id);
    if (!row || row.barbershopId !== requireManagedShop(actor)) throw workingHoursNotFound();
    await this.db.transaction(async (tx) => {
      await new ScheduleRepository(tx).deleteWorkingHours(id);
      await recordAudit(tx, actor, requireManagedShop(actor), {
        action: 'working_hours.delete',
        entityId: id,
        before: { barberId: row.barberId, ...pickPeriod(row) },
      });
    });
    this.statics.clear();
  }

  /**
   * One barber's times on a date for a booking of `serviceDuration` minutes. `fresh` reads the
   * primary: the waitlist offers a time just freed, which a replica may not show yet.
   */
  async availableTimes(
    barberId: string,
    query: AvailableTimesQuery,
    { fresh = false }: { fresh?: boolean } = {},
  ): Promise<Availability> {
    const statics = await this.statics.get([barberId], []);
    const [barber] = statics.barbers;
    if (!barber) throw barberNotFound();
    const timeZone = barber.timeZone ?? DEFAULT_TIME_ZONE;
    const settings = barber.settings ?? barbershopSettingsSchema.parse({});
    // A barber of no shop has no bookings to read.
    const busy = !barber.barbershopId
      ? []
      : await (fresh ? this.repository : this.busyReads).loadBusy({
          barbershopId: barber.barbershopId,
          barberIds: [barberId],
          ...shopDaySpan(query.date, timeZone),
        });
    const slots = getSlots({
      date: query.date,
      timeZone,
      workingHours: barber.hours,
      busy,
      durationMinutes: query.serviceDuration,
      slotStepMinutes: settings.slotStepMinutes,
      minNoticeMinutes: settings.minNoticeMinutes,
      now: this.now(),
    });
    return summarizeAvailability(slots);
  }

  /**
   * The times on a date when at least one of the barbers can take the services back to back
   * (their durations summed), with how many can. One database round trip when the statics
   * are cached (the busy time), two when not.
   */
  async availableSlots(body: AvailableSlotsBody): Promise<Availability> {
    const statics = await this.statics.get(body.barberIds, body.serviceIds);
    const scope = resolveBookingScope(statics, body.serviceIds, body.barberIds);
    const busy = await this.busyReads.loadBusy({
      barbershopId: scope.barbershopId,
      barberIds: scope.barberIds,
      ...shopDaySpan(body.date, scope.timeZone),
    });
    const slots = getSlotsForBarbers(toBarberSchedules(statics, busy, scope.barberIds), {
      date: body.date,
      timeZone: scope.timeZone,
      durationMinutes: scope.durationMinutes,
      slotStepMinutes: scope.settings.slotStepMinutes,
      minNoticeMinutes: scope.settings.minNoticeMinutes,
      now: this.now(),
    });
    return summarizeAvailability(slots);
  }

  /**
   * Each day of a month for the calendar (issue 18 §4): the same engine as `availableSlots`,
   * day by day, over the busy time of the whole month read in one query.
   */
  async monthAvailability(body: MonthAvailabilityBody): Promise<MonthAvailability> {
    const statics = await this.statics.get(body.barberIds, body.serviceIds);
    const scope = resolveBookingScope(statics, body.serviceIds, body.barberIds);
    const dates = getMonthDates(parseCalendarMonth(body.month));
    const now = this.now();
    const today = localDateInZone(now, scope.timeZone);
    const first = dates[0] ?? today;
    const last = dates.at(-1) ?? today;
    // Nothing to read for a month that is over.
    const busy =
      last < today
        ? []
        : await this.busyReads.loadBusy({
            barbershopId: scope.barbershopId,
            barberIds: scope.barberIds,
            from: shopDaySpan(first, scope.timeZone).from,
            to: shopDaySpan(last, scope.timeZone).to,
          });
    const schedules = toBarberSchedules(statics, busy, scope.barberIds);
    const days = dates.map((date) => {
      const slots =
        date < today
          ? []
          : getSlotsForBarbers(schedules, {
              date,
              timeZone: scope.timeZone,
              durationMinutes: scope.durationMinutes,
              slotStepMinutes: scope.settings.slotStepMinutes,
              minNoticeMinutes: scope.settings.minNoticeMinutes,
              now,
            });
      return { date, status: getDayAvailability(date, today, slots) };
    });
    return { month: body.month, days };
  }

  /**
   * Which of the barbers are fully booked (issue 18 §4): each one's first day with a free time
   * over the next two weeks, from one read of their busy time.
   */
  async barbersNextFree(body: BarbersNextFreeBody): Promise<BarbersNextFree> {
    const statics = await this.statics.get(body.barberIds, body.serviceIds);
    const scope = resolveBookingScope(statics, body.serviceIds, body.barberIds);
    const now = this.now();
    const today = localDateInZone(now, scope.timeZone);
    const dates = Array.from({ length: FULLY_BOOKED_LOOKAHEAD_DAYS }, (_, index) =>
      addDaysToLocalDate(today, index),
    );
    const busy = await this.busyReads.loadBusy({
      barbershopId: scope.barbershopId,
      barberIds: scope.barberIds,
      from: shopDaySpan(today, scope.timeZone).from,
      to: shopDaySpan(dates.at(-1) ?? today, scope.timeZone).to,
    });
    const barbers = scope.barberIds.map((barberId) => {
      const schedules = toBarberSchedules(statics, busy, [barberId]);
      const nextFreeDate = findNextFreeDate(dates, (date) =>
        getSlotsForBarbers(schedules, {
          date,
          timeZone: scope.timeZone,
          durationMinutes: scope.durationMinutes,
          slotStepMinutes: scope.settings.slotStepMinutes,
          minNoticeMinutes: scope.settings.minNoticeMinutes,
          now,
        }),
      );
      return { barberId, nextFreeDate };
    });
    return { days: FULLY_BOOKED_LOOKAHEAD_DAYS, barbers };
  }

  /** A barber of the admin's or owner's own shop; anyone else's is a 404. */
  private async managedBarber(actor: AuthUser, barberId: string): Promise<BarberRecord> {
    const shopId = requireManagedShop(actor);
    const barber = await this.repository.findBarber(barberId);
    if (barber?.barbershopId !== shopId) throw barberNotFound();
    return barber;
  }
}

function pickPeriod({ dayOfWeek, startTime, endTime }: WorkingHoursRecord) {
  return { dayOfWeek, startTime, endTime };
}

/** A barber sees their own hours; an admin or owner those of their shop's barbers. */
function canSee(actor: AuthUser, barber: BarberRecord): boolean {
  if (actor.role === 'BARBER') return barber.id === actor.userId;
  if (actor.role === 'ADMIN' || actor.role === 'OWNER') {
    return actor.barbershopId !== null && barber.barbershopId === actor.barbershopId;
  }
  return false;
}

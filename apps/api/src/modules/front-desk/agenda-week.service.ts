import { barbershopSettingsSchema } from '@navalha/core/contracts/barbershop';
import type { WeekAgenda, WeekAgendaQuery } from '@navalha/core/contracts/front-desk-agenda';
import { errorMessages } from '@navalha/core/contracts/errors';
import {
  addDaysToLocalDate,
  getLocalDayOfWeek,
  localDateInZone,
  shopLocalToUtc,
} from '@navalha/core/domain/format/date-time';
import { getBreaks } from '@navalha/core/domain/front-desk/day-grid';
import { getWeekRange, listDatesInRange } from '@navalha/core/domain/schedule/calendar-periods';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import { requireManagedShop } from '../auth/auth-user.js';
import { AgendaWeekRepository } from './agenda-week.repository.js';
import { FrontDeskRepository, toAgendaBooking } from './front-desk.repository.js';

/**
 * One barber's week for the desk's 'Semana' view (issue 17 §1): Sunday to Saturday, each day
 * with the shop's opening hours, the barber's hours, breaks and time off, and the bookings.
 * Five statements whatever the number of bookings.
 */
export class AgendaWeekService {
  private readonly shops: FrontDeskRepository;
  private readonly repository: AgendaWeekRepository;

  private readonly now: () => Date;

  constructor(deps: { db: Db; now: () => Date }) {
    const { db, now } = deps;
    this.now = now;
    this.shops = new FrontDeskRepository(db);
    this.repository = new AgendaWeekRepository(db);
  }

  async week(actor: AuthUser, query: WeekAgendaQuery): Promise<WeekAgenda> {
    const shopId = requireManagedShop(actor);
    const [shop, barber] = await Promise.all([
      this.shops.findShop(shopId),
      this.repository.findStaffMember(shopId, query.barberId),
    ]);
    if (!shop) throw AppError.forbidden();
    // Another shop's barber, a client or no one: the same 404, so nothing leaks.
    if (!barber) throw notFound(errorMessages.barberNotFound);
    const { timeZone } = shop;
    const settings = barbershopSettingsSchema.parse(shop.settings);
    const dates = listDatesInRange(
      getWeekRange(query.date ?? localDateInZone(this.now(), timeZone)),
    );
    const first = dates[0] ?? '';
    const last = dates.at(-1) ?? first;
    // From Sunday's midnight to the next Sunday's on the shop's clock.
    const span = {
      from: shopLocalToUtc(first, '00:00', timeZone),
      to: shopLocalToUtc(addDaysToLocalDate(last, 1), '00:00', timeZone),
    };
    const [hours, timeOff, bookings] = await Promise.all([
      this.repository.findHours(barber.id),
      this.repository.findTimeOff(barber.id, span),
      this.repository.findBookings(shopId, barber.id, span),
    ]);

    return {
      timeZone,
      slotStepMinutes: settings.slotStepMinutes,
      barber,
      days: dates.map((date) => {
        const dayOfWeek = getLocalDayOfWeek(date);
        const from = shopLocalToUtc(date, '00:00', timeZone).getTime();
        const to = shopLocalToUtc(addDaysToLocalDate(date, 1), '00:00', timeZone).getTime();
        const working = hours
          .filter((period) => period.dayOfWeek === dayOfWeek)
          .map((period) => ({ start: period.startTime, end: period.endTime }));
        return {
          date,
          openingHours: settings.openingHours
            .filter((period) => period.dayOfWeek === dayOfWeek)
            .map((period) => ({ start: period.startTime, end: period.endTime }))
            .sort((a, b) => a.start.localeCompare(b.start)),
          workingHours: working,
          breaks: getBreaks(working),
          timeOff: timeOff
            .filter((period) => period.startsAt.getTime() < to && period.endsAt.getTime() > from)
            .map(({ id, startsAt, endsAt, reason }) => ({ id, startsAt, endsAt, reason })),
          bookings: bookings
            .filter((row) => row.startsAt >= from && row.startsAt < to)
            .map(toAgendaBooking),
        };
      }),
    };
  }
}

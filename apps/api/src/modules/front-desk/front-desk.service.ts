import { barbershopSettingsSchema } from '@navalha/core/contracts/barbershop';
import type { Agenda, AgendaQuery } from '@navalha/core/contracts/front-desk-agenda';
import {
  addDaysToLocalDate,
  getLocalDayOfWeek,
  localDateInZone,
  shopLocalToUtc,
} from '@navalha/core/domain/format/date-time';
import { getBreaks } from '@navalha/core/domain/front-desk/day-grid';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import { requireManagedShop } from '../auth/auth-user.js';
import { FrontDeskRepository, toAgendaBooking } from './front-desk.repository.js';

/**
 * The front desk's day: staff, hours, breaks, time off and bookings of the managed shop. Read
 * in five statements whatever the number of barbers and bookings; core lays out the grid.
 */
export class FrontDeskService {
  private readonly repository: FrontDeskRepository;

  private readonly now: () => Date;

  constructor(deps: { db: Db; now: () => Date }) {
    const { db, now } = deps;
    this.now = now;
    this.repository = new FrontDeskRepository(db);
  }

  async agenda(actor: AuthUser, query: AgendaQuery): Promise<Agenda> {
    const shopId = requireManagedShop(actor);
    const shop = await this.repository.findShop(shopId);
    if (!shop) throw AppError.forbidden();
    const { timeZone } = shop;
    const settings = barbershopSettingsSchema.parse(shop.settings);
    const date = query.date ?? localDateInZone(this.now(), timeZone);
    const dayOfWeek = getLocalDayOfWeek(date);
    // Midnight to midnight on the shop's clock (23 or 25 hours on a daylight-saving day).
    const day = {
      from: shopLocalToUtc(date, '00:00', timeZone),
      to: shopLocalToUtc(addDaysToLocalDate(date, 1), '00:00', timeZone),
    };
    const [staff, hours, timeOff, bookings] = await Promise.all([
      this.repository.findStaff(shopId, day),
      this.repository.findHours(shopId, dayOfWeek),
      this.repository.findTimeOff(shopId, day),
      this.repository.findBookings(shopId, day),
    ]);

    return {
      date,
      timeZone,
      slotStepMinutes: settings.slotStepMinutes,
      openingHours: settings.openingHours
        .filter((period) => period.dayOfWeek === dayOfWeek)
        .map((period) => ({ start: period.startTime, end: period.endTime }))
        .sort((a, b) => a.start.localeCompare(b.start)),
      staff: staff.map((member) => {
        const workingHours = hours
          .filter((period) => period.barberId === member.id)
          .map((period) => ({ start: period.startTime, end: period.endTime }));
        return {
          id: member.id,
          name: member.name,
          avatarUrl: member.avatarUrl,
          workingHours,
          breaks: getBreaks(workingHours),
          timeOff: timeOff
            .filter((period) => period.barberId === member.id)
            .map(({ id, startsAt, endsAt, reason }) => ({ id, startsAt, endsAt, reason })),
        };
      }),
      bookings: bookings.map((row) => ({
        ...toAgendaBooking(row),
        receivedWith: row.receivedWith,
        balanceCents: row.balanceCents,
      })),
    };
  }
}

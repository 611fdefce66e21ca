import type { Dashboard, DashboardQuery } from '@navalha/core/contracts/admin-dashboard';
import {
  getDashboardPeriods,
  listLocalDates,
  safeRatio,
} from '@navalha/core/domain/admin/dashboard-periods';
import type { LocalDateSpan } from '@navalha/core/domain/admin/dashboard-periods';
import { computeOccupancyRate, computeWorkingMinutes } from '@navalha/core/domain/admin/occupancy';
import {
  addDaysToLocalDate,
  localDateInZone,
  shopLocalToUtc,
} from '@navalha/core/domain/format/date-time';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import { requireManagedShop } from '../auth/auth-user.js';
import { DashboardRepository } from './dashboard.repository.js';
import type { InstantSpan } from './dashboard.repository.js';

const TOP_SERVICES = 5;
const REVIEW_DAYS = 30;
const REVIEW_LIMIT = 20;

/** Midnight of `from` to midnight after `to`, on the shop's clock. */
function toInstantSpan({ from, to }: LocalDateSpan, timeZone: string): InstantSpan {
  return {
    start: shopLocalToUtc(from, '00:00', timeZone),
    end: shopLocalToUtc(addDaysToLocalDate(to, 1), '00:00', timeZone),
  };
}

/** The shop's figures for its admins: five aggregate statements, no row-by-row reads. */
export class DashboardService {
  private readonly repository: DashboardRepository;

  private readonly now: () => Date;

  constructor(deps: { db: Db; now: () => Date }) {
    const { db, now } = deps;
    this.now = now;
    this.repository = new DashboardRepository(db);
  }

  async get(actor: AuthUser, query: DashboardQuery): Promise<Dashboard> {
    const shopId = requireManagedShop(actor);
    const timeZone = await this.repository.findTimeZone(shopId);
    if (!timeZone) throw AppError.forbidden();
    const now = this.now();
    const periods = getDashboardPeriods(localDateInZone(now, timeZone));
    const period = query.period === 'week' ? periods.week : periods.month;
    const spans = {
      today: toInstantSpan({ from: periods.today, to: periods.today }, timeZone),
      week: toInstantSpan(periods.week, timeZone),
      month: toInstantSpan(periods.month, timeZone),
      period: toInstantSpan(period, timeZone),
    };

    const counts = await this.repository.countFigures(shopId, spans, now);
    const daily = await this.repository.dailyFigures(shopId, spans.period, timeZone);
    const services = await this.repository.topServices(shopId, spans.period, TOP_SERVICES);
    const loads = await this.repository.barberLoads(shopId, spans.period);
    const inReview = await this.repository.paymentsInReview(
      shopId,
      new Date(now.getTime() - REVIEW_DAYS * 24 * 60 * 60 * 1000),
      REVIEW_LIMIT,
    );

    const dailyByDate = new Map(daily.map((day) => [day.date, day]));
    const attended = counts.periodCompleted + counts.periodNoShows;
    return {
      timeZone,
      today: {
        date: periods.today,
        bookings: counts.todayBookings,
        pending: counts.todayPending,
        confirmed: counts.todayConfirmed,
        completed: counts.todayCompleted,
        cancelled: counts.todayCancelled,
      },
      revenue: {
        week: counts.weekRevenueCents,
        month: counts.monthRevenueCents,
        weekSpan: periods.week,
        monthSpan: periods.month,
      },
      period: { kind: query.period, ...period },
      paymentsInReview: inReview.map((payment) => ({
        ...payment,
        flaggedAt: new Date(payment.flaggedAt).toISOString(),
      })),
      dailyRevenue: listLocalDates(period).map((date) => ({
        date,
        revenue: dailyByDate.get(date)?.revenueCents ?? 0,
        bookings: dailyByDate.get(date)?.bookings ?? 0,
      })),
      occupancy: loads.map((barber) => {
        const workingMinutes = computeWorkingMinutes({
          period,
          timeZone,
          workingHours: barber.hours,
          timeOff: barber.timeOff,
        });
        const bookedMinutes = Math.round(barber.bookedMinutes);
        return {
          barberId: barber.id,
          name: barber.name,
          bookedMinutes,
          workingMinutes,
          rate: computeOccupancyRate(bookedMinutes, workingMinutes),
        };
      }),
      topServices: services.map((service) => ({
        serviceId: service.serviceId,
        name: service.name,
        bookings: service.bookings,
        revenue: service.revenueCents,
      })),
      rates: {
        bookings: counts.periodBookings,
        cancelled: counts.periodCancelled,
        cancellationRate: safeRatio(counts.periodCancelled, counts.periodBookings),
        noShows: counts.periodNoShows,
        attended,
        noShowRate: safeRatio(counts.periodNoShows, attended),
      },
    };
  }
}

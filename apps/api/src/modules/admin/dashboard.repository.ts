import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import { bookableStaffAsU } from '../../db/schema/bookable-staff.js';
import { keptFeeCentsOfA } from '../../db/schema/kept-fees.js';

/** A span of instants [start, end). */
export interface InstantSpan {
  start: Date;
  end: Date;
}

export interface DashboardSpans {
  today: InstantSpan;
  week: InstantSpan;
  month: InstantSpan;
  /** The span of the charts and rates: the week or the month. */
  period: InstantSpan;
}

export interface DashboardCounts {
  todayBookings: number;
  todayPending: number;
  todayConfirmed: number;
  todayCompleted: number;
  todayCancelled: number;
  weekRevenueCents: number;
  monthRevenueCents: number;
  periodBookings: number;
  periodCancelled: number;
  periodNoShows: number;
  periodCompleted: number;
}

export interface DailyFigures {
  date: string;
  revenueCents: number;
  bookings: number;
}

export interface ServiceFigures {
  serviceId: string;
  name: string;
  bookings: number;
  revenueCents: number;
}

export interface PaymentInReview {
  paymentId: string;
  appointmentId: string;
  clientName: string;
  reason: string;
  flaggedAt: Date | string;
}

export interface BarberLoad {
  id: string;
  name: string;
  bookedMinutes: number;
  hours: { dayOfWeek: number; startTime: string; endTime: string }[];
  /** Epoch milliseconds. */
  timeOff: { start: number; end: number }[];
}

/**
 * What counts as revenue: a completed booking, or one paid and not cancelled or expired (a paid
 * booking still to happen, or a no-show who paid ahead).
 */
const earns = sql.raw(
  `(a.status = 'COMPLETED' or (a.payment_status = 'COMPLETED' and a.status in ('PENDING', 'CONFIRMED')))`,
);
/**
 * Revenue of the bookings `a` that `filter` keeps: what the ones that earn charge, plus the fees
 * kept from cancelled and missed ones (issue 17 §5).
 */
function revenue(filter?: SQL): SQL {
  const where = filter ? sql`${filter} and ` : sql``;
  return sql`(coalesce(sum(a.total_cents) filter (where ${where}${earns}), 0)
    + coalesce(sum(${keptFeeCentsOfA}) filter (where ${where}a.status::text in ('CANCELLED', 'NO_SHOW')), 0))::float8`;
}

/** Bookings that hold (or held) the barber's time. */
const booked = sql.raw(`a.status in ('PENDING', 'CONFIRMED', 'COMPLETED')`);

function within(span: InstantSpan): SQL {
  return sql`a.starts_at >= ${span.start.toISOString()}::timestamptz and a.starts_at < ${span.end.toISOString()}::timestamptz`;
}

/**
 * The dashboard's aggregates, each one statement over the shop's appointments (index
 * `appointments_barbershop_starts_at_idx`). Numbers are cast so that both drivers answer plain
 * JavaScript numbers.
 */
export class DashboardRepository {
  constructor(private readonly db: Db) {}

  async findTimeZone(shopId: string): Promise<string | null> {
    const [row] = await executeRows<{ timeZone: string }>(
      this.db,
      sql`select time_zone as "timeZone" from barbershops where id = ${shopId}`,
    );
    return row?.timeZone ?? null;
  }

  /** Today's bookings, the week's and month's revenue and the period's rates in one pass. */
  async countFigures(shopId: string, spans: DashboardSpans, now: Date): Promise<DashboardCounts> {
    const from = new Date(Math.min(spans.week.start.getTime(), spans.month.start.getTime()));
    const to = new Date(Math.max(spans.week.end.getTime(), spans.month.end.getTime()));
    const today = within(spans.today);
    const period = within(spans.period);
    const [row] = await executeRows<DashboardCounts>(
      this.db,
      sql`select
        count(*) filter (where ${today} and a.status <> 'EXPIRED')::int as "todayBookings",
        count(*) filter (where ${today} and a.status = 'PENDING')::int as "todayPending",
        count(*) filter (where ${today} and a.status = 'CONFIRMED')::int as "todayConfirmed",
        count(*) filter (where ${today} and a.status = 'COMPLETED')::int as "todayCompleted",
        count(*) filter (where ${today} and a.status = 'CANCELLED')::int as "todayCancelled",
        ${revenue(within(spans.week))} as "weekRevenueCents",
        ${revenue(within(spans.month))} as "monthRevenueCents",
        count(*) filter (where ${period} and a.status <> 'EXPIRED')::int as "periodBookings",
        count(*) filter (where ${period} and a.status = 'CANCELLED')::int as "periodCancelled",
        count(*) filter (
          where ${period} and a.status = 'CONFIRMED' and a.ends_at <= ${now.toISOString()}::timestamptz
        )::int as "periodNoShows",
        count(*) filter (where ${period} and a.status = 'COMPLETED')::int as "periodCompleted"
      from appointments a
      where a.barbershop_id = ${shopId}
        and a.starts_at >= ${from.toISOString()}::timestamptz
        and a.starts_at < ${to.toISOString()}::timestamptz`,
    );
    if (!row) throw new Error('an aggregate query returned no row');
    return row;
  }

  /** Revenue and bookings per shop-local date of the period (dates without any are absent). */
  async dailyFigures(
    shopId: string,
    period: InstantSpan,
    timeZone: string,
  ): Promise<DailyFigures[]> {
    return executeRows<DailyFigures>(
      this.db,
      sql`select
        to_char(a.starts_at at time zone ${timeZone}, 'YYYY-MM-DD') as "date",
        ${revenue()} as "revenueCents",
        count(*) filter (where ${booked})::int as "bookings"
      from appointments a
      where a.barbershop_id = ${shopId} and ${within(period)}
      group by 1
      order by 1`,
    );
  }

  /** The most booked services of the period, from the bookings' own snapshots. */
  async topServices(shopId: string, period: InstantSpan, limit: number): Promise<ServiceFigures[]> {
    return executeRows<ServiceFigures>(
      this.db,
      sql`select
        s.service_id as "serviceId",
        coalesce(sv.name, max(s.name)) as "name",
        count(*) filter (where ${booked})::int as "bookings",
        coalesce(sum(s.price_cents) filter (where ${earns}), 0)::float8 as "revenueCents"
      from appointment_services s
      inner join appointments a on a.barbershop_id = s.barbershop_id and a.id = s.appointment_id
      left join services sv on sv.barbershop_id = s.barbershop_id and sv.id = s.service_id
      where a.barbershop_id = ${shopId} and ${within(period)}
      group by s.service_id, sv.name
      having count(*) filter (where ${booked}) > 0
      order by "bookings" desc, "revenueCents" desc, "name"
      limit ${limit}`,
    );
  }

  /** Payments flagged for review since `since`, newest first (the partial index's lookup). */
  async paymentsInReview(shopId: string, since: Date, limit: number): Promise<PaymentInReview[]> {
    return executeRows<PaymentInReview>(
      this.db,
      sql`select
        p.id as "paymentId",
        p.appointment_id as "appointmentId",
        u.name as "clientName",
        p.review_reason as "reason",
        p.flagged_at as "flaggedAt"
      from payments p
      inner join users u on u.id = p.client_id
      where p.barbershop_id = ${shopId} and p.flagged_at is not null
        and p.flagged_at >= ${since.toISOString()}::timestamptz
      order by p.flagged_at desc
      limit ${limit}`,
    );
  }

  /**
   * Each active barber of the shop with the minutes booked inside the period, weekly hours and
   * time off touching it: what occupancy is computed from.
   */
  async barberLoads(shopId: string, period: InstantSpan): Promise<BarberLoad[]> {
    const start = sql`${period.start.toISOString()}::timestamptz`;
    const end = sql`${period.end.toISOString()}::timestamptz`;
    return executeRows<BarberLoad>(
      this.db,
      sql`select
        u.id,
        u.name,
        coalesce((
          select sum(extract(epoch from (least(a.ends_at, ${end}) - greatest(a.starts_at, ${start}))) / 60)
          from appointments a
          where a.barbershop_id = u.barbershop_id and a.barber_id = u.id and ${booked} and a.starts_at < ${end} and a.ends_at > ${start}
        ), 0)::float8 as "bookedMinutes",
        coalesce((
          select json_agg(json_build_object(
            'dayOfWeek', w.day_of_week,
            'startTime', to_char(w.start_time, 'HH24:MI'),
            'endTime', to_char(w.end_time, 'HH24:MI')))
          from working_hours w where w.barber_id = u.id
        ), '[]'::json) as "hours",
        coalesce((
          select json_agg(json_build_object(
            'start', (extract(epoch from t.starts_at) * 1000)::float8,
            'end', (extract(epoch from t.ends_at) * 1000)::float8))
          from time_off t where t.barber_id = u.id and t.starts_at < ${end} and t.ends_at > ${start}
        ), '[]'::json) as "timeOff"
      from users u
      where u.barbershop_id = ${shopId} and ${bookableStaffAsU} and u.is_active
      order by u.name, u.id`,
    );
  }
}

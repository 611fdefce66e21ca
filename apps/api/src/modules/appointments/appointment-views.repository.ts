import { encodeListCursor } from '@navalha/core/contracts/pagination';
import type { ListCursor } from '@navalha/core/contracts/pagination';
import type { AppointmentStatus } from '@navalha/core/domain/appointments/appointment-status';
import { and, asc, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { qualified } from '../../db/qualified-column.js';
import { appointments } from '../../db/schema/appointments.js';
import type { AppointmentRow } from '../../db/schema/appointments.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { payments } from '../../db/schema/payments.js';
import { promoCodes } from '../../db/schema/promo-codes.js';
import { reviews } from '../../db/schema/reviews.js';
import { users } from '../../db/schema/users.js';
import { runPrepared } from '../../db/execute-rows.js';
import { cursorTime, micros } from '../../db/list-cursor.js';
import type { PaidPaymentFacts } from './booking-payments.js';

/** An appointment with the people and the shop a screen shows beside it. */
export interface AppointmentView {
  appointment: AppointmentRow;
  client: { id: string; name: string; phone: string | null; avatarUrl: string | null };
  barber: { id: string; name: string; avatarUrl: string | null };
  barbershop: { id: string; name: string; address: string; timeZone: string };
  promotionCode: string | null;
  /** The client's stars for it, once rated (issue 18 §4). */
  reviewRating: number | null;
  /** When its open (PENDING) payment attempt expires, if any: 'Pagar agora' (issue 18 §3). */
  openPaymentExpiresAt?: Date | null;
  /** The shop's free-cancellation window, which also bounds a reschedule (decision 025). */
  cancellationWindowHours?: number;
  /** The shop's late-cancellation fee, for what a cancellation now would give back. */
  cancellationFeePercent?: number;
  /** What its completed payments brought in (a deposit, the rest, or the whole; decision 029). */
  paidCents?: number;
  /** Its payments that brought money in, in the order a refund spreads over them. */
  paidPayments?: PaidPaymentFacts[];
}

/** Which appointments a list shows, and in what order. */
export type AppointmentListFilter =
  | { clientId: string; statuses?: readonly AppointmentStatus[]; endsAfter?: Date }
  | {
      barberId: string;
      startsFrom: Date;
      startsBefore?: Date;
      statuses?: readonly AppointmentStatus[];
    };

const client = alias(users, 'client');
const barber = alias(users, 'barber');

const viewColumns = {
  appointment: appointments,
  client: { id: client.id, name: client.name, phone: client.phone, avatarUrl: client.avatarUrl },
  barber: { id: barber.id, name: barber.name, avatarUrl: barber.avatarUrl },
  barbershop: {
    id: barbershops.id,
    name: barbershops.name,
    address: barbershops.address,
    timeZone: barbershops.timeZone,
  },
  promotionCode: promoCodes.code,
  reviewRating: reviews.rating,
  // The booking's open attempt (at most one is open at a time): a read of payments only.
  openPaymentExpiresAt: sql<Date | null>`(
    select max(${qualified(payments.expiresAt)}) from ${payments}
    where ${qualified(payments.barbershopId)} = ${qualified(appointments.barbershopId)}
      and ${qualified(payments.appointmentId)} = ${qualified(appointments.id)}
      and ${qualified(payments.status)} = 'PENDING'
  )`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value))),
  // What its payments brought in (payments_appointment_created_idx): COMPLETED, and on a booking
  // still active and paid a part REFUNDED too — one of a refund the gateway broke off (decision
  // 029), paid and being given back, never again to pay.
  paidCents: sql<number>`(
    select coalesce(sum(${qualified(payments.amountCents)}), 0) from ${payments}
    where ${qualified(payments.barbershopId)} = ${qualified(appointments.barbershopId)}
      and ${qualified(payments.appointmentId)} = ${qualified(appointments.id)}
      and (${qualified(payments.status)} = 'COMPLETED'
        or (${qualified(payments.status)} = 'REFUNDED'
          and ${qualified(appointments.paymentStatus)} = 'COMPLETED'
          and ${qualified(appointments.status)} in ('PENDING', 'CONFIRMED')))
  )`.mapWith(Number),
  // Its payments that brought money in, the deposit first, as payments' findPaidParts orders
  // them (payments_appointment_created_idx): what a cancellation now would give back.
  paidPayments: sql<PaidPaymentFacts[]>`coalesce((
    select json_agg(json_build_object('method', p.method, 'amountCents', p.amount_cents,
        'status', p.status, 'gateway', p.gateway, 'purpose', p.purpose,
        'refundReason', p.refund_reason)
      order by case p.purpose when 'DEPOSIT' then 0 when 'BOOKING' then 1 else 2 end,
        p.paid_at, p.created_at)
    from ${payments} p
    where p.barbershop_id = ${qualified(appointments.barbershopId)}
      and p.appointment_id = ${qualified(appointments.id)}
      and p.status in ('COMPLETED', 'REFUNDED')
  ), '[]'::json)`,
  cancellationWindowHours:
    sql<number>`coalesce((${qualified(barbershops.settings)} ->> 'cancellationWindowHours')::int, 24)`.mapWith(
      Number,
    ),
  cancellationFeePercent:
    sql<number>`coalesce((${qualified(barbershops.settings)} ->> 'cancellationFeePercent')::int, 50)`.mapWith(
      Number,
    ),
};

function listConditions(filter: AppointmentListFilter): SQL | undefined {
  if ('clientId' in filter) {
    return and(
      eq(appointments.clientId, filter.clientId),
      filter.statuses ? inArray(appointments.status, [...filter.statuses]) : undefined,
      filter.endsAfter ? gt(appointments.endsAt, filter.endsAfter) : undefined,
    );
  }
  return and(
    eq(appointments.barberId, filter.barberId),
    gte(appointments.startsAt, filter.startsFrom),
    filter.startsBefore ? lt(appointments.startsAt, filter.startsBefore) : undefined,
    filter.statuses ? inArray(appointments.status, [...filter.statuses]) : undefined,
  );
}

/** Appointments as screens list them, with their people, shop and promo code; reads only. */
export class AppointmentViewsRepository {
  constructor(private readonly db: Db) {}

  async findViewsByIds(ids: readonly string[]): Promise<AppointmentView[]> {
    if (ids.length === 0) return [];
    return this.viewQuery(inArray(appointments.id, [...ids]));
  }

  /**
   * One page of a list and how many match in all, in one query. History is newest first;
   * active bookings and agendas soonest first. With a cursor the page starts after that row
   * by keyset on (starts_at, id), the order's own index, never by OFFSET (issue 18 §3); one
   * row more than the page is read to know whether another page follows.
   */
  async findViewsPage(
    filter: AppointmentListFilter,
    order: 'newestFirst' | 'soonestFirst',
    limit: number,
    offset: number,
    cursor?: ListCursor,
  ): Promise<{ views: AppointmentView[]; total: number; nextCursor: string | null }> {
    const where = listConditions(filter);
    const after = cursor
      ? order === 'newestFirst'
        ? sql`(${appointments.startsAt}, ${appointments.id}) < (${cursorTime(cursor)}, ${cursor.id}::uuid)`
        : sql`(${appointments.startsAt}, ${appointments.id}) > (${cursorTime(cursor)}, ${cursor.id}::uuid)`
      : undefined;
    const skip = cursor ? 0 : offset;
    const rows = await this.viewQuery(
      and(where, after),
      order === 'newestFirst'
        ? [desc(appointments.startsAt), desc(appointments.id)]
        : [asc(appointments.startsAt), asc(appointments.id)],
      { limit: limit + 1, offset: skip },
      // Counted apart from the joins (the inner `appointments` shadows the outer one): the page
      // stops after `limit` rows of the index, and the count can come from an index alone.
      sql<number>`(select count(*)::int from ${appointments} where ${where ?? sql`true`})`,
    );
    const views = rows.slice(0, limit);
    const last = rows.length > limit ? views.at(-1) : undefined;
    const nextCursor = last
      ? encodeListCursor({ micros: micros(last.appointment.startsAt), id: last.appointment.id })
      : null;
    if (rows.length > 0 || (skip === 0 && !cursor)) {
      return { views, total: rows[0]?.total ?? 0, nextCursor };
    }
    const [counted] = await this.db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
      .from(appointments)
      .where(where);
    return { views: [], total: counted?.total ?? 0, nextCursor: null };
  }

  private viewQuery(
    where: SQL | undefined,
    orderBy: SQL[] = [asc(appointments.startsAt)],
    page?: { limit: number; offset: number },
    total: SQL<number> = sql<number>`(count(*) over ())::int`,
  ): Promise<(AppointmentView & { total: number })[]> {
    const query = this.db
      .select({ ...viewColumns, total: total.mapWith(Number) })
      .from(appointments)
      .innerJoin(client, eq(client.id, appointments.clientId))
      .innerJoin(barber, eq(barber.id, appointments.barberId))
      .innerJoin(barbershops, eq(barbershops.id, appointments.barbershopId))
      .leftJoin(
        promoCodes,
        and(
          eq(promoCodes.barbershopId, appointments.barbershopId),
          eq(promoCodes.id, appointments.promoCodeId),
        ),
      )
      // At most one review per appointment (its unique index), so no row is repeated.
      .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
      .where(where)
      .orderBy(...orderBy)
      .$dynamic();
    return runPrepared(page ? query.limit(page.limit).offset(page.offset) : query);
  }
}

import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { cashClosings } from '../../db/schema/cash-closings.js';
import type { CashClosingRow } from '../../db/schema/cash-closings.js';
import { keptFeeCentsOfA } from '../../db/schema/kept-fees.js';
import { users } from '../../db/schema/users.js';

/** A shop-local day [from, to) as UTC instants. */
export interface DaySpan {
  from: Date;
  to: Date;
}

/** Instants come back as epoch milliseconds: both drivers answer plain numbers. */
export interface ReceiptRecord {
  paymentId: string;
  appointmentId: string;
  method: PaymentMethod;
  receivedWith: string | null;
  amountCents: number;
  receivedAt: number;
  clientName: string;
  barberId: string;
  barberName: string;
}

export interface RefundRecord {
  paymentId: string;
  appointmentId: string;
  amountCents: number;
  refundedAt: number;
  clientName: string;
  reason: string | null;
}

export interface KeptFeeRecord {
  appointmentId: string;
  status: 'CANCELLED' | 'NO_SHOW';
  amountCents: number;
  clientName: string;
  startsAt: number;
}

export interface UnpaidRecord {
  appointmentId: string;
  startsAt: number;
  clientName: string;
  barberName: string;
  amountCents: number;
}

export interface ClosingRecord extends CashClosingRow {
  closedByName: string | null;
}

const epoch = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * The day's cash, one statement per section over the shop's indexes: payments received
 * (payments_shop_received_at_idx, payments_shop_paid_at_idx), refunds
 * (payments_shop_refunded_at_idx), the day's bookings (appointments_barbershop_starts_at_idx)
 * and closings (cash_closings_shop_day_idx).
 */
export class CashRepository {
  constructor(private readonly db: Db) {}

  async findTimeZone(shopId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ timeZone: barbershops.timeZone })
      .from(barbershops)
      .where(eq(barbershops.id, shopId))
      .limit(1);
    return row?.timeZone ?? null;
  }

  /**
   * Payments that brought money in on the day: taken at the desk then (`received_at`), or paid
   * in the app then (`paid_at`). A payment refunded later still came in on its day.
   */
  async findReceipts(shopId: string, day: DaySpan): Promise<ReceiptRecord[]> {
    const { from, to } = { from: instant(day.from), to: instant(day.to) };
    return executeRows<ReceiptRecord>(
      this.db,
      sql`select
        p.id as "paymentId", p.appointment_id as "appointmentId", p.method,
        p.received_with as "receivedWith", p.amount_cents as "amountCents",
        ${epoch('coalesce(p.received_at, p.paid_at)')} as "receivedAt",
        c.name as "clientName", a.barber_id as "barberId", b.name as "barberName"
      from payments p
      inner join appointments a on a.id = p.appointment_id
      inner join users c on c.id = p.client_id
      inner join users b on b.id = a.barber_id
      where p.barbershop_id = ${shopId}
        and p.status in ('COMPLETED', 'REFUNDED')
        and (
          (p.received_at >= ${from} and p.received_at < ${to})
          or (p.received_at is null and p.paid_at >= ${from} and p.paid_at < ${to})
        )
      order by coalesce(p.received_at, p.paid_at), p.id`,
    );
  }

  /** Money given back on the day. */
  async findRefunds(shopId: string, day: DaySpan): Promise<RefundRecord[]> {
    return executeRows<RefundRecord>(
      this.db,
      sql`select
        p.id as "paymentId", p.appointment_id as "appointmentId",
        p.refunded_amount_cents as "amountCents", ${epoch('p.refunded_at')} as "refundedAt",
        c.name as "clientName", p.refund_reason as "reason"
      from payments p
      inner join users c on c.id = p.client_id
      where p.barbershop_id = ${shopId}
        and p.refunded_at >= ${instant(day.from)} and p.refunded_at < ${instant(day.to)}
        and coalesce(p.refunded_amount_cents, 0) > 0
      order by p.refunded_at, p.id`,
    );
  }

  /** The day's cancelled and missed bookings whose money the shop kept, wholly or in part. */
  async findKeptFees(shopId: string, day: DaySpan): Promise<KeptFeeRecord[]> {
    return executeRows<KeptFeeRecord>(
      this.db,
      sql`select * from (
        select
          a.id as "appointmentId", a.status::text as "status",
          ${keptFeeCentsOfA}::int as "amountCents",
          c.name as "clientName", ${epoch('a.starts_at')} as "startsAt"
        from appointments a
        inner join users c on c.id = a.client_id
        where a.barbershop_id = ${shopId}
          and a.starts_at >= ${instant(day.from)} and a.starts_at < ${instant(day.to)}
          and a.status::text in ('CANCELLED', 'NO_SHOW')
      ) kept
      where kept."amountCents" > 0
      order by kept."startsAt", kept."appointmentId"`,
    );
  }

  /** The day's bookings still to happen or done whose payment has not come in. */
  async findUnpaid(shopId: string, day: DaySpan): Promise<UnpaidRecord[]> {
    return executeRows<UnpaidRecord>(
      this.db,
      sql`select
        a.id as "appointmentId", ${epoch('a.starts_at')} as "startsAt",
        c.name as "clientName", b.name as "barberName", a.total_cents as "amountCents"
      from appointments a
      inner join users c on c.id = a.client_id
      inner join users b on b.id = a.barber_id
      where a.barbershop_id = ${shopId}
        and a.starts_at >= ${instant(day.from)} and a.starts_at < ${instant(day.to)}
        and a.status::text in ('PENDING', 'CONFIRMED', 'COMPLETED')
        and a.payment_status not in ('COMPLETED', 'REFUNDED')
      order by a.starts_at, a.id`,
    );
  }

  /** The day's closings, latest first. */
  async findClosings(shopId: string, date: string): Promise<ClosingRecord[]> {
    return this.db
      .select({
        id: cashClosings.id,
        barbershopId: cashClosings.barbershopId,
        businessDate: cashClosings.businessDate,
        countedCents: cashClosings.countedCents,
        expectedCents: cashClosings.expectedCents,
        differenceCents: cashClosings.differenceCents,
        note: cashClosings.note,
        closedBy: cashClosings.closedBy,
        closedAt: cashClosings.closedAt,
        closedByName: users.name,
      })
      .from(cashClosings)
      .leftJoin(users, eq(users.id, cashClosings.closedBy))
      .where(and(eq(cashClosings.barbershopId, shopId), eq(cashClosings.businessDate, date)))
      .orderBy(desc(cashClosings.closedAt), desc(cashClosings.id));
  }

  /**
   * Records a closing at the database's clock, a microsecond past the day's last closing when
   * the clock has not moved on (PGlite's has milliseconds): the latest closing, the one the
   * day's CSV counts, is then always the last one recorded.
   */
  async insertClosing(
    values: Omit<typeof cashClosings.$inferInsert, 'closedAt'>,
  ): Promise<CashClosingRow> {
    const closedAt = sql`greatest(now(), (
      select max(${cashClosings.closedAt}) + interval '1 microsecond' from ${cashClosings}
      where ${cashClosings.barbershopId} = ${values.barbershopId}
        and ${cashClosings.businessDate} = ${values.businessDate}))`;
    const [row] = await this.db
      .insert(cashClosings)
      .values({ ...values, closedAt })
      .returning();
    if (!row) throw new Error('inserting a cash closing returned no row');
    return row;
  }
}

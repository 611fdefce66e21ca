import type {
  AppointmentStatus,
  PaymentStatus,
} from '@navalha/core/domain/appointments/appointment-status';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';

/** Which of a shop's bookings to read: starts in [from, to), by barber, status, payment. */
export interface ShopAppointmentFilter {
  from?: Date;
  to?: Date;
  barberId?: string;
  clientId?: string;
  status?: AppointmentStatus;
  paymentStatus?: PaymentStatus;
  /**
   * Upcoming: not ended and not finished (cancelled, expired, completed, a no-show); past: the
   * rest. Statuses compared as text, so a status added later is upcoming until it finishes.
   */
  when?: { now: Date; upcoming: boolean };
}

const upcoming = (now: Date) =>
  sql`(a.ends_at > ${now.toISOString()}::timestamptz
    and a.status::text not in ('CANCELLED', 'EXPIRED', 'COMPLETED', 'NO_SHOW'))`;

/** A booking with its client, barber and service names; instants as epoch milliseconds. */
export interface ShopAppointmentRecord {
  id: string;
  startsAt: number;
  endsAt: number;
  createdAt: number;
  clientId: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  barberId: string;
  barberName: string;
  services: string[];
  subtotalCents: number;
  discountCents: number;
  paymentFeeCents: number;
  totalCents: number;
  status: AppointmentStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod | null;
  cancellationReason: string | null;
}

const epoch = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

function conditions(shopId: string, filter: ShopAppointmentFilter): SQL {
  const parts: SQL[] = [sql`a.barbershop_id = ${shopId}`];
  if (filter.from) parts.push(sql`a.starts_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) parts.push(sql`a.starts_at < ${filter.to.toISOString()}::timestamptz`);
  if (filter.barberId) parts.push(sql`a.barber_id = ${filter.barberId}`);
  if (filter.clientId) parts.push(sql`a.client_id = ${filter.clientId}`);
  if (filter.status) parts.push(sql`a.status = ${filter.status}`);
  if (filter.paymentStatus) parts.push(sql`a.payment_status = ${filter.paymentStatus}`);
  if (filter.when) {
    const soon = upcoming(filter.when.now);
    parts.push(filter.when.upcoming ? soon : sql`not ${soon}`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * A shop's bookings for its staff, in single statements over
 * `appointments_barbershop_starts_at_idx` (services aggregated per row, never one query each).
 */
export class ShopAppointmentsRepository {
  constructor(private readonly db: Db) {}

  async findTimeZone(shopId: string): Promise<string | null> {
    const [row] = await executeRows<{ timeZone: string }>(
      this.db,
      sql`select time_zone as "timeZone" from barbershops where id = ${shopId}`,
    );
    return row?.timeZone ?? null;
  }

  async countAppointments(shopId: string, filter: ShopAppointmentFilter): Promise<number> {
    const [row] = await executeRows<{ total: number }>(
      this.db,
      sql`select count(*)::int as total from appointments a where ${conditions(shopId, filter)}`,
    );
    return row?.total ?? 0;
  }

  /** Newest first (`order` 'asc': soonest first). */
  async findAppointments(
    shopId: string,
    filter: ShopAppointmentFilter,
    limit: number,
    offset = 0,
    order: 'asc' | 'desc' = 'desc',
  ): Promise<ShopAppointmentRecord[]> {
    const direction = sql.raw(order === 'asc' ? 'asc' : 'desc');
    return executeRows<ShopAppointmentRecord>(
      this.db,
      sql`select
        a.id,
        ${epoch('a.starts_at')} as "startsAt",
        ${epoch('a.ends_at')} as "endsAt",
        ${epoch('a.created_at')} as "createdAt",
        c.id as "clientId", c.name as "clientName", c.email as "clientEmail",
        c.phone as "clientPhone",
        b.id as "barberId", b.name as "barberName",
        coalesce((
          select json_agg(s.name order by s.position)
          from appointment_services s where s.barbershop_id = a.barbershop_id and s.appointment_id = a.id
        ), '[]'::json) as "services",
        a.subtotal_cents as "subtotalCents", a.discount_cents as "discountCents",
        a.payment_fee_cents as "paymentFeeCents", a.total_cents as "totalCents",
        a.status, a.payment_status as "paymentStatus", a.payment_method as "paymentMethod",
        a.cancellation_reason as "cancellationReason"
      from appointments a
      inner join users c on c.id = a.client_id
      inner join users b on b.id = a.barber_id
      where ${conditions(shopId, filter)}
      order by a.starts_at ${direction}, a.id ${direction}
      limit ${limit} offset ${offset}`,
    );
  }
}

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
}

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

/** A client's figures at one shop; instants as epoch milliseconds. */
export interface ShopClientRecord {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  bookings: number;
  completed: number;
  cancelled: number;
  spentCents: number;
  lastVisit: number | null;
  nextBooking: number | null;
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
  return sql.join(parts, sql` and `);
}

/** `%` and `_` typed in a search are letters, not wildcards. */
function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * A shop's bookings and clients for its admins, in single statements over
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

  /** Newest first. */
  async findAppointments(
    shopId: string,
    filter: ShopAppointmentFilter,
    limit: number,
    offset = 0,
  ): Promise<ShopAppointmentRecord[]> {
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
          from appointment_services s where s.appointment_id = a.id
        ), '[]'::json) as "services",
        a.subtotal_cents as "subtotalCents", a.discount_cents as "discountCents",
        a.payment_fee_cents as "paymentFeeCents", a.total_cents as "totalCents",
        a.status, a.payment_status as "paymentStatus", a.payment_method as "paymentMethod",
        a.cancellation_reason as "cancellationReason"
      from appointments a
      inner join users c on c.id = a.client_id
      inner join users b on b.id = a.barber_id
      where ${conditions(shopId, filter)}
      order by a.starts_at desc, a.id desc
      limit ${limit} offset ${offset}`,
    );
  }

  async countClients(shopId: string, search: string | undefined): Promise<number> {
    const [row] = await executeRows<{ total: number }>(
      this.db,
      sql`select count(distinct a.client_id)::int as total
      from appointments a inner join users c on c.id = a.client_id
      where a.barbershop_id = ${shopId} ${this.searchCondition(search)}`,
    );
    return row?.total ?? 0;
  }

  /** Clients with at least one booking at the shop, by name; one client when `clientId`. */
  async findClients(
    shopId: string,
    options: { search?: string; clientId?: string; now: Date; limit: number; offset: number },
  ): Promise<ShopClientRecord[]> {
    const now = sql`${options.now.toISOString()}::timestamptz`;
    return executeRows<ShopClientRecord>(
      this.db,
      sql`select
        c.id, c.name, c.email, c.phone,
        count(*)::int as "bookings",
        count(*) filter (where a.status = 'COMPLETED')::int as "completed",
        count(*) filter (where a.status = 'CANCELLED')::int as "cancelled",
        coalesce(sum(a.total_cents) filter (where a.status = 'COMPLETED'), 0)::float8 as "spentCents",
        (extract(epoch from max(a.starts_at) filter (where a.status = 'COMPLETED')) * 1000)::float8
          as "lastVisit",
        (extract(epoch from min(a.starts_at) filter (
          where a.status in ('PENDING', 'CONFIRMED') and a.starts_at >= ${now}
        )) * 1000)::float8 as "nextBooking"
      from appointments a
      inner join users c on c.id = a.client_id
      where a.barbershop_id = ${shopId} ${this.searchCondition(options.search)}
        ${options.clientId ? sql`and a.client_id = ${options.clientId}` : sql``}
      group by c.id, c.name, c.email, c.phone
      order by c.name, c.id
      limit ${options.limit} offset ${options.offset}`,
    );
  }

  private searchCondition(search: string | undefined): SQL {
    if (!search) return sql``;
    const pattern = likePattern(search);
    // A walk-in's stand-in address (decision 018) is no e-mail to find them by.
    return sql`and (lower(c.name) like ${pattern}
      or (c.email like ${pattern} and c.email not like '%.invalid')
      or coalesce(c.phone, '') like ${pattern})`;
  }
}

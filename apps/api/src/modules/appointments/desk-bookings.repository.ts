import { isWalkInEmail, phoneDigits } from '@navalha/core/domain/clients/walk-in';
import type { AgendaBooking } from '@navalha/core/contracts/front-desk-agenda';
import type {
  AppointmentStatus,
  PaymentStatus,
} from '@navalha/core/domain/appointments/appointment-status';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import { users } from '../../db/schema/users.js';

export interface DeskClientRecord {
  id: string;
  name: string;
  phone: string | null;
  email: string;
}

interface AgendaBookingRow {
  id: string;
  barberId: string;
  startsAt: number;
  endsAt: number;
  clientId: string;
  clientName: string;
  clientPhone: string | null;
  services: string[];
  status: AppointmentStatus;
  paymentMethod: PaymentMethod | null;
  paymentStatus: PaymentStatus;
}

const epoch = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

const SEARCH_LIMIT = 10;

function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * What the front desk reads and writes of clients (issue 17 §1): the shop's clients are those
 * with a booking there, found through `appointments_barbershop_client_idx`; a walk-in is a new
 * CLIENT with no password.
 */
export class DeskBookingsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Up to 10 of the shop's active clients whose name, e-mail or phone digits contain `search`,
   * by name. A walk-in's stand-in e-mail never matches.
   */
  async searchClients(shopId: string, search: string): Promise<DeskClientRecord[]> {
    const pattern = likePattern(search);
    const digits = phoneDigits(search);
    const byPhone =
      digits.length >= 2
        ? sql`or regexp_replace(coalesce(c.phone, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`
        : sql``;
    return executeRows<DeskClientRecord>(
      this.db,
      sql`select c.id, c.name, c.phone, c.email
      from users c
      where c.id in (select a.client_id from appointments a where a.barbershop_id = ${shopId})
        and c.role = 'CLIENT' and c.is_active and c.deleted_at is null
        and (lower(c.name) like ${pattern}
          or (c.email like ${pattern} and c.email not like '%.invalid') ${byPhone})
      order by c.name, c.id
      limit ${SEARCH_LIMIT}`,
    );
  }

  /** An active client with at least one booking at the shop; null for anyone else. */
  async findShopClient(shopId: string, clientId: string): Promise<DeskClientRecord | null> {
    const [row] = await executeRows<DeskClientRecord>(
      this.db,
      sql`select c.id, c.name, c.phone, c.email
      from users c
      where c.id = ${clientId} and c.role = 'CLIENT' and c.is_active and c.deleted_at is null
        and exists (select 1 from appointments a
          where a.barbershop_id = ${shopId} and a.client_id = c.id)`,
    );
    return row ?? null;
  }

  /** Bookings as the agenda shows them (front-desk's day grid), by id. */
  async findAgendaBookings(ids: readonly string[]): Promise<AgendaBooking[]> {
    const rows = await executeRows<AgendaBookingRow>(
      this.db,
      sql`select
        a.id, a.barber_id as "barberId",
        ${epoch('a.starts_at')} as "startsAt", ${epoch('a.ends_at')} as "endsAt",
        c.id as "clientId", c.name as "clientName", c.phone as "clientPhone",
        coalesce((
          select json_agg(s.name order by s.position)
          from appointment_services s where s.barbershop_id = a.barbershop_id and s.appointment_id = a.id
        ), '[]'::json) as "services",
        a.status, a.payment_method as "paymentMethod", a.payment_status as "paymentStatus"
      from appointments a
      inner join users c on c.id = a.client_id
      where a.id = any(${sql.param([...ids])}::uuid[])
      order by a.starts_at, a.id`,
    );
    return rows.map((row) => ({
      id: row.id,
      barberId: row.barberId,
      startsAt: new Date(row.startsAt),
      endsAt: new Date(row.endsAt),
      client: { id: row.clientId, name: row.clientName, phone: row.clientPhone },
      services: row.services,
      status: row.status,
      paymentMethod: row.paymentMethod,
      paymentStatus: row.paymentStatus,
    }));
  }

  async emailInUse(email: string): Promise<boolean> {
    const [row] = await executeRows<{ one: number }>(
      this.db,
      sql`select 1 as one from users where email = ${email} limit 1`,
    );
    return row !== undefined;
  }

  /** A walk-in: a CLIENT with a LOCAL account and no password (decision 018). */
  async insertWalkIn(values: {
    id: string;
    name: string;
    phone: string;
    email: string;
  }): Promise<void> {
    if (!isWalkInEmail(values.email) && values.email !== values.email.toLowerCase()) {
      throw new Error('e-mails are stored lower-case');
    }
    await this.db.insert(users).values({
      ...values,
      passwordHash: null,
      role: 'CLIENT',
      provider: 'LOCAL',
    });
  }
}

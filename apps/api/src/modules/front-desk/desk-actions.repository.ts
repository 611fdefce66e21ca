import type { PaymentStatus } from '@navalha/core/domain/appointments/appointment-status';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';

/** The people, services and latest payment of one booking, read with it. */
export interface DeskBookingExtras {
  barberName: string;
  clientName: string;
  clientPhone: string | null;
  clientEmail: string | null;
  /** The client's bookings at the shop marked NO_SHOW (issue 17 §2). */
  noShowCount: number;
  services: { name: string; priceCents: number }[];
  /**
   * What its payments brought in (a deposit, the rest; decision 029): COMPLETED, and REFUNDED
   * too — on a booking still paid, a part refunded is one of a refund the gateway broke off
   * (its retry gives back the rest), paid and to refund, never again to receive.
   */
  paidCents: number;
  /**
   * Its payments as a refund spreads over them, the deposit first (payments' refund-parts.ts
   * reads them in the same order), each with how and how much: COMPLETED, and REFUNDED too
   * (a gateway failure between two parts left one refunded; the retry splits the whole).
   */
  paidParts: {
    method: PaymentMethod;
    amountCents: number;
    status: PaymentStatus;
    refundedAmountCents: number | null;
    refundReason: string | null;
  }[];
  payment: {
    id: string;
    status: PaymentStatus;
    method: PaymentMethod;
    amountCents: number;
    gateway: string;
    receivedWith: 'cash' | 'pix' | 'card' | null;
    receivedAt: string | null;
    refundedAmountCents: number | null;
  } | null;
}

/**
 * What the desk's booking panel reads beside the booking itself, in one statement: the no-show
 * count runs on appointments_client_starts_at_idx (the client's bookings), the services on
 * their booking's key, the payment on payments' (appointment_id, created_at) order.
 */
export class DeskActionsRepository {
  constructor(private readonly db: Db) {}

  async findExtras(appointmentId: string): Promise<DeskBookingExtras | null> {
    const [row] = await executeRows<DeskBookingExtras>(
      this.db,
      sql`select
        b.name as "barberName",
        c.name as "clientName", c.phone as "clientPhone", c.email as "clientEmail",
        (select count(*)::int from appointments n
          where n.client_id = a.client_id and n.barbershop_id = a.barbershop_id
            and n.status = 'NO_SHOW') as "noShowCount",
        coalesce((
          select json_agg(json_build_object('name', s.name, 'priceCents', s.price_cents)
            order by s.position)
          from appointment_services s where s.barbershop_id = a.barbershop_id and s.appointment_id = a.id
        ), '[]'::json) as "services",
        (select coalesce(sum(p.amount_cents), 0)::int from payments p
          where p.barbershop_id = a.barbershop_id and p.appointment_id = a.id and p.status in ('COMPLETED', 'REFUNDED')) as "paidCents",
        coalesce((
          select json_agg(json_build_object('method', p.method, 'amountCents', p.amount_cents,
              'status', p.status, 'refundedAmountCents', p.refunded_amount_cents,
              'refundReason', p.refund_reason)
            order by case p.purpose when 'DEPOSIT' then 0 when 'BOOKING' then 1 else 2 end,
              p.paid_at, p.created_at)
          from payments p
          where p.barbershop_id = a.barbershop_id and p.appointment_id = a.id and p.status in ('COMPLETED', 'REFUNDED')
        ), '[]'::json) as "paidParts",
        (select json_build_object(
            'id', p.id, 'status', p.status, 'method', p.method, 'amountCents', p.amount_cents,
            'gateway', p.gateway, 'receivedWith', p.received_with,
            'receivedAt', p.received_at, 'refundedAmountCents', p.refunded_amount_cents)
          from payments p where p.barbershop_id = a.barbershop_id and p.appointment_id = a.id
          order by p.created_at desc, p.id desc limit 1) as "payment"
      from appointments a
      inner join users b on b.id = a.barber_id
      inner join users c on c.id = a.client_id
      where a.id = ${appointmentId}`,
    );
    return row ?? null;
  }
}

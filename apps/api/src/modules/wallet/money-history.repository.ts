import type { MoneyHistoryDirection } from '@navalha/core/contracts/money-history';
import type { ListCursor } from '@navalha/core/contracts/pagination';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import { cursorTime } from '../../db/list-cursor.js';

/** One row of the money history; its time as microseconds since the epoch (text, exact). */
export interface MoneyHistoryRecord {
  id: string;
  kind: 'deposit' | 'payment' | 'refund';
  direction: 'in' | 'out';
  amountCents: number;
  method: PaymentMethod;
  receivedWith: 'cash' | 'pix' | 'card' | null;
  atMicros: string;
  keptFeeCents: number | null;
  appointmentId: string | null;
  paymentId: string | null;
  serviceName: string | null;
  barberName: string | null;
  /** The shop the money moved at (decision 042): the wallet's, or the payment's. */
  shopName: string;
}

/**
 * 'Transações' (issue 18 §2), a read model over the wallet's ledger and the bookings' payments;
 * it writes nothing (the ledger is wallet.repository's, payments the payments module's). Three
 * branches, each newest first over its own index and cut at the page, merged and cut again:
 * the ledger (deposits, payments from the balance, refunds into it) by
 * wallet_transactions_wallet_created_idx; payments by PIX, card or at the shop once paid, and
 * their refunds when not given back into the wallet (the ledger has those), by the client's
 * payments index. Keyset on (time, id), never OFFSET (decision 026).
 */
export class MoneyHistoryRepository {
  constructor(private readonly db: Db) {}

  async page(
    userId: string,
    options: { limit: number; cursor?: ListCursor; direction: MoneyHistoryDirection },
  ): Promise<MoneyHistoryRecord[]> {
    const { limit, cursor, direction } = options;
    const before = (at: string, id: string): SQL =>
      cursor
        ? sql`and (${sql.raw(at)}, ${sql.raw(id)}) < (${cursorTime(cursor)}, ${cursor.id}::uuid)`
        : sql``;
    const ledgerDirection =
      direction === 'in'
        ? sql`and t.direction = 'credit'`
        : direction === 'out'
          ? sql`and t.direction = 'debit'`
          : sql``;
    const branches: SQL[] = [
      sql`(select t.id, t.type::text as kind,
          case t.direction when 'credit' then 'in' else 'out' end as direction,
          t.amount_cents, 'WALLET' as method, null::text as received_with, t.created_at as at,
          case when t.type = 'refund' then p.amount_cents - t.amount_cents end as kept_fee_cents,
          t.appointment_id, t.payment_id, t.barbershop_id
        from wallet_transactions t
        left join payments p on p.id = t.payment_id
        where t.wallet_id in (select w.id from wallets w where w.user_id = ${userId})
          ${ledgerDirection} ${before('t.created_at', 't.id')}
        order by t.created_at desc, t.id desc limit ${limit})`,
    ];
    const paidAt = 'coalesce(p.received_at, p.paid_at, p.updated_at)';
    if (direction !== 'in') {
      branches.push(sql`(select p.id, 'payment' as kind, 'out' as direction, p.amount_cents,
          p.method::text as method, p.received_with, ${sql.raw(paidAt)} as at,
          null::int as kept_fee_cents, p.appointment_id, p.id as payment_id, p.barbershop_id
        from payments p
        where p.client_id = ${userId} and p.method <> 'WALLET'
          and p.status in ('COMPLETED', 'REFUNDED') ${before(paidAt, 'p.id')}
        order by ${sql.raw(paidAt)} desc, p.id desc limit ${limit})`);
    }
    if (direction !== 'out') {
      branches.push(sql`(select p.id, 'refund' as kind, 'in' as direction,
          coalesce(p.refunded_amount_cents, 0) as amount_cents, p.method::text as method,
          p.received_with, p.refunded_at as at,
          p.amount_cents - coalesce(p.refunded_amount_cents, 0) as kept_fee_cents,
          p.appointment_id, p.id as payment_id, p.barbershop_id
        from payments p
        where p.client_id = ${userId} and p.method <> 'WALLET' and p.status = 'REFUNDED'
          and p.refunded_at is not null
          and not exists (select 1 from wallet_transactions r
            where r.payment_id = p.id and r.type = 'refund')
          ${before('p.refunded_at', 'p.id')}
        order by p.refunded_at desc, p.id desc limit ${limit})`);
    }
    return executeRows<MoneyHistoryRecord>(
      this.db,
      sql`select e.id, e.kind, e.direction, e.amount_cents as "amountCents", e.method,
          e.received_with as "receivedWith",
          (extract(epoch from e.at) * 1000000)::bigint::text as "atMicros",
          e.kept_fee_cents as "keptFeeCents", e.appointment_id as "appointmentId",
          e.payment_id as "paymentId", b.name as "barberName", shop.name as "shopName",
          (select string_agg(s.name, ' + ' order by s.position)
            from appointment_services s where s.appointment_id = e.appointment_id) as "serviceName"
        from (${sql.join(branches, sql` union all `)}) e
        left join appointments a on a.id = e.appointment_id
        left join users b on b.id = a.barber_id
        inner join barbershops shop on shop.id = e.barbershop_id
        order by e.at desc, e.id desc
        limit ${limit}`,
    );
  }
}

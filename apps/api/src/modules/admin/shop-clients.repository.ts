import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import { users } from '../../db/schema/users.js';

/** A client's figures at one shop; instants as epoch milliseconds. */
export interface ShopClientRecord {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  bookings: number;
  completed: number;
  cancelled: number;
  noShows: number;
  lateCancellations: number;
  spentCents: number;
  lastVisit: number | null;
  nextBooking: number | null;
}

/** The shop's note on a client, with the name of who saved it; instant in epoch ms. */
export interface ClientNoteRecord {
  body: string;
  updatedAt: number;
  updatedBy: string | null;
}

/**
 * Whether the user `client` (a column or a value) is one of the shop's clients (issue 17 §3):
 * whoever booked there. This is the one place the rule lives (the list, the search, the client's
 * page, the note and the reset link all use it), so a client who joins a shop's list another way
 * is added here alone. One probe of `appointments_barbershop_client_idx` per user (index only).
 */
export function isShopClient(shopId: string, client: SQL | string): SQL {
  return sql`exists (
    select 1 from appointments sc where sc.barbershop_id = ${shopId} and sc.client_id = ${client}
  )`;
}

/** `%` and `_` typed in a search are letters, not wildcards. */
function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * A search's condition on `c` (users), each part the expression of a trigram index on users
 * (`users_*_trgm_idx`): name or e-mail (stored lower-case) containing it, or, when it is a phone
 * (digits and formatting only, at least 3 digits), a phone whose digits contain its digits,
 * with or without Brazil's +55.
 */
function searchCondition(search: string | undefined): SQL {
  if (!search) return sql``;
  const pattern = likePattern(search);
  const parts: SQL[] = [
    sql`lower(c.name) like ${pattern}`, // A walk-in's stand-in address (decision 018) is no e-mail to find them by.
    sql`(c.email like ${pattern} and c.email not like '%.invalid')`,
  ];
  const digits = search.replace(/\D/g, '');
  if (digits.length >= 3 && /^[\d\s()+.-]+$/.test(search)) {
    const phoneDigits = sql`regexp_replace(coalesce(c.phone, ''), '[^0-9]', '', 'g')`;
    parts.push(sql`${phoneDigits} like ${`%${digits}%`}`);
    if (digits.length >= 12 && digits.startsWith('55')) {
      parts.push(sql`${phoneDigits} like ${`%${digits.slice(2)}%`}`);
    }
  }
  return sql`and (${sql.join(parts, sql` or `)})`;
}

/**
 * The shop's clients, their figures and notes, in single statements: the page of clients is
 * chosen first (the search by the users' trigram indexes, then `isShopClient`), then each row's figures are read by index
 * (`appointments_barbershop_client_idx`, `payments_client_created_idx`) in the same statement.
 */
export class ShopClientsRepository {
  constructor(private readonly db: Db) {}

  async countClients(shopId: string, search: string | undefined): Promise<number> {
    const [row] = await executeRows<{ total: number }>(
      this.db,
      sql`select count(*)::int as total
      from users c
      where ${isShopClient(shopId, sql`c.id`)} ${searchCondition(search)}`,
    );
    return row?.total ?? 0;
  }

  /** The shop's clients by name, with their figures; one client when `clientId`. */
  async findClients(
    shopId: string,
    options: { search?: string; clientId?: string; now: Date; limit: number; offset: number },
  ): Promise<ShopClientRecord[]> {
    const now = sql`${options.now.toISOString()}::timestamptz`;
    return executeRows<ShopClientRecord>(
      this.db,
      sql`with page as (
        select c.id, c.name, c.email, c.phone
        from users c
        where ${isShopClient(shopId, sql`c.id`)} ${searchCondition(options.search)}
          ${options.clientId ? sql`and c.id = ${options.clientId}` : sql``}
        order by c.name, c.id
        limit ${options.limit} offset ${options.offset}
      )
      select p.id, p.name, p.email, p.phone,
        f.bookings, f.completed, f.cancelled, f."noShows", f."lateCancellations",
        coalesce(m.paid, 0)::float8 as "spentCents", f."lastVisit", f."nextBooking"
      from page p
      cross join lateral (
        select
          count(*)::int as bookings,
          count(*) filter (where a.status = 'COMPLETED')::int as completed,
          count(*) filter (where a.status = 'CANCELLED')::int as cancelled,
          -- 'NO_SHOW' as text: the query works whether or not the status exists yet.
          count(*) filter (where a.status::text = 'NO_SHOW')::int as "noShows",
          count(*) filter (
            where a.status = 'CANCELLED' and coalesce(a.cancellation_fee_cents, 0) > 0
          )::int as "lateCancellations",
          (extract(epoch from max(a.starts_at) filter (where a.status = 'COMPLETED')) * 1000)::float8
            as "lastVisit",
          (extract(epoch from min(a.starts_at) filter (
            where a.status in ('PENDING', 'CONFIRMED') and a.starts_at >= ${now}
          )) * 1000)::float8 as "nextBooking"
        from appointments a
        where a.barbershop_id = ${shopId} and a.client_id = p.id
      ) f
      left join lateral (
        select sum(pay.amount_cents - coalesce(pay.refunded_amount_cents, 0)) as paid
        from payments pay
        where pay.client_id = p.id and pay.barbershop_id = ${shopId}
          and pay.status in ('COMPLETED', 'REFUNDED')
      ) m on true
      order by p.name, p.id`,
    );
  }

  /** Whether `clientId` is one of the shop's clients. */
  async isClient(shopId: string, clientId: string): Promise<boolean> {
    const [row] = await executeRows<{ found: boolean }>(
      this.db,
      sql`select ${isShopClient(shopId, clientId)} as found`,
    );
    return row?.found === true;
  }

  /** A client's contact, and whether the account is the desk's walk-in (no password, LOCAL). */
  async findContact(
    clientId: string,
  ): Promise<{ phone: string | null; email: string; walkIn: boolean } | null> {
    const [row] = await this.db
      .select({
        phone: users.phone,
        email: users.email,
        passwordHash: users.passwordHash,
        provider: users.provider,
      })
      .from(users)
      .where(eq(users.id, clientId));
    if (!row) return null;
    return {
      phone: row.phone,
      email: row.email,
      walkIn: row.passwordHash === null && row.provider === 'LOCAL',
    };
  }

  /** Whether another account holds this (lower-case) e-mail. */
  async emailTaken(email: string, exceptId: string): Promise<boolean> {
    const [row] = await executeRows<{ one: number }>(
      this.db,
      sql`select 1 as one from users where email = ${email} and id <> ${exceptId} limit 1`,
    );
    return row !== undefined;
  }

  /** A walk-in's phone and e-mail; a new e-mail is not verified yet. */
  async saveContact(clientId: string, contact: { phone: string; email: string }): Promise<void> {
    await executeRows(
      this.db,
      sql`update users set phone = ${contact.phone}, email = ${contact.email},
        is_verified = case when email = ${contact.email} then is_verified else false end,
        updated_at = now()
      where id = ${clientId}`,
    );
  }

  async findNote(shopId: string, clientId: string): Promise<ClientNoteRecord | null> {
    const [row] = await executeRows<ClientNoteRecord>(
      this.db,
      sql`select n.body, (extract(epoch from n.updated_at) * 1000)::float8 as "updatedAt",
        u.name as "updatedBy"
      from client_notes n left join users u on u.id = n.updated_by
      where n.barbershop_id = ${shopId} and n.client_id = ${clientId}`,
    );
    return row ?? null;
  }

  /** Writes (or, with an empty body, removes) the shop's note on the client. */
  async saveNote(
    shopId: string,
    clientId: string,
    body: string,
    authorId: string,
    now: Date,
  ): Promise<void> {
    if (body === '') {
      await this.db.execute(
        sql`delete from client_notes where barbershop_id = ${shopId} and client_id = ${clientId}`,
      );
      return;
    }
    await this.db.execute(
      sql`insert into client_notes (barbershop_id, client_id, body, updated_by, updated_at)
      values (${shopId}, ${clientId}, ${body}, ${authorId}, ${now.toISOString()}::timestamptz)
      on conflict (barbershop_id, client_id) do update
        set body = excluded.body, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
    );
  }

  /**
   * The client's wallet balance at this shop in centavos (0 without a wallet there): money held
   * at another shop is that shop's (decision 042).
   */
  async walletBalance(shopId: string, clientId: string): Promise<number> {
    const [row] = await executeRows<{ balance: number }>(
      this.db,
      sql`select coalesce((select balance_cents from wallets
          where barbershop_id = ${shopId} and user_id = ${clientId}), 0)::float8
        as balance`,
    );
    return row?.balance ?? 0;
  }
}

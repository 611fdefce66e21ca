import { getWalletDirection } from '@navalha/core/domain/wallet/wallet-ledger';
import type { WalletTransactionType } from '@navalha/core/domain/wallet/wallet-ledger';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { qualified } from '../../db/qualified-column.js';
import { appointmentServices } from '../../db/schema/appointment-services.js';
import { appointments } from '../../db/schema/appointments.js';
import { users } from '../../db/schema/users.js';
import { walletTransactions } from '../../db/schema/wallet-transactions.js';
import type { WalletTransactionRow } from '../../db/schema/wallet-transactions.js';
import { wallets } from '../../db/schema/wallets.js';
import type { WalletRow } from '../../db/schema/wallets.js';

/** The shop a wallet is at, as the wallet screen names it. */
export interface WalletShop {
  id: string;
  name: string;
  /** The public page's address (`/b/{slug}`); null before the shop has one. */
  slug: string | null;
}

/** A ledger row with the names a screen shows beside it. */
export interface WalletTransactionView {
  transaction: WalletTransactionRow;
  /** The booking's services, in booking order, joined with ' + '; null without a booking. */
  serviceName: string | null;
  barberName: string | null;
}

/** One movement to write: where the money comes from or goes to. */
export interface LedgerMovement {
  walletId: string;
  type: WalletTransactionType;
  amountCents: number;
  description: string;
  depositId?: string;
  paymentId?: string;
  appointmentId?: string | null;
}

/** Wallets and their ledger; Drizzle only. Saved methods: wallet-payment-methods.repository.ts. */
export class WalletRepository {
  constructor(private readonly db: Db) {}

  /** The user's wallet at one shop, if they have one there. */
  async findByShopAndUser(shopId: string, userId: string): Promise<WalletRow | null> {
    const [row] = await this.db
      .select()
      .from(wallets)
      .where(and(eq(wallets.barbershopId, shopId), eq(wallets.userId, userId)))
      .limit(1);
    return row ?? null;
  }

  async findById(id: string): Promise<WalletRow | null> {
    const [row] = await this.db.select().from(wallets).where(eq(wallets.id, id)).limit(1);
    return row ?? null;
  }

  /**
   * The user's wallet at a shop, made if missing. Two first visits at once both insert; the
   * unique (shop, user) index lets one row in and the other does nothing, then reads it.
   */
  async ensureFor(shopId: string, userId: string): Promise<WalletRow> {
    const existing = await this.findByShopAndUser(shopId, userId);
    if (existing) return existing;
    const [inserted] = await this.db
      .insert(wallets)
      .values({ barbershopId: shopId, userId })
      .onConflictDoNothing({ target: [wallets.barbershopId, wallets.userId] })
      .returning();
    if (inserted) return inserted;
    const raced = await this.findByShopAndUser(shopId, userId);
    if (!raced) throw new Error(`wallet of ${userId} at ${shopId} vanished`);
    return raced;
  }

  /**
   * Moves money and writes its ledger row, in the caller's transaction. The balance changes by
   * one conditional UPDATE: a debit only while the balance covers it, so of two concurrent
   * debits the second waits for the first's row lock, re-reads the balance and finds nothing
   * to change. Returns the ledger row, or null when a debit exceeds the balance (nothing
   * written). A repeated movement (same deposit, or same payment and type) violates a unique
   * index: the caller's transaction then fails and changes nothing.
   */
  async move(movement: LedgerMovement): Promise<WalletTransactionRow | null> {
    const direction = getWalletDirection(movement.type);
    const amount = movement.amountCents;
    const [wallet] = await this.db
      .update(wallets)
      .set({
        balanceCents:
          direction === 'credit'
            ? sql`${wallets.balanceCents} + ${amount}`
            : sql`${wallets.balanceCents} - ${amount}`,
      })
      .where(
        and(
          eq(wallets.id, movement.walletId),
          direction === 'debit' ? gte(wallets.balanceCents, amount) : undefined,
        ),
      )
      .returning({ balanceCents: wallets.balanceCents, barbershopId: wallets.barbershopId });
    if (!wallet) return null;
    const [row] = await this.db
      .insert(walletTransactions)
      .values({
        walletId: movement.walletId,
        barbershopId: wallet.barbershopId,
        type: movement.type,
        direction,
        amountCents: amount,
        balanceAfterCents: wallet.balanceCents,
        status: 'COMPLETED',
        depositId: movement.depositId ?? null,
        paymentId: movement.paymentId ?? null,
        appointmentId: movement.appointmentId ?? null,
        description: movement.description,
        // A microsecond past the wallet's last movement when the clock has not moved on (one
        // transaction's now(), or PGlite's millisecond): the ledger then lists newest first in
        // the order the balance moved, and its newest row's balance is the wallet's. The wallet
        // row is locked by the update above, so its movements are written one at a time.
        createdAt: sql`greatest(now(), (
          select max(${walletTransactions.createdAt}) + interval '1 microsecond'
          from ${walletTransactions} where ${walletTransactions.walletId} = ${movement.walletId}))`,
      })
      .returning();
    if (!row) throw new Error('ledger insert returned nothing');
    return row;
  }

  /**
   * The movements of a user's wallet at a shop, newest first, with the booking's service names
   * (in booking order) and barber, in one query: the services are aggregated in a correlated subquery on the
   * snapshot's primary key, so `limit` rows cost one round trip.
   */
  async listTransactions(
    shopId: string,
    userId: string,
    limit: number,
  ): Promise<WalletTransactionView[]> {
    const serviceName = sql<string | null>`(
      select string_agg(${qualified(appointmentServices.name)}, ' + ' order by ${qualified(appointmentServices.position)})
      from ${appointmentServices}
      where ${qualified(appointmentServices.appointmentId)} = ${qualified(walletTransactions.appointmentId)}
    )`;
    return this.db
      .select({ transaction: walletTransactions, serviceName, barberName: users.name })
      .from(walletTransactions)
      .innerJoin(
        wallets,
        and(
          eq(wallets.barbershopId, walletTransactions.barbershopId),
          eq(wallets.id, walletTransactions.walletId),
        ),
      )
      .leftJoin(
        appointments,
        and(
          eq(appointments.barbershopId, walletTransactions.barbershopId),
          eq(appointments.id, walletTransactions.appointmentId),
        ),
      )
      .leftJoin(users, eq(users.id, appointments.barberId))
      .where(and(eq(wallets.barbershopId, shopId), eq(wallets.userId, userId)))
      .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
      .limit(limit);
  }

  /** The ledger's sum and row count (credits minus debits), for checks. */
  async sumLedger(walletId: string): Promise<{ sum: number; rows: number }> {
    const [row] = await this.db
      .select({
        sum: sql<number>`coalesce(sum(case when ${walletTransactions.direction} = 'credit' then ${walletTransactions.amountCents} else -${walletTransactions.amountCents} end), 0)::bigint`.mapWith(
          Number,
        ),
        rows: sql<number>`count(*)::int`.mapWith(Number),
      })
      .from(walletTransactions)
      .where(eq(walletTransactions.walletId, walletId));
    return row ?? { sum: 0, rows: 0 };
  }

  /** The user's name and e-mail, as a gateway wants the payer. */
  async findPayer(userId: string): Promise<{ name: string; email: string } | null> {
    const [row] = await this.db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row ?? null;
  }
}

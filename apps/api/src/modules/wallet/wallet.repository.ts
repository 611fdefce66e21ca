import type { CardBrand } from '@navalha/core/domain/payments/card-brand';
import type { WalletMethodType } from '@navalha/core/domain/payments/payment-method';
import { getWalletDirection } from '@navalha/core/domain/wallet/wallet-ledger';
import type { WalletTransactionType } from '@navalha/core/domain/wallet/wallet-ledger';
import { and, desc, eq, gte, isNotNull, ne, sql, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { GatewayCardReference } from '../../gateways/payment-gateway.js';
import { qualified } from '../../db/qualified-column.js';
import { appointmentServices } from '../../db/schema/appointment-services.js';
import { appointments } from '../../db/schema/appointments.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { users } from '../../db/schema/users.js';
import { executeRows } from '../../db/execute-rows.js';
import { walletPaymentMethods } from '../../db/schema/wallet-payment-methods.js';
import type {
  NewWalletPaymentMethodRow,
  WalletPaymentMethodRow,
} from '../../db/schema/wallet-payment-methods.js';
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

/** A saved card as the wallet keeps it: never the number or the CVV. */
export interface SavedCardValues {
  methodType: Extract<WalletMethodType, 'credit_card' | 'debit_card'>;
  cardToken: string;
  cardBrand: CardBrand;
  cardLastFour: string;
  cardholderName: string;
  expiryDate: string;
  /** Where the gateway keeps it (decision 008); absent for cards saved before it was kept. */
  gatewayCardId?: string | null;
  gatewayCustomerId?: string | null;
}

/** Wallets, their ledger, deposits and saved methods; Drizzle only. */
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

  /** A shop, if it exists: its id, name and public address. */
  async findShop(shopId: string): Promise<WalletShop | null> {
    const [row] = await this.db
      .select({ id: barbershops.id, name: barbershops.name, slug: barbershops.slug })
      .from(barbershops)
      .where(eq(barbershops.id, shopId))
      .limit(1);
    return row ?? null;
  }

  /**
   * The shop a client's wallet is at when the request names none (decision 042): the shop of
   * their most recent booking, else the install's first shop (a one-shop install: its only
   * one); null without any shop.
   */
  async findDefaultShop(userId: string): Promise<WalletShop | null> {
    const rows = await executeRows<WalletShop>(
      this.db,
      sql`select s.id, s.name, s.slug from barbershops s
      where s.id = coalesce(
        (select a.barbershop_id from appointments a where a.client_id = ${userId}
          order by a.created_at desc, a.id desc limit 1),
        (select f.id from barbershops f order by f.created_at, f.id limit 1))`,
    );
    return rows[0] ?? null;
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
      .innerJoin(wallets, eq(wallets.id, walletTransactions.walletId))
      .leftJoin(appointments, eq(appointments.id, walletTransactions.appointmentId))
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

  // Saved payment methods

  /** Default first, then newest first. */
  listMethods(userId: string): Promise<WalletPaymentMethodRow[]> {
    return this.db
      .select()
      .from(walletPaymentMethods)
      .where(eq(walletPaymentMethods.userId, userId))
      .orderBy(
        desc(walletPaymentMethods.isDefault),
        desc(walletPaymentMethods.createdAt),
        desc(walletPaymentMethods.id),
      );
  }

  async findMethod(userId: string, id: string): Promise<WalletPaymentMethodRow | null> {
    const [row] = await this.db
      .select()
      .from(walletPaymentMethods)
      .where(and(eq(walletPaymentMethods.userId, userId), eq(walletPaymentMethods.id, id)))
      .limit(1);
    return row ?? null;
  }

  /**
   * Adds a phone wallet (apple_pay, google_pay) as the default when the wallet has no method at
   * all; two requests at once insert one row (the default and device unique indexes).
   */
  async addDefaultDeviceMethodIfEmpty(
    userId: string,
    methodType: Extract<WalletMethodType, 'apple_pay' | 'google_pay'>,
  ): Promise<void> {
    await this.db.execute(sql`
      insert into ${walletPaymentMethods} (user_id, method_type, is_default)
      select ${userId}::uuid, ${methodType}, true
      where not exists (select 1 from ${walletPaymentMethods} where user_id = ${userId}::uuid)
      on conflict do nothing`);
  }

  /**
   * Saves a card, the default when the wallet has none. The same card (type, brand, last four,
   * expiry) saved again keeps its row and gets the new token and gateway reference. Returns the
   * row and whether it is new.
   */
  async saveCard(
    userId: string,
    card: SavedCardValues,
  ): Promise<{ method: WalletPaymentMethodRow; created: boolean }> {
    const [hasDefault] = await this.db
      .select({ id: walletPaymentMethods.id })
      .from(walletPaymentMethods)
      .where(and(eq(walletPaymentMethods.userId, userId), eq(walletPaymentMethods.isDefault, true)))
      .limit(1);
    const values: NewWalletPaymentMethodRow = {
      userId,
      methodType: card.methodType,
      cardToken: card.cardToken,
      cardBrand: card.cardBrand,
      cardLastFour: card.cardLastFour,
      cardholderName: card.cardholderName,
      expiryDate: card.expiryDate,
      gatewayCardId: card.gatewayCardId ?? null,
      gatewayCustomerId: card.gatewayCustomerId ?? null,
      isDefault: !hasDefault,
    };
    const [row] = await this.db
      .insert(walletPaymentMethods)
      .values(values)
      .onConflictDoUpdate({
        target: [
          walletPaymentMethods.userId,
          walletPaymentMethods.methodType,
          walletPaymentMethods.cardBrand,
          walletPaymentMethods.cardLastFour,
          walletPaymentMethods.expiryDate,
        ],
        targetWhere: isNotNull(walletPaymentMethods.cardLastFour),
        set: {
          cardToken: card.cardToken,
          cardholderName: card.cardholderName,
          gatewayCardId: values.gatewayCardId,
          gatewayCustomerId: values.gatewayCustomerId,
        },
      })
      // xmax = 0 only on a row this statement inserted (an update leaves the old xid).
      .returning({
        ...getTableColumns(walletPaymentMethods),
        created: sql<boolean>`(xmax = 0)`,
      });
    if (!row) throw new Error('saving a card returned nothing');
    const { created, ...method } = row;
    return { method, created };
  }

  /**
   * Deletes a method and returns it (null when it is not the wallet's); when it was the
   * default, the newest remaining one becomes default.
   */
  async deleteMethod(userId: string, id: string): Promise<WalletPaymentMethodRow | null> {
    const [deleted] = await this.db
      .delete(walletPaymentMethods)
      .where(and(eq(walletPaymentMethods.userId, userId), eq(walletPaymentMethods.id, id)))
      .returning();
    if (!deleted) return null;
    if (deleted.isDefault) {
      await this.db.execute(sql`
        update ${walletPaymentMethods} set is_default = true
        where id = (
          select id from ${walletPaymentMethods} where user_id = ${userId}::uuid
          order by created_at desc, id desc limit 1
        )
        and not exists (
          select 1 from ${walletPaymentMethods} where user_id = ${userId}::uuid and is_default
        )`);
    }
    return deleted;
  }

  /** The distinct gateway cards (Mercado Pago customer and card ids) a person's wallet keeps. */
  async findGatewayCardsOfUser(userId: string): Promise<GatewayCardReference[]> {
    const rows = await this.db
      .selectDistinct({
        customerId: walletPaymentMethods.gatewayCustomerId,
        cardId: walletPaymentMethods.gatewayCardId,
      })
      .from(walletPaymentMethods)
      .where(
        and(
          eq(walletPaymentMethods.userId, userId),
          isNotNull(walletPaymentMethods.gatewayCustomerId),
          isNotNull(walletPaymentMethods.gatewayCardId),
        ),
      );
    return rows.flatMap(({ customerId, cardId }) =>
      customerId && cardId ? [{ customerId, cardId }] : [],
    );
  }

  async isGatewayCardSaved(customerId: string, cardId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: walletPaymentMethods.id })
      .from(walletPaymentMethods)
      .where(
        and(
          eq(walletPaymentMethods.gatewayCustomerId, customerId),
          eq(walletPaymentMethods.gatewayCardId, cardId),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /**
   * Makes one method the default, in the caller's transaction: the old default is cleared
   * first, so the one-default index never sees two. An id that is not the wallet's changes
   * nothing (the old default stays).
   */
  async setDefault(userId: string, id: string): Promise<WalletPaymentMethodRow | null> {
    const [target] = await this.db
      .select({ id: walletPaymentMethods.id })
      .from(walletPaymentMethods)
      .where(and(eq(walletPaymentMethods.userId, userId), eq(walletPaymentMethods.id, id)))
      .for('update');
    if (!target) return null;
    await this.db
      .update(walletPaymentMethods)
      .set({ isDefault: false })
      .where(
        and(
          eq(walletPaymentMethods.userId, userId),
          eq(walletPaymentMethods.isDefault, true),
          ne(walletPaymentMethods.id, id),
        ),
      );
    const [row] = await this.db
      .update(walletPaymentMethods)
      .set({ isDefault: true })
      .where(and(eq(walletPaymentMethods.userId, userId), eq(walletPaymentMethods.id, id)))
      .returning();
    return row ?? null;
  }
}

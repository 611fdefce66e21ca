import type { CardBrand } from '@navalha/core/domain/payments/card-brand';
import type { WalletMethodType } from '@navalha/core/domain/payments/payment-method';
import { and, desc, eq, isNotNull, ne, sql, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { GatewayCardReference } from '../../gateways/payment-gateway.js';
import { walletPaymentMethods } from '../../db/schema/wallet-payment-methods.js';
import type {
  NewWalletPaymentMethodRow,
  WalletPaymentMethodRow,
} from '../../db/schema/wallet-payment-methods.js';

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

/** A client's saved payment methods (cards, phone wallets); Drizzle only. */
export class WalletPaymentMethodsRepository {
  constructor(private readonly db: Db) {}

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

import type { PaymentStatus } from '@navalha/core/domain/appointments/appointment-status';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attemptIn, expiredAttempts, inFlightAttempt } from '../../db/gateway-attempts.js';
import { walletDeposits } from '../../db/schema/wallet-deposits.js';
import type { NewWalletDepositRow, WalletDepositRow } from '../../db/schema/wallet-deposits.js';

/** PIX deposits into wallets; Drizzle only. The money they bring moves in the ledger. */
export class WalletDepositsRepository {
  constructor(private readonly db: Db) {}

  async insertDeposit(values: NewWalletDepositRow): Promise<WalletDepositRow> {
    const [row] = await this.db.insert(walletDeposits).values(values).returning();
    if (!row) throw new Error('deposit insert returned nothing');
    return row;
  }

  async findDeposit(id: string): Promise<WalletDepositRow | null> {
    const [row] = await this.db
      .select()
      .from(walletDeposits)
      .where(eq(walletDeposits.id, id))
      .limit(1);
    return row ?? null;
  }

  async findDepositByKey(
    shopId: string,
    userId: string,
    key: string,
  ): Promise<WalletDepositRow | null> {
    const [row] = await this.db
      .select()
      .from(walletDeposits)
      .where(
        and(
          eq(walletDeposits.barbershopId, shopId),
          eq(walletDeposits.userId, userId),
          eq(walletDeposits.idempotencyKey, key),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  async findDepositByGatewayPaymentId(
    gateway: 'sandbox' | 'mercadopago',
    gatewayPaymentId: string,
  ): Promise<WalletDepositRow | null> {
    const [row] = await this.db
      .select()
      .from(walletDeposits)
      .where(
        and(
          eq(walletDeposits.gateway, gateway),
          eq(walletDeposits.gatewayPaymentId, gatewayPaymentId),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** Writes the gateway's answer on a deposit still in flight. */
  async recordDepositSubmission(
    id: string,
    values: Partial<NewWalletDepositRow> & { submittedAt: Date },
  ): Promise<WalletDepositRow | null> {
    const [row] = await this.db
      .update(walletDeposits)
      .set(values)
      .where(inFlightAttempt(walletDeposits, id))
      .returning();
    return row ?? null;
  }

  /** Moves a deposit to `to` only from one of `from` (core's payment transitions). */
  async moveDeposit(
    id: string,
    to: PaymentStatus,
    from: readonly PaymentStatus[],
    values: Partial<NewWalletDepositRow> = {},
  ): Promise<WalletDepositRow | null> {
    if (from.length === 0) return null;
    const [row] = await this.db
      .update(walletDeposits)
      .set({ ...values, status: to })
      .where(attemptIn(walletDeposits, id, from))
      .returning();
    return row ?? null;
  }

  /**
   * Marks a deposit the gateway approved with another amount or currency: once (a replay
   * finds it flagged), never once credited. Its status stays as it was.
   */
  async flagDeposit(id: string, reason: string, now: Date): Promise<WalletDepositRow | null> {
    const [row] = await this.db
      .update(walletDeposits)
      .set({ reviewReason: reason, flaggedAt: now })
      .where(
        and(
          eq(walletDeposits.id, id),
          isNull(walletDeposits.flaggedAt),
          ne(walletDeposits.status, 'COMPLETED'),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Cancels the PENDING deposits whose time is up (the sweep); returns them. */
  expireDeposits(now: Date, reason: string): Promise<WalletDepositRow[]> {
    return this.db
      .update(walletDeposits)
      .set({ status: 'CANCELLED', failureReason: reason })
      .where(expiredAttempts(walletDeposits, now))
      .returning();
  }
}

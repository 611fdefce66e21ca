import type { MockWalletDepositBody, WalletDeposit } from '@navalha/core/contracts/wallet';
import { walletMessages } from '@navalha/core/contracts/wallet';
import { errorMessages } from '@navalha/core/contracts/errors';
import { formatBRL } from '@navalha/core/domain/money';
import type { GatewayAttemptReport } from '@navalha/core/domain/payments/gateway-attempt';
import { planGatewayAttemptStep } from '@navalha/core/domain/payments/gateway-attempt';
import { cancellationReasons } from '@navalha/core/domain/payments/gateway-status';
import { getPaymentExpiry } from '@navalha/core/domain/payments/payment-expiry';
import { DEFAULT_PIX_CITY } from '@navalha/core/domain/payments/pix-receiver';
import { getWalletTransactionDescription } from '@navalha/core/domain/wallet/wallet-ledger';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { settleInFlightAttempt } from '../../db/gateway-attempts.js';
import { getPgErrorCode, pgErrorCodes } from '../../db/pg-error.js';
import type { WalletDepositRow } from '../../db/schema/wallet-deposits.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type {
  GatewayPayment,
  PaymentGateway,
  PixReceiver,
} from '../../gateways/payment-gateway.js';
import { accountOfGateway, gatewayOfCharge } from '../../gateways/shop-gateways.js';
import type { ShopGateways } from '../../gateways/shop-gateways.js';
import type { AuthUser } from '../auth/auth-user.js';
import { toDepositDto } from './wallet.dto.js';
import { WalletDepositsRepository } from './wallet-deposits.repository.js';
import { WalletRepository } from './wallet.repository.js';

/**
 * The name a deposit's PIX shows. The money lands in the account of the shop's gateway (its own
 * Mercado Pago account, decision 043 addendum): Mercado Pago pays the account of the token and
 * ignores this; the sandbox writes its own key.
 */
const NAVALHA_RECEIVER: PixReceiver = {
  key: null,
  merchantName: 'NAVALHA',
  merchantCity: DEFAULT_PIX_CITY,
};

const EXPIRED_REASON = cancellationReasons.expired ?? 'O prazo para pagamento expirou.';

/** Where the sandbox's bank page sends the payer after deciding a deposit. */
export const DEPOSIT_RETURN_URL = '/wallet';

const depositNotFound = () => notFound(walletMessages.depositNotFound);

export interface WalletDepositsOptions {
  db: Db;
  /** Each shop's gateway: a deposit is paid into its wallet's shop's account (decision 043). */
  gateways: ShopGateways;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * PIX deposits into a wallet (issue 6). A deposit is made like a booking's PIX payment, in
 * three steps so that no transaction waits on the network: the row (`submitted_at` null), the
 * gateway's charge, its answer. Its approval, whichever way it arrives (webhook, the sandbox
 * bank page, a sync, a mock, twice or in any order), goes through `applyState`: one
 * conditional UPDATE along core's payment transitions and, on the move to COMPLETED, the
 * ledger's credit in the same transaction, so the money is credited exactly once.
 */
export class WalletDeposits {
  private readonly db: Db;
  private readonly gateways: ShopGateways;
  private readonly now: () => Date;
  private readonly log: FastifyBaseLogger;
  private readonly repository: WalletRepository;
  private readonly depositRows: WalletDepositsRepository;

  constructor(options: WalletDepositsOptions) {
    this.db = options.db;
    this.gateways = options.gateways;
    this.now = options.now;
    this.log = options.log;
    this.repository = new WalletRepository(options.db);
    this.depositRows = new WalletDepositsRepository(options.db);
  }

  /**
   * A deposit of `amountCents` (already within core's limits by the contract) into the
   * client's wallet at `shopId`: its PIX code, charged into that shop's own account (with the
   * platform's fee when it is a connected one). A shop with no account takes no deposit: 409
   * SHOP_TAKES_NO_ONLINE_PAYMENT, as its bookings' PIX.
   * With an idempotency key, a repeated request returns the first deposit (created false).
   */
  async create(
    actor: AuthUser,
    amountCents: number,
    key: string | null,
    shopId: string,
  ): Promise<{ deposit: WalletDeposit; created: boolean }> {
    if (key) {
      const existing = await this.depositRows.findDepositByKey(shopId, actor.userId, key);
      if (existing) return { deposit: toDepositDto(existing), created: false };
    }
    const gateway = await this.gatewayForNewDeposit(shopId);
    const wallet = await this.repository.ensureFor(shopId, actor.userId);
    const now = this.now();
    let deposit: WalletDepositRow;
    try {
      deposit = await this.depositRows.insertDeposit({
        walletId: wallet.id,
        barbershopId: wallet.barbershopId,
        userId: actor.userId,
        amountCents,
        gateway: gateway.name,
        gatewayAccount: accountOfGateway(gateway),
        idempotencyKey: key,
        expiresAt: getPaymentExpiry(now),
      });
    } catch (error) {
      const raced = key ? await this.depositRows.findDepositByKey(shopId, actor.userId, key) : null;
      if (raced && getPgErrorCode(error) === pgErrorCodes.uniqueViolation) {
        return { deposit: toDepositDto(await this.settle(raced)), created: false };
      }
      throw error;
    }

    const payer = await this.findPayer(actor.userId);
    const title = `Depósito na carteira Navalha — ${formatBRL(amountCents)}`;
    let charge: GatewayPayment;
    try {
      charge = await gateway.createPix({
        reference: deposit.id,
        externalReference: deposit.id,
        amountCents,
        title,
        description: title,
        payer: { userId: actor.userId, email: payer.email, name: payer.name },
        expiresAt: deposit.expiresAt,
        receiver: NAVALHA_RECEIVER,
      });
    } catch (error) {
      this.log.error(
        { err: error, depositId: deposit.id },
        'wallet deposit: gateway create failed',
      );
      // The attempt fails and frees its key, so the same key may try again.
      await this.depositRows.recordDepositSubmission(deposit.id, {
        submittedAt: this.now(),
        idempotencyKey: null,
      });
      await this.applyState(deposit, {
        status: 'FAILED',
        failureReason: errorMessages.gatewayUnavailable,
      });
      throw new AppError(502, 'GATEWAY_UNAVAILABLE', errorMessages.gatewayUnavailable);
    }
    const recorded =
      (await this.depositRows.recordDepositSubmission(deposit.id, {
        submittedAt: this.now(),
        gatewayPaymentId: charge.gatewayPaymentId,
        qrCode: charge.qrCode,
        qrCodeBase64: charge.qrCodeBase64,
        paymentUrl: charge.ticketUrl,
        transactionId: charge.transactionId,
      })) ?? (await this.reload(deposit.id));
    const current =
      charge.status === recorded.status ? recorded : await this.applyState(recorded, charge);
    return { deposit: toDepositDto(current), created: true };
  }

  /** The client's deposit; with `sync`, the gateway is asked first (502 when it cannot be). */
  async get(actor: AuthUser, id: string, sync: boolean): Promise<WalletDeposit> {
    const deposit = await this.own(actor, id);
    return toDepositDto(sync ? await this.sync(deposit) : deposit);
  }

  /** The sandbox's test payer approves or declines a deposit (404 with another gateway). */
  async mock(actor: AuthUser, id: string, body: MockWalletDepositBody): Promise<WalletDeposit> {
    const sandbox = this.gateways.platform.sandbox;
    if (!sandbox) throw AppError.notFound();
    const deposit = await this.own(actor, id);
    if (!deposit.gatewayPaymentId) {
      throw new AppError(409, 'INVALID_PAYMENT_STATE', errorMessages.sandboxPaymentDecided);
    }
    await sandbox.decide(deposit.gatewayPaymentId, body.status);
    return toDepositDto(await this.sync(deposit));
  }

  /** The shop of the deposit charged as this gateway payment, for a webhook to read it there. */
  async chargeOfGatewayPayment(
    gatewayPaymentId: string,
  ): Promise<{ barbershopId: string; gatewayAccount: string | null } | null> {
    const name = this.gateways.platform.name;
    if (name !== 'sandbox' && name !== 'mercadopago') return null;
    const deposit = await this.depositRows.findDepositByGatewayPaymentId(name, gatewayPaymentId);
    return (
      deposit && { barbershopId: deposit.barbershopId, gatewayAccount: deposit.gatewayAccount }
    );
  }

  /**
   * A gateway payment the payments module does not know (a webhook), read in `barbershopId`'s
   * account: if it is a deposit of that shop's, its state is applied and true returned. A
   * deposit of another shop is never touched (decision 043).
   */
  async applyGatewayPayment(remote: GatewayPayment, barbershopId: string): Promise<boolean> {
    const name = this.gateways.platform.name;
    if (name !== 'sandbox' && name !== 'mercadopago') return false;
    const deposit = await this.depositRows.findDepositByGatewayPaymentId(
      name,
      remote.gatewayPaymentId,
    );
    if (deposit?.barbershopId !== barbershopId) return false;
    await this.applyState(deposit, remote);
    return true;
  }

  /**
   * After the sandbox bank page decided `gatewayPaymentId`: if it is a deposit's, the deposit
   * learns the decision (through the gateway's `get`, as from a webhook) and the payer goes
   * back to the wallet; null when it is not a deposit.
   */
  async onSandboxDecision(gatewayPaymentId: string): Promise<string | null> {
    const deposit = await this.depositRows.findDepositByGatewayPaymentId(
      'sandbox',
      gatewayPaymentId,
    );
    if (!deposit) return null;
    try {
      await this.sync(deposit);
    } catch (error) {
      this.log.warn({ err: error, depositId: deposit.id }, 'wallet deposit: sync failed');
    }
    return DEPOSIT_RETURN_URL;
  }

  /**
   * The sweep: PENDING deposits past their 30 minutes are cancelled (a conditional UPDATE, safe
   * with many instances), then the gateway is told, outside the transaction. Should the payer
   * have paid meanwhile, the sync that follows a refused cancel records and credits it.
   */
  async expire(now: Date = this.now()): Promise<number> {
    const expired = await this.depositRows.expireDeposits(now, EXPIRED_REASON);
    for (const deposit of expired) {
      if (deposit.gateway !== this.gateways.platform.name || !deposit.gatewayPaymentId) continue;
      try {
        const gateway = await gatewayOfCharge(this.gateways, deposit);
        await gateway.cancel(deposit.gatewayPaymentId);
      } catch (error) {
        this.log.warn({ err: error, depositId: deposit.id }, 'deposit cancel refused; syncing');
        await this.sync(deposit).catch((syncError: unknown) =>
          this.log.warn({ err: syncError, depositId: deposit.id }, 'deposit sync failed'),
        );
      }
    }
    return expired.length;
  }

  /**
   * The gateway's status applied to the deposit, read in its shop's account (502 when it cannot
   * be asked, e.g. the shop has since disconnected it).
   */
  private async sync(deposit: WalletDepositRow): Promise<WalletDepositRow> {
    if (deposit.gateway !== this.gateways.platform.name || !deposit.gatewayPaymentId) {
      return deposit;
    }
    let remote: GatewayPayment;
    try {
      const gateway = await gatewayOfCharge(this.gateways, deposit);
      remote = await gateway.get(deposit.gatewayPaymentId);
    } catch (error) {
      this.log.error({ err: error, depositId: deposit.id }, 'wallet deposit: gateway sync failed');
      throw new AppError(502, 'GATEWAY_UNAVAILABLE', errorMessages.gatewaySyncFailed);
    }
    return this.applyState(deposit, remote);
  }

  /**
   * Moves a deposit to the state the gateway reports, if core's transitions allow it from where
   * it is; the move to COMPLETED credits the wallet in the same transaction (COMPLETED may
   * follow CANCELLED: money that arrived is money the client has). A replay finds nothing to
   * move and credits nothing; the ledger's unique deposit index would refuse it anyway.
   */
  private async applyState(
    deposit: WalletDepositRow,
    state: GatewayAttemptReport,
  ): Promise<WalletDepositRow> {
    const now = this.now();
    const step = planGatewayAttemptStep(deposit, state, now);
    if (step.kind === 'flag') {
      // Another amount or currency than the deposit's: nothing is credited (issue 16 §5).
      const flagged = await this.depositRows.flagDeposit(deposit.id, step.reason, now);
      if (flagged) {
        this.log.error(
          { depositId: deposit.id, reason: step.reason },
          'gateway approved a deposit whose amount or currency differs: flagged for review',
        );
      }
      return this.reload(deposit.id);
    }
    const moved = await this.db.transaction(async (tx) => {
      const repository = new WalletRepository(tx);
      const row = await new WalletDepositsRepository(tx).moveDeposit(
        deposit.id,
        step.to,
        step.from,
        step.changes,
      );
      if (!row) return null;
      if (step.to === 'COMPLETED') {
        const credited = await repository.move({
          walletId: row.walletId,
          type: 'deposit',
          amountCents: row.amountCents,
          depositId: row.id,
          description: getWalletTransactionDescription('deposit'),
        });
        if (!credited) throw new Error(`deposit ${row.id}: credit refused`);
      }
      return row;
    });
    if (!moved) return this.reload(deposit.id);
    this.log.info(
      { depositId: moved.id, from: deposit.status, to: moved.status },
      'wallet deposit status changed',
    );
    return moved;
  }

  /**
   * The gateway paying into the shop's own account (decision 043): none is 409, as a booking's
   * PIX at that shop; a token that cannot be refreshed is 502, as any gateway failure.
   */
  private async gatewayForNewDeposit(shopId: string): Promise<PaymentGateway> {
    let gateway: PaymentGateway | null;
    try {
      gateway = await this.gateways.forShop(shopId);
    } catch (error) {
      this.log.error({ err: error, shopId }, 'wallet deposit: shop gateway unavailable');
      throw new AppError(502, 'GATEWAY_UNAVAILABLE', errorMessages.gatewayUnavailable);
    }
    if (!gateway) {
      throw new AppError(
        409,
        'SHOP_TAKES_NO_ONLINE_PAYMENT',
        walletMessages.depositNeedsOnlineShop,
      );
    }
    return gateway;
  }

  /** Waits (a few seconds at most) for a deposit another request is submitting. */
  private settle(deposit: WalletDepositRow): Promise<WalletDepositRow> {
    return settleInFlightAttempt(deposit, () => this.depositRows.findDeposit(deposit.id));
  }

  private async own(actor: AuthUser, id: string): Promise<WalletDepositRow> {
    const deposit = await this.depositRows.findDeposit(id);
    if (!deposit || deposit.userId !== actor.userId) throw depositNotFound();
    return deposit;
  }

  private async reload(id: string): Promise<WalletDepositRow> {
    const deposit = await this.depositRows.findDeposit(id);
    if (!deposit) throw depositNotFound();
    return deposit;
  }

  private async findPayer(userId: string): Promise<{ name: string; email: string }> {
    return (await this.repository.findPayer(userId)) ?? { name: 'Cliente', email: '' };
  }
}

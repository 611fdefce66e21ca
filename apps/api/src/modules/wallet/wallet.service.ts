import type {
  AddWalletPaymentMethodBody,
  Wallet,
  WalletPaymentMethod,
  WalletPaymentMethodList,
  WalletTransactionList,
} from '@navalha/core/contracts/wallet';
import { walletMessages } from '@navalha/core/contracts/wallet';
import { errorMessages } from '@navalha/core/contracts/errors';
import { getWalletTransactionDescription } from '@navalha/core/domain/wallet/wallet-ledger';
import { addCardFormMessages } from '@navalha/core/domain/wallet/add-card-form';
import { getDefaultWalletMethodType } from '@navalha/core/domain/wallet/default-wallet-method';
import { parseCardExpiryDate, toCardExpiryDate } from '@navalha/core/domain/wallet/saved-card';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { getPgErrorCode, pgErrorCodes } from '../../db/pg-error.js';
import type { PaymentRow } from '../../db/schema/payments.js';
import { AppError, notFound, validationError } from '../../errors/app-error.js';
import { CardExpiryError, CardTokenError, GatewayError } from '../../gateways/payment-gateway.js';
import type {
  GatewayCardReference,
  GatewayChargeSavedCard,
  GatewayPayer,
  GatewaySavedCard,
} from '../../gateways/payment-gateway.js';
import type { ShopGateways } from '../../gateways/shop-gateways.js';
import type { AuthUser } from '../auth/auth-user.js';
import { ClientShopsService } from '../client-shops/client-shops.service.js';
import { WalletDeposits } from './wallet-deposits.service.js';
import { toPaymentMethodDto, toWalletDto, toWalletTransactionDto } from './wallet.dto.js';
import { WalletRepository } from './wallet.repository.js';
import type { WalletShop } from './wallet.repository.js';
import { WalletPaymentMethodsRepository } from './wallet-payment-methods.repository.js';
import type { SavedCardValues } from './wallet-payment-methods.repository.js';

const methodNotFound = () => notFound(walletMessages.paymentMethodNotFound);
const invalidCardToken = () =>
  new AppError(400, 'INVALID_CARD_TOKEN', errorMessages.invalidCardToken, 'card_token');
const expiryNotTheCards = () => validationError(addCardFormMessages.expiryInvalid, 'expiry_date');
/** Spec §8's 'Erro ao adicionar método', as the payments' gateway errors say theirs. */
const ADD_CARD_GATEWAY_FAILED = `${walletMessages.addMethodFailed}. Tente novamente.`;

/** An approved card payment's card, to save in the wallet with the payment's token. */
export interface PaidCard {
  userId: string;
  cardToken: string;
  method: PaymentRow['method'];
  /** What the payment's body said; the gateway's record of the card wins. */
  cardholderName: string | null;
}

export interface WalletServiceOptions {
  db: Db;
  gateways: ShopGateways;
  now: () => Date;
  log: FastifyBaseLogger;
  /**
   * Refunds to wallets that the sweep finishes (payments: wallet payments of ended bookings that
   * a crash left unrefunded, decision 017); returns how many.
   */
  refundsDue?: () => Promise<number>;
}

/**
 * Money moved for a payment, in the caller's transaction: the ledger row names them. The
 * wallet is the client's at the payment's shop (decision 042).
 */
export interface PaymentMovement {
  userId: string;
  barbershopId: string;
  amountCents: number;
  paymentId: string;
  appointmentId: string;
  /** The ledger's line, when not the type's own (money paid at the shop, decision 029). */
  description?: string;
}

/**
 * The client's wallet (spec §2, §3, issue 6): balance, ledger, saved methods; deposits live in
 * `WalletDeposits`, reached through `deposits`. Paying a booking from it is a payment method of
 * modules/payments, which moves the ledger with `debit` and `credit` (decision 017). Every route
 * acts on the caller's own wallet: another user's row is 404.
 */
export class WalletService {
  readonly deposits: WalletDeposits;
  private readonly db: Db;
  private readonly gateway: ShopGateways['platform'];
  private readonly now: () => Date;
  private readonly log: FastifyBaseLogger;
  private readonly repository: WalletRepository;
  private readonly methods: WalletPaymentMethodsRepository;
  private readonly shops: ClientShopsService;
  private readonly refundsDue: () => Promise<number>;

  constructor(options: WalletServiceOptions) {
    this.db = options.db;
    this.gateway = options.gateways.platform; // saved cards stay the install's (decision 043)
    this.now = options.now;
    this.log = options.log;
    this.repository = new WalletRepository(options.db);
    this.methods = new WalletPaymentMethodsRepository(options.db);
    this.shops = new ClientShopsService({ db: options.db });
    this.deposits = new WalletDeposits(options);
    this.refundsDue = options.refundsDue ?? (async () => 0);
  }

  /** The user's balance at a shop in centavos; 0 without a wallet there. */
  async balanceOf(shopId: string, userId: string): Promise<number> {
    return (await this.repository.findByShopAndUser(shopId, userId))?.balanceCents ?? 0;
  }

  /**
   * The shop a wallet request means (decision 042): the rule every signed-in client's read
   * names its shop by (ClientShopsService.shopOf). 404 for a shop that does not exist.
   */
  shopOf(actor: AuthUser, shopId: string | undefined): Promise<WalletShop> {
    return this.shops.shopOf(actor, shopId);
  }

  /**
   * Pays `amountCents` from the user's balance with its ledger row, in the caller's transaction:
   * false when the balance does not cover it (a conditional UPDATE: of two concurrent debits,
   * the second finds nothing to change) or the user has no wallet.
   */
  async debit(tx: Db, movement: PaymentMovement): Promise<boolean> {
    const repository = new WalletRepository(tx);
    const wallet = await repository.findByShopAndUser(movement.barbershopId, movement.userId);
    if (!wallet) return false;
    const row = await repository.move({
      walletId: wallet.id,
      type: 'payment',
      amountCents: movement.amountCents,
      paymentId: movement.paymentId,
      appointmentId: movement.appointmentId,
      description: getWalletTransactionDescription('payment'),
    });
    return row !== null;
  }

  /**
   * Gives a payment's money back to the user's wallet at the payment's shop (made on first
   * use), in `tx`.
   */
  async credit(tx: Db, movement: PaymentMovement): Promise<boolean> {
    const repository = new WalletRepository(tx);
    const wallet = await repository.ensureFor(movement.barbershopId, movement.userId);
    const row = await repository.move({
      walletId: wallet.id,
      type: 'refund',
      amountCents: movement.amountCents,
      paymentId: movement.paymentId,
      appointmentId: movement.appointmentId,
      description: movement.description ?? getWalletTransactionDescription('refund'),
    });
    return row !== null;
  }

  /** `GET /wallet`: the wallet at the shop the request means, made on first use. */
  async get(actor: AuthUser, shopId: string | undefined): Promise<Wallet> {
    const shop = await this.shopOf(actor, shopId);
    return toWalletDto(await this.repository.ensureFor(shop.id, actor.userId), shop);
  }

  /**
   * `GET /wallet/transactions`: newest first, with the booking's services and barber. A shop
   * named that does not exist simply has no movements.
   */
  async transactions(
    actor: AuthUser,
    limit: number,
    shopId: string | undefined,
  ): Promise<WalletTransactionList> {
    const shop = shopId ?? (await this.shopOf(actor, undefined)).id;
    const rows = await this.repository.listTransactions(shop, actor.userId, limit);
    return { data: rows.map(toWalletTransactionDto) };
  }

  /**
   * `GET /wallet/payment-methods`, default first. A wallet with no method gets spec §9's
   * default one: Google Pay when the User-Agent is Android's, Apple Pay otherwise.
   */
  async paymentMethods(
    actor: AuthUser,
    userAgent: string | undefined,
  ): Promise<WalletPaymentMethodList> {
    let methods = await this.methods.listMethods(actor.userId);
    if (methods.length === 0) {
      await this.methods.addDefaultDeviceMethodIfEmpty(
        actor.userId,
        getDefaultWalletMethodType(userAgent),
      );
      methods = await this.methods.listMethods(actor.userId);
    }
    return { data: methods.map(toPaymentMethodDto) };
  }

  /**
   * `POST /wallet/payment-methods`: a card from its token, kept by the gateway first (the
   * sandbox uses the token up; Mercado Pago keeps it on the payer's customer), then written,
   * so no transaction waits on the network (architecture §3). Brand (spec §3's names), last
   * four and expiry are the gateway's; the expiry sent must be the card's. 400
   * INVALID_CARD_TOKEN for a token that is unknown, used, expired or someone else's; 502
   * GATEWAY_UNAVAILABLE when the gateway cannot be reached.
   */
  async addPaymentMethod(
    actor: AuthUser,
    body: AddWalletPaymentMethodBody,
  ): Promise<{ method: WalletPaymentMethod; created: boolean }> {
    const expiry = parseCardExpiryDate(body.expiry_date);
    if (!expiry) throw expiryNotTheCards();
    const payer = await this.payerOf(actor.userId);
    let card: GatewaySavedCard;
    try {
      card = await this.gateway.saveCard({
        payer,
        token: body.card_token,
        from: { kind: 'form', expirationMonth: expiry.month, expirationYear: expiry.year },
      });
    } catch (error) {
      if (error instanceof CardTokenError) throw invalidCardToken();
      if (error instanceof CardExpiryError) throw expiryNotTheCards();
      if (error instanceof GatewayError) {
        this.log.error({ err: error, userId: actor.userId }, 'saving a card at the gateway failed');
        throw new AppError(502, 'GATEWAY_UNAVAILABLE', ADD_CARD_GATEWAY_FAILED);
      }
      throw error;
    }
    const values = toSavedCardValues(body.method_type, body.card_token, card, body.cardholder_name);
    const { method, created } = await this.retryOnDefaultRace(() =>
      this.methods.saveCard(actor.userId, values),
    );
    return { method: toPaymentMethodDto(method), created };
  }

  /**
   * `DELETE /wallet/payment-methods/:id`; the default passes to the newest other method. A card
   * Mercado Pago keeps is then removed there too, best effort: the wallet's row is gone
   * whatever the gateway answers, and a failure is logged.
   */
  async deletePaymentMethod(actor: AuthUser, id: string): Promise<void> {
    const deleted = await this.db.transaction((tx) =>
      new WalletPaymentMethodsRepository(tx).deleteMethod(actor.userId, id),
    );
    if (!deleted) throw methodNotFound();
    const { gatewayCustomerId: customerId, gatewayCardId: cardId } = deleted;
    if (!customerId || !cardId) return;
    try {
      // The same card saved as credit and as debit is one card at the gateway.
      if (await this.methods.isGatewayCardSaved(customerId, cardId)) return;
      await this.gateway.deleteCard({ customerId, cardId });
    } catch (error) {
      this.log.warn(
        { err: error, userId: actor.userId, methodId: id },
        'saved card deleted here but not at the gateway',
      );
    }
  }

  /** The cards the gateway keeps for a person: what their account's deletion removes there. */
  findGatewayCards(userId: string): Promise<GatewayCardReference[]> {
    return this.methods.findGatewayCardsOfUser(userId);
  }

  /**
   * Removes cards at the gateway once their wallet rows are gone (an account's deletion),
   * as `deletePaymentMethod` does for one card: best effort, each failure logged. Returns how
   * many the gateway removed.
   */
  async deleteGatewayCards(
    userId: string,
    cards: readonly GatewayCardReference[],
  ): Promise<number> {
    let deleted = 0;
    for (const card of cards) {
      try {
        await this.gateway.deleteCard(card);
        deleted += 1;
      } catch (error) {
        this.log.error(
          { err: error, userId, customerId: card.customerId, cardId: card.cardId },
          'account deleted but a saved card was not deleted at the gateway',
        );
      }
    }
    return deleted;
  }

  /** `PATCH /wallet/payment-methods/:id/default`. */
  async setDefaultPaymentMethod(actor: AuthUser, id: string): Promise<WalletPaymentMethod> {
    const method = await this.db.transaction((tx) =>
      new WalletPaymentMethodsRepository(tx).setDefault(actor.userId, id),
    );
    if (!method) throw methodNotFound();
    return toPaymentMethodDto(method);
  }

  /**
   * A saved card of the payer's own wallet, to pay a booking with (decision 034): a card with
   * the gateway's reference (a phone wallet or a card saved before gateways kept cards is not
   * one), else 404 as for a card that does not exist.
   */
  async findCardForPayment(
    userId: string,
    id: string,
  ): Promise<GatewayChargeSavedCard & { methodType: 'credit_card' | 'debit_card' }> {
    const row = await this.methods.findMethod(userId, id);
    if (
      !row?.gatewayCardId ||
      !row.cardLastFour ||
      (row.methodType !== 'credit_card' && row.methodType !== 'debit_card')
    ) {
      throw methodNotFound();
    }
    return {
      cardId: row.gatewayCardId,
      customerId: row.gatewayCustomerId,
      brand: row.cardBrand,
      lastFour: row.cardLastFour,
      holderName: row.cardholderName,
      methodType: row.methodType,
    };
  }

  /**
   * `saveCard: true` on an approved card payment: the gateway keeps the card with the
   * payment's token (Mercado Pago's documented way to keep a first payment's card, decision
   * 008), then it joins the wallet's methods (never the number or CVV). The payment has
   * happened whatever happens here, so a failure is logged, not raised.
   */
  async saveCardFromPayment(paid: PaidCard): Promise<void> {
    try {
      const payer = await this.payerOf(paid.userId);
      const card = await this.gateway.saveCard({
        payer,
        token: paid.cardToken,
        from: { kind: 'payment' },
      });
      const holder = card.holderName ?? paid.cardholderName;
      if (!holder) {
        this.log.warn({ userId: paid.userId }, 'saveCard: the card has no holder name');
        return;
      }
      const methodType = paid.method === 'DEBIT_CARD' ? 'debit_card' : 'credit_card';
      const values = toSavedCardValues(methodType, paid.cardToken, card, holder);
      await this.retryOnDefaultRace(() => this.methods.saveCard(paid.userId, values));
    } catch (error) {
      this.log.error({ err: error, userId: paid.userId }, 'saveCard failed');
    }
  }

  /**
   * The wallet's share of the sweep (architecture §7), safe with many instances: deposits past
   * their time are cancelled; wallet payments of ended bookings that a crash left unrefunded
   * are refunded.
   */
  async sweep(now: Date = this.now()): Promise<{ expiredDeposits: number; refunds: number }> {
    const expiredDeposits = await this.deposits.expire(now);
    const refunds = await this.refundsDue();
    return { expiredDeposits, refunds };
  }

  /** The payer as the gateway knows them (Mercado Pago finds the customer by e-mail). */
  private async payerOf(userId: string): Promise<GatewayPayer> {
    const payer = await this.repository.findPayer(userId);
    if (!payer) throw new Error(`user ${userId} not found`);
    return { userId, ...payer };
  }

  /**
   * Two first cards saved at once may both want to be the default; the one-default index lets
   * one through and the other is retried once, when there is a default to see.
   */
  private async retryOnDefaultRace<T>(save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (getPgErrorCode(error) !== pgErrorCodes.uniqueViolation) throw error;
      return save();
    }
  }
}

/** What the wallet writes for a card the gateway kept: `cardholder` is the name to show. */
function toSavedCardValues(
  methodType: SavedCardValues['methodType'],
  cardToken: string,
  card: GatewaySavedCard,
  cardholder: string,
): SavedCardValues {
  return {
    methodType,
    cardToken,
    cardBrand: card.brand,
    cardLastFour: card.lastFour,
    cardholderName: cardholder,
    expiryDate: toCardExpiryDate(card.expirationMonth, card.expirationYear),
    gatewayCardId: card.cardId,
    gatewayCustomerId: card.customerId,
  };
}

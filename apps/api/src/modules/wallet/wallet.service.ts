import type {
  AddWalletPaymentMethodBody,
  Wallet,
  WalletPaymentMethod,
  WalletPaymentMethodList,
  WalletTransactionList,
} from '@navalha/core/contracts/wallet';
import { walletMessages } from '@navalha/core/contracts/wallet';
import { errorMessages } from '@navalha/core/contracts/errors';
import { addCardFormMessages } from '@navalha/core/domain/wallet/add-card-form';
import { getDefaultWalletMethodType } from '@navalha/core/domain/wallet/default-wallet-method';
import { toCardExpiryDate, toSavedCardBrand } from '@navalha/core/domain/wallet/saved-card';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { getPgErrorCode, pgErrorCodes } from '../../db/pg-error.js';
import type { PaymentRow } from '../../db/schema/payments.js';
import { AppError, notFound, validationError } from '../../errors/app-error.js';
import type { PaymentGateway } from '../../payments/gateways/payment-gateway.js';
import { SandboxGateway } from '../../payments/gateways/sandbox.js';
import type { AuthUser } from '../../plugins/auth.js';
import { WalletBookings } from './wallet-bookings.js';
import { WalletDeposits } from './wallet-deposits.service.js';
import { toPaymentMethodDto, toWalletDto, toWalletTransactionDto } from './wallet.dto.js';
import { WalletRepository } from './wallet.repository.js';
import type { SavedCardValues } from './wallet.repository.js';

const methodNotFound = () => notFound(walletMessages.paymentMethodNotFound);
const invalidCardToken = () =>
  new AppError(400, 'INVALID_CARD_TOKEN', errorMessages.invalidCardToken, 'card_token');

/** What an approved card payment tells about the card, to save it in the wallet. */
export interface PaidCard {
  userId: string;
  cardToken: string;
  method: PaymentRow['method'];
  cardBrand: string | null;
  cardLastFour: string | null;
  cardholderName: string | null;
  /** What the body said, when the gateway keeps no token record (Mercado Pago). */
  expirationMonth?: unknown;
  expirationYear?: unknown;
}

export interface WalletServiceOptions {
  db: Db;
  gateway: PaymentGateway;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * The client's wallet (spec §2, §3, issue 6): balance, ledger, saved methods; deposits and
 * booking payments live in `WalletDeposits` and `WalletBookings`, reached through `deposits`
 * and `bookings`. Every route acts on the caller's own wallet: another user's row is 404.
 */
export class WalletService {
  readonly deposits: WalletDeposits;
  readonly bookings: WalletBookings;
  private readonly db: Db;
  private readonly gateway: PaymentGateway;
  private readonly now: () => Date;
  private readonly log: FastifyBaseLogger;
  private readonly repository: WalletRepository;

  constructor(options: WalletServiceOptions) {
    this.db = options.db;
    this.gateway = options.gateway;
    this.now = options.now;
    this.log = options.log;
    this.repository = new WalletRepository(options.db);
    this.deposits = new WalletDeposits(options);
    this.bookings = new WalletBookings(options);
  }

  /** `GET /wallet`: made on first use. */
  async get(actor: AuthUser): Promise<Wallet> {
    return toWalletDto(await this.repository.ensureForUser(actor.userId));
  }

  /** `GET /wallet/transactions`: newest first, with the booking's services and barber. */
  async transactions(actor: AuthUser, limit: number): Promise<WalletTransactionList> {
    const wallet = await this.repository.findByUser(actor.userId);
    if (!wallet) return { data: [] };
    const rows = await this.repository.listTransactions(wallet.id, limit);
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
    const wallet = await this.repository.ensureForUser(actor.userId);
    let methods = await this.repository.listMethods(wallet.id);
    if (methods.length === 0) {
      await this.repository.addDefaultDeviceMethodIfEmpty(
        wallet.id,
        getDefaultWalletMethodType(userAgent),
      );
      methods = await this.repository.listMethods(wallet.id);
    }
    return { data: methods.map(toPaymentMethodDto) };
  }

  /**
   * `POST /wallet/payment-methods`: a card from its token. Brand, last four and expiry come
   * from the tokenizer's record (the brand by spec §3's prefix rules); the expiry sent must be
   * the token's. The token is used up in the transaction that saves the card, so a refusal
   * leaves it usable. 400 INVALID_CARD_TOKEN for a token that is unknown, used, expired or
   * someone else's.
   */
  async addPaymentMethod(
    actor: AuthUser,
    body: AddWalletPaymentMethodBody,
  ): Promise<{ method: WalletPaymentMethod; created: boolean }> {
    // Only the sandbox's tokenizer keeps a record the server can read; Mercado Pago would need
    // its customer cards API (decision 008).
    if (!(this.gateway instanceof SandboxGateway)) {
      throw new AppError(
        400,
        'UNSUPPORTED_PAYMENT_METHOD',
        walletMessages.savedCardsUnavailable,
        'card_token',
      );
    }
    const wallet = await this.repository.ensureForUser(actor.userId);
    const now = this.now();
    const save = () =>
      this.db.transaction(async (tx) => {
        const repository = new WalletRepository(tx);
        const token = await repository.claimSandboxCardToken(actor.userId, body.card_token, now);
        if (!token) throw invalidCardToken();
        const expiryDate = toCardExpiryDate(token.expirationMonth, token.expirationYear);
        if (expiryDate !== body.expiry_date) {
          throw validationError(addCardFormMessages.expiryInvalid, 'expiry_date');
        }
        return repository.saveCard(wallet.id, {
          methodType: body.method_type,
          cardToken: token.id,
          cardBrand: toSavedCardBrand(token.brand),
          cardLastFour: token.lastFour,
          cardholderName: body.cardholder_name,
          expiryDate,
        });
      });
    const { method, created } = await this.retryOnDefaultRace(save);
    return { method: toPaymentMethodDto(method), created };
  }

  /** `DELETE /wallet/payment-methods/:id`; the default passes to the newest other method. */
  async deletePaymentMethod(actor: AuthUser, id: string): Promise<void> {
    const wallet = await this.repository.findByUser(actor.userId);
    const deleted = wallet
      ? await this.db.transaction((tx) => new WalletRepository(tx).deleteMethod(wallet.id, id))
      : false;
    if (!deleted) throw methodNotFound();
  }

  /** `PATCH /wallet/payment-methods/:id/default`. */
  async setDefaultPaymentMethod(actor: AuthUser, id: string): Promise<WalletPaymentMethod> {
    const wallet = await this.repository.findByUser(actor.userId);
    const method = wallet
      ? await this.db.transaction((tx) => new WalletRepository(tx).setDefault(wallet.id, id))
      : null;
    if (!method) throw methodNotFound();
    return toPaymentMethodDto(method);
  }

  /**
   * `saveCard: true` on an approved card payment: the card joins the wallet's methods (token,
   * brand, last four, holder, expiry; never the number or CVV). The payment has happened
   * whatever happens here, so a failure is logged, not raised.
   */
  async saveCardFromPayment(card: PaidCard): Promise<void> {
    try {
      const values = await this.savedCardOf(card);
      if (!values) {
        this.log.warn({ userId: card.userId }, 'saveCard: the card lacks what a wallet keeps');
        return;
      }
      const wallet = await this.repository.ensureForUser(card.userId);
      await this.retryOnDefaultRace(() => this.repository.saveCard(wallet.id, values));
    } catch (error) {
      this.log.error({ err: error, userId: card.userId }, 'saveCard failed');
    }
  }

  /**
   * The wallet's share of the sweep (ARCHITECTURE §7), safe with many instances: deposits past
   * their time are cancelled; wallet payments of ended bookings that a crash left unrefunded
   * are refunded.
   */
  async sweep(now: Date = this.now()): Promise<{ expiredDeposits: number; refunds: number }> {
    const expiredDeposits = await this.deposits.expire(now);
    const refunds = await this.bookings.refundEnded();
    return { expiredDeposits, refunds };
  }

  private async savedCardOf(card: PaidCard): Promise<SavedCardValues | null> {
    const methodType = card.method === 'DEBIT_CARD' ? 'debit_card' : 'credit_card';
    const token =
      this.gateway instanceof SandboxGateway
        ? await this.repository.findSandboxCardToken(card.userId, card.cardToken)
        : null;
    const month = token?.expirationMonth ?? Number(card.expirationMonth);
    const rawYear = token?.expirationYear ?? Number(card.expirationYear);
    const year = rawYear < 100 ? 2000 + rawYear : rawYear;
    const lastFour = card.cardLastFour ?? token?.lastFour ?? null;
    const holder = card.cardholderName ?? token?.cardholderName ?? null;
    if (!lastFour || !/^\d{4}$/.test(lastFour) || !holder) return null;
    let expiryDate: string;
    try {
      expiryDate = toCardExpiryDate(month, year);
    } catch {
      return null;
    }
    return {
      methodType,
      cardToken: card.cardToken,
      cardBrand: toSavedCardBrand(card.cardBrand ?? token?.brand),
      cardLastFour: lastFour,
      cardholderName: holder,
      expiryDate,
    };
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

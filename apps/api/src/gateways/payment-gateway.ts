import type { PaymentStatus } from '@navalha/core/domain/appointments/appointment-status';
import type { CardBrand } from '@navalha/core/domain/payments/card-brand';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import type { SandboxPaymentRow } from '../db/schema/sandbox-payments.js';
import type { SandboxLinks } from './sandbox-links.js';
import type { SandboxCardDetails, SandboxDecision, SandboxTokenResult } from './sandbox-types.js';

/** Who pays, as the gateway wants to know them. */
export interface GatewayPayer {
  userId: string;
  email: string;
  name: string;
}

/** The PIX receiver written into a BR Code (the shop's settings, or the sandbox's defaults). */
export interface PixReceiver {
  key: string | null;
  merchantName: string;
  merchantCity: string;
}

/** What every charge carries. `reference` is our payment id; `externalReference` the booking. */
export interface GatewayChargeInput {
  reference: string;
  externalReference: string;
  amountCents: number;
  /** A one-line summary of the booking, what the payer sees as the item. */
  title: string;
  description: string;
  payer: GatewayPayer;
  expiresAt: Date;
}

export interface CreatePixInput extends GatewayChargeInput {
  receiver: PixReceiver;
}

/**
 * A card the payer saved in the wallet, charged again (issue 18 §3, decision 034): the gateway's
 * card and customer, and what the wallet shows of it (the sandbox decides by the holder's name,
 * as it does for a new card).
 */
export interface GatewayChargeSavedCard {
  cardId: string;
  /** Mercado Pago's customer holding the card; null in the sandbox. */
  customerId: string | null;
  brand: string | null;
  lastFour: string;
  holderName: string | null;
}

export interface CreateCardInput extends GatewayChargeInput {
  method: 'CREDIT_CARD' | 'DEBIT_CARD';
  /**
   * A new card's single-use token; for a saved card, Mercado Pago's token of that card and its
   * CVV (required there), none in the sandbox.
   */
  token: string | null;
  /** Paying with a saved card instead of a new one. */
  savedCard?: GatewayChargeSavedCard;
  installments: number;
  /** MercadoPago.js's id for the card ('visa', 'master'); the sandbox ignores it. */
  paymentMethodId: string | null;
  issuerId: string | null;
}

export interface CreatePreferenceInput extends GatewayChargeInput {
  method: PaymentMethod;
  receiver: PixReceiver;
}

/**
 * A payment as the gateway reports it, already mapped to our status by core's
 * `mapMercadoPagoStatus` (the sandbox speaks Mercado Pago's words too).
 */
export interface GatewayPayment {
  gatewayPaymentId: string;
  status: PaymentStatus;
  failureReason: string | null;
  /** The gateway's own words, for logs ('rejected' / 'cc_rejected_insufficient_amount'). */
  rawStatus: string;
  statusDetail: string | null;
  /** The booking it was made for. */
  externalReference: string | null;
  /** The account paid (Mercado Pago's `collector_id`); null in the sandbox. */
  collectorId: string | null;
  amountCents: number | null;
  /** ISO 4217 (Mercado Pago's `currency_id`; the sandbox charges in BRL). */
  currency: string | null;
  transactionId: string | null;
  qrCode: string | null;
  qrCodeBase64: string | null;
  /** A hosted page showing the charge (Mercado Pago's ticket_url, the sandbox checkout). */
  ticketUrl: string | null;
  cardBrand: string | null;
  cardLastFour: string | null;
}

export interface GatewayPreference {
  preferenceId: string;
  paymentUrl: string;
  /** Known at once by the sandbox; Mercado Pago creates the payment when the payer pays. */
  payment: GatewayPayment | null;
}

export interface GatewayRefund {
  refundId: string;
  amountCents: number;
}

/**
 * A tokenized card to keep for the payer. `from` says where the token comes from: the wallet's
 * add-card form (a fresh token, refused with `CardExpiryError` unless the card expires in the
 * month the payer typed) or a card payment just approved with it, whose token Mercado Pago
 * lets one save to the payer's customer (decision 008).
 */
export interface SaveCardInput {
  payer: GatewayPayer;
  token: string;
  from: { kind: 'form'; expirationMonth: number; expirationYear: number } | { kind: 'payment' };
}

/** Where the gateway keeps a saved card: Mercado Pago's customer and card ids. */
export interface GatewayCardReference {
  customerId: string;
  cardId: string;
}

/** A card the gateway keeps, as the wallet stores it: never its number or CVV. */
export interface GatewaySavedCard {
  /** The gateway's id of the card (the sandbox: its token record). */
  cardId: string;
  /** The gateway's customer holding the card; null for the sandbox, which has none. */
  customerId: string | null;
  /** By spec §3's names: Mercado Pago's 'master' is 'Mastercard', 'elo' is 'Other'. */
  brand: CardBrand;
  lastFour: string;
  holderName: string | null;
  expirationMonth: number;
  /** Four digits. */
  expirationYear: number;
}

/** A webhook request as received. */
export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  body: unknown;
  now: Date;
}

/** A notification whose signature holds: its id (for replays) and what it is about. */
export type WebhookVerification =
  | { ok: true; eventId: string; type: string; gatewayPaymentId: string | null }
  | { ok: false; reason: string };

/**
 * One interface for every gateway (architecture §6). Calls go over the network (or, for the
 * sandbox, to its own tables): callers never make them inside a database transaction.
 * Failures throw `GatewayError`; a card token the gateway refuses throws `CardTokenError`.
 */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'mercadopago';
  /**
   * The public key the browser's tokenizer needs (MercadoPago.js), or null when cards are
   * tokenized by our own sandbox endpoint.
   */
  readonly publicKey: string | null;
  /**
   * The account this gateway charges into, when it is a shop's connected one (its Mercado Pago
   * user id): every payment read through it must have this collector (decision 043). Null: the
   * install's own account (environment credentials) or the sandbox.
   */
  readonly collectorId: string | null;
  /**
   * The sandbox's test bank (its hosted pages, test payer and card tokenizer), present only on
   * the sandbox gateway: with Mercado Pago nobody can approve their own payment.
   */
  readonly sandbox?: SandboxBank;
  createPix(input: CreatePixInput): Promise<GatewayPayment>;
  createCard(input: CreateCardInput): Promise<GatewayPayment>;
  createPreference(input: CreatePreferenceInput): Promise<GatewayPreference>;
  get(gatewayPaymentId: string): Promise<GatewayPayment>;
  refund(gatewayPaymentId: string, amountCents: number): Promise<GatewayRefund>;
  cancel(gatewayPaymentId: string): Promise<void>;
  /** Keeps a tokenized card for the payer (Mercado Pago: on the payer's customer). */
  saveCard(input: SaveCardInput): Promise<GatewaySavedCard>;
  /** Removes a saved card from the gateway's customer. */
  deleteCard(reference: GatewayCardReference): Promise<void>;
  verifyWebhook(request: WebhookRequest): WebhookVerification;
}

/** The sandbox's test bank, as the sandbox gateway offers it (sandbox.ts). */
export interface SandboxBank {
  /** The signed links of its hosted pages. */
  readonly links: SandboxLinks;
  /** A sandbox payment for its pages, or null. */
  find(gatewayPaymentId: string): Promise<SandboxPaymentRow | null>;
  /** The test payer's decision; null when there is no such payment. */
  decide(gatewayPaymentId: string, decision: SandboxDecision): Promise<SandboxPaymentRow | null>;
  /** The browser tokenizer's stand-in. */
  tokenizeCard(userId: string, card: SandboxCardDetails): Promise<SandboxTokenResult>;
}

/** The gateway could not be reached or refused the request. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'GatewayError';
  }
}

/** The card of a token expires in another month than the payer typed; nothing was kept. */
export class CardExpiryError extends Error {
  constructor(message = 'card expiry differs from the one typed') {
    super(message);
    this.name = 'CardExpiryError';
  }
}

/** The card token is unknown, used, expired or someone else's. */
export class CardTokenError extends Error {
  constructor(message = 'card token refused') {
    super(message);
    this.name = 'CardTokenError';
  }
}

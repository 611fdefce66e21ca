import { SHOP_CURRENCY } from '@navalha/core/domain/payments/gateway-amount';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { CardBrand } from '@navalha/core/domain/payments/card-brand';
import { getCardBrand, lastFour } from '@navalha/core/domain/payments/card-brand';
import { validateCardExpiry } from '@navalha/core/domain/payments/card-form';
import { mapMercadoPagoStatus } from '@navalha/core/domain/payments/gateway-status';
import type { MercadoPagoStatus } from '@navalha/core/domain/payments/gateway-status';
import { encodeBrCode } from '@navalha/core/domain/payments/pix-br-code';
import { SANDBOX_PIX_KEY } from '@navalha/core/domain/payments/pix-receiver';
import { getSandboxCardOutcome } from '@navalha/core/domain/payments/sandbox-card-outcome';
import { toSavedCardBrand } from '@navalha/core/domain/wallet/saved-card';
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../db/client.js';
import { sandboxCardTokens } from '../db/schema/sandbox-card-tokens.js';
import { sandboxPayments } from '../db/schema/sandbox-payments.js';
import type { SandboxPaymentRow } from '../db/schema/sandbox-payments.js';
import { SandboxLinks } from './sandbox-links.js';
import { CardExpiryError, CardTokenError, GatewayError } from './payment-gateway.js';
import type {
  CreateCardInput,
  CreatePixInput,
  CreatePreferenceInput,
  GatewayPayment,
  GatewayPreference,
  GatewayRefund,
  GatewaySavedCard,
  PaymentGateway,
  PixReceiver,
  SaveCardInput,
  WebhookVerification,
} from './payment-gateway.js';

/** A sandbox card token is good for this long, once. */
export const SANDBOX_CARD_TOKEN_TTL_MS = 15 * 60_000;

/** QR codes as spec §9 draws them: 200 px, margin 2. */
const QR_OPTIONS = { type: 'png', width: 200, margin: 2 } as const;

/** What the payer does on the sandbox bank page (or `POST /payments/mock`). */
export type SandboxDecision = 'approved' | 'rejected' | 'pending';

export interface SandboxCardDetails {
  cardNumber: string;
  securityCode: string;
  expirationMonth: number;
  expirationYear: number;
  cardholderName: string;
}

export interface SandboxCardToken {
  id: string;
  lastFourDigits: string;
  brand: CardBrand;
  cardholderName: string;
  expirationMonth: number;
  expirationYear: number;
  expiresAt: Date;
}

export type SandboxTokenResult =
  { ok: true; token: SandboxCardToken } | { ok: false; field: string; message: string };

export interface SandboxGatewayOptions {
  db: Db;
  now: () => Date;
  /** The public origin; the sandbox pages are linked relative to the app when unset. */
  publicUrl: string | undefined;
  /** The server's secret (JWT_SECRET): the pages' links are signed with a key derived from it. */
  linkSecret: string;
}

/** A payment id shaped like Mercado Pago's: digits only. */
function newPaymentId(): string {
  return String(randomInt(10_000_000_000, 281_474_976_710_655));
}

/** A PIX end-to-end id: 'E', the payer bank's ISPB, the minute (UTC) and 11 characters. */
function newEndToEndId(now: Date): string {
  const minute = now.toISOString().replace(/\D/g, '').slice(0, 12);
  return `E18236120${minute}${randomBytes(8).toString('hex').slice(0, 11)}`;
}

/** The BR Code's txid: our payment id's first 25 letters and digits. */
function txidOf(reference: string): string {
  return reference.replace(/[^A-Za-z0-9]/g, '').slice(0, 25);
}

/**
 * The `sandbox` gateway (architecture §6): fully working offline. PIX charges are real BR Codes
 * with a QR PNG; hosted checkout and "bank app" pages let a person approve or decline; card
 * outcomes follow Mercado Pago's test cardholder names (APRO, FUND …). Its books are its own
 * tables, so any instance answers for any payment, as a remote gateway would.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  /** Cards are tokenized by POST /payments/sandbox/card-tokens: no browser SDK, no key. */
  readonly publicKey = null;
  private readonly db: Db;
  private readonly now: () => Date;
  /** The signed links of its hosted pages (sandbox-links.ts). */
  readonly links: SandboxLinks;

  /** The sandbox is its own test bank (PaymentGateway's capability). */
  get sandbox(): SandboxGateway {
    return this;
  }

  constructor(options: SandboxGatewayOptions) {
    this.db = options.db;
    this.now = options.now;
    this.links = new SandboxLinks(options.linkSecret, options.publicUrl);
  }

  /** The hosted checkout page of a sandbox payment, signed. */
  checkoutUrl(gatewayPaymentId: string): string {
    return this.links.checkoutUrl(gatewayPaymentId);
  }

  async createPix(input: CreatePixInput): Promise<GatewayPayment> {
    const id = newPaymentId();
    const pix = await this.pixCode(input.receiver, input.amountCents, input.reference);
    const row = await this.insert({
      id,
      kind: 'pix',
      method: 'PIX',
      status: 'pending',
      statusDetail: 'pending_waiting_transfer',
      amountCents: input.amountCents,
      title: input.title,
      description: input.description,
      merchantName: input.receiver.merchantName,
      externalReference: input.externalReference,
      qrCode: pix.qrCode,
      qrCodeBase64: pix.qrCodeBase64,
      expiresAt: input.expiresAt,
    });
    return this.toGatewayPayment(row);
  }

  async createCard(input: CreateCardInput): Promise<GatewayPayment> {
    const now = this.now();
    const [token] = await this.db
      .update(sandboxCardTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(sandboxCardTokens.id, input.token),
          eq(sandboxCardTokens.userId, input.payer.userId),
          isNull(sandboxCardTokens.usedAt),
          gt(sandboxCardTokens.expiresAt, now),
        ),
      )
      .returning();
    if (!token) throw new CardTokenError();
    const outcome = getSandboxCardOutcome(token.cardholderName);
    const row = await this.insert({
      id: newPaymentId(),
      kind: 'card',
      method: input.method,
      status: outcome.status,
      statusDetail: outcome.statusDetail,
      amountCents: input.amountCents,
      title: input.title,
      description: input.description,
      merchantName: 'Navalha',
      externalReference: input.externalReference,
      installments: input.installments,
      cardBrand: token.brand,
      cardLastFour: token.lastFour,
      transactionId: outcome.status === 'approved' ? String(randomInt(100_000, 999_999)) : null,
    });
    return this.toGatewayPayment(row);
  }

  async createPreference(input: CreatePreferenceInput): Promise<GatewayPreference> {
    const id = newPaymentId();
    const pix =
      input.method === 'PIX'
        ? await this.pixCode(input.receiver, input.amountCents, input.reference)
        : null;
    const row = await this.insert({
      id,
      preferenceId: `sandbox-pref-${randomUUID()}`,
      kind: 'checkout',
      method: input.method,
      status: 'pending',
      statusDetail: 'pending_waiting_payment',
      amountCents: input.amountCents,
      title: input.title,
      description: input.description,
      merchantName: input.receiver.merchantName,
      externalReference: input.externalReference,
      qrCode: pix?.qrCode ?? null,
      qrCodeBase64: pix?.qrCodeBase64 ?? null,
      expiresAt: input.expiresAt,
    });
    return {
      preferenceId: row.preferenceId ?? id,
      paymentUrl: this.checkoutUrl(id),
      payment: this.toGatewayPayment(row),
    };
  }

  async get(gatewayPaymentId: string): Promise<GatewayPayment> {
    const row = await this.find(gatewayPaymentId);
    if (!row) throw new GatewayError('sandbox payment not found', 404);
    return this.toGatewayPayment(row);
  }

  async refund(gatewayPaymentId: string, amountCents: number): Promise<GatewayRefund> {
    const row = await this.find(gatewayPaymentId);
    if (!row || row.status !== 'approved') {
      throw new GatewayError('sandbox payment cannot be refunded', 400);
    }
    const full = amountCents >= row.amountCents - row.refundedAmountCents;
    // As Mercado Pago: a partial refund leaves the payment approved, 'partially_refunded'.
    const [updated] = await this.db
      .update(sandboxPayments)
      .set({
        refundedAmountCents: row.refundedAmountCents + amountCents,
        ...(full
          ? { status: 'refunded', statusDetail: 'refunded' }
          : { statusDetail: 'partially_refunded' }),
      })
      .where(and(eq(sandboxPayments.id, gatewayPaymentId), eq(sandboxPayments.status, 'approved')))
      .returning();
    if (!updated) throw new GatewayError('sandbox payment cannot be refunded', 400);
    return { refundId: newPaymentId(), amountCents };
  }

  async cancel(gatewayPaymentId: string): Promise<void> {
    const [row] = await this.db
      .update(sandboxPayments)
      .set({ status: 'cancelled', statusDetail: 'by_collector' })
      .where(
        and(
          eq(sandboxPayments.id, gatewayPaymentId),
          inArray(sandboxPayments.status, ['pending', 'in_process']),
        ),
      )
      .returning({ id: sandboxPayments.id });
    if (!row) throw new GatewayError('sandbox payment cannot be cancelled', 400);
  }

  /**
   * A card for the wallet, from the tokenizer's record (brand, last four, holder, expiry). A
   * form's token must be the payer's, unused and unexpired, and is used up only once its
   * expiry is known to be the one typed, so a refusal leaves it usable. A payment's token was
   * used by that payment: it is read, as Mercado Pago saves the card of an approved payment.
   */
  async saveCard({ payer, token, from }: SaveCardInput): Promise<GatewaySavedCard> {
    const now = this.now();
    const [record] = await this.db
      .select()
      .from(sandboxCardTokens)
      .where(
        and(
          eq(sandboxCardTokens.id, token),
          eq(sandboxCardTokens.userId, payer.userId),
          from.kind === 'form' ? isNull(sandboxCardTokens.usedAt) : undefined,
          from.kind === 'form' ? gt(sandboxCardTokens.expiresAt, now) : undefined,
        ),
      )
      .limit(1);
    if (!record) throw new CardTokenError();
    if (from.kind === 'form') {
      if (
        record.expirationMonth !== from.expirationMonth ||
        record.expirationYear !== from.expirationYear
      ) {
        throw new CardExpiryError();
      }
      const [claimed] = await this.db
        .update(sandboxCardTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(sandboxCardTokens.id, token),
            isNull(sandboxCardTokens.usedAt),
            gt(sandboxCardTokens.expiresAt, now),
          ),
        )
        .returning({ id: sandboxCardTokens.id });
      if (!claimed) throw new CardTokenError();
    }
    return {
      cardId: record.id,
      customerId: null,
      brand: toSavedCardBrand(record.brand),
      lastFour: record.lastFour,
      holderName: record.cardholderName,
      expirationMonth: record.expirationMonth,
      expirationYear: record.expirationYear,
    };
  }

  /** The sandbox keeps no customers' cards: there is nothing to remove. */
  async deleteCard(): Promise<void> {}

  /** The sandbox sends no webhooks: its pages and `mock` notify the app directly. */
  verifyWebhook(): WebhookVerification {
    return { ok: false, reason: 'the sandbox gateway sends no webhooks' };
  }

  /** A sandbox payment for its pages, or null. */
  find(gatewayPaymentId: string): Promise<SandboxPaymentRow | null> {
    return this.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, gatewayPaymentId))
      .limit(1)
      .then(([row]) => row ?? null);
  }

  /**
   * The test payer's decision: approve or decline a payment still waiting (pending or in
   * review), or put one in review back to pending. An expired charge can no longer be paid:
   * approving it cancels it as expired, as the real one would. Returns the row as it is now
   * (unchanged when it was already decided), or null when there is no such payment.
   */
  async decide(
    gatewayPaymentId: string,
    decision: SandboxDecision,
  ): Promise<SandboxPaymentRow | null> {
    const row = await this.find(gatewayPaymentId);
    if (!row) return null;
    const now = this.now();
    const expired = row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();
    const next = expired && decision === 'approved' ? 'expired' : decision;
    const values = {
      approved: {
        status: 'approved' satisfies MercadoPagoStatus,
        statusDetail: 'accredited',
        transactionId:
          row.kind === 'card' ? String(randomInt(100_000, 999_999)) : newEndToEndId(now),
      },
      rejected: {
        status: 'rejected' satisfies MercadoPagoStatus,
        statusDetail: row.kind === 'card' ? 'cc_rejected_other_reason' : 'rejected_by_bank',
      },
      pending: {
        status: 'pending' satisfies MercadoPagoStatus,
        statusDetail: 'pending_waiting_payment',
      },
      expired: { status: 'cancelled' satisfies MercadoPagoStatus, statusDetail: 'expired' },
    }[next];
    const from = next === 'pending' ? ['in_process'] : ['pending', 'in_process'];
    const [updated] = await this.db
      .update(sandboxPayments)
      .set(values)
      .where(and(eq(sandboxPayments.id, gatewayPaymentId), inArray(sandboxPayments.status, from)))
      .returning();
    return updated ?? row;
  }

  /**
   * The browser tokenizer's stand-in: checks the card as a gateway would, keeps only what a
   * saved card may keep (brand, last four, holder, expiry) and answers a single-use token.
   * The number and CVV go no further than this function.
   */
  async tokenizeCard(userId: string, card: SandboxCardDetails): Promise<SandboxTokenResult> {
    const now = this.now();
    const expiry = `${String(card.expirationMonth).padStart(2, '0')}/${String(
      card.expirationYear % 100,
    ).padStart(2, '0')}`;
    const check = validateCardExpiry(expiry, now);
    if (!check.ok) return { ok: false, field: 'expirationYear', message: check.message };
    const token: SandboxCardToken = {
      id: randomBytes(16).toString('hex'),
      lastFourDigits: lastFour(card.cardNumber),
      brand: getCardBrand(card.cardNumber),
      cardholderName: card.cardholderName,
      expirationMonth: check.month,
      expirationYear: check.year,
      expiresAt: new Date(now.getTime() + SANDBOX_CARD_TOKEN_TTL_MS),
    };
    // Tokens nobody used are of no use to anyone: clear the stale ones as new ones are made.
    await this.db
      .delete(sandboxCardTokens)
      .where(lt(sandboxCardTokens.expiresAt, new Date(now.getTime() - SANDBOX_CARD_TOKEN_TTL_MS)));
    await this.db.insert(sandboxCardTokens).values({
      id: token.id,
      userId,
      brand: token.brand,
      lastFour: token.lastFourDigits,
      cardholderName: token.cardholderName,
      expirationMonth: token.expirationMonth,
      expirationYear: token.expirationYear,
      expiresAt: token.expiresAt,
    });
    return { ok: true, token };
  }

  private async pixCode(
    receiver: PixReceiver,
    amountCents: number,
    reference: string,
  ): Promise<{ qrCode: string; qrCodeBase64: string }> {
    const encoded = encodeBrCode({
      key: receiver.key ?? SANDBOX_PIX_KEY,
      merchantName: receiver.merchantName,
      merchantCity: receiver.merchantCity,
      amountCents,
      txid: txidOf(reference),
    });
    if (!encoded.ok) {
      throw new GatewayError(`cannot build the BR Code: ${encoded.error.field}`, 400);
    }
    const png = await QRCode.toBuffer(encoded.payload, QR_OPTIONS);
    return { qrCode: encoded.payload, qrCodeBase64: png.toString('base64') };
  }

  private async insert(values: typeof sandboxPayments.$inferInsert): Promise<SandboxPaymentRow> {
    const [row] = await this.db.insert(sandboxPayments).values(values).returning();
    if (!row) throw new GatewayError('sandbox insert failed');
    return row;
  }

  private toGatewayPayment(row: SandboxPaymentRow): GatewayPayment {
    const state = mapMercadoPagoStatus(row.status, row.statusDetail);
    return {
      gatewayPaymentId: row.id,
      status: state.status,
      failureReason: state.failureReason,
      rawStatus: row.status,
      statusDetail: row.statusDetail,
      externalReference: row.externalReference,
      amountCents: row.amountCents,
      currency: SHOP_CURRENCY,
      transactionId: row.transactionId,
      qrCode: row.qrCode,
      qrCodeBase64: row.qrCodeBase64,
      ticketUrl: row.kind === 'card' ? null : this.checkoutUrl(row.id),
      cardBrand: row.cardBrand,
      cardLastFour: row.cardLastFour,
    };
  }
}

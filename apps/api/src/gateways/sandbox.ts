import { SHOP_CURRENCY } from '@navalha/core/domain/payments/gateway-amount';
import { randomInt, randomUUID } from 'node:crypto';
import { mapMercadoPagoStatus } from '@navalha/core/domain/payments/gateway-status';
import type { MercadoPagoStatus } from '@navalha/core/domain/payments/gateway-status';
import { getSandboxCardOutcome } from '@navalha/core/domain/payments/sandbox-card-outcome';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sandboxPayments } from '../db/schema/sandbox-payments.js';
import type { SandboxPaymentRow } from '../db/schema/sandbox-payments.js';
import { SandboxLinks } from './sandbox-links.js';
import { SandboxCardTokens } from './sandbox-cards.js';
import type { SandboxCardDetails, SandboxTokenResult } from './sandbox-cards.js';
import { newEndToEndId, sandboxPixCode } from './sandbox-pix.js';
import { GatewayError } from './payment-gateway.js';
import type {
  CreateCardInput,
  CreatePixInput,
  CreatePreferenceInput,
  GatewayPayment,
  GatewayPreference,
  GatewayRefund,
  GatewaySavedCard,
  PaymentGateway,
  SandboxBank,
  SaveCardInput,
  WebhookVerification,
} from './payment-gateway.js';

export { SANDBOX_CARD_TOKEN_TTL_MS } from './sandbox-cards.js';
export type { SandboxCardDetails, SandboxCardToken, SandboxTokenResult } from './sandbox-cards.js';

import type { SandboxDecision } from './sandbox-types.js';

export type { SandboxDecision } from './sandbox-types.js';

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
  readonly collectorId = null;
  private readonly db: Db;
  private readonly now: () => Date;
  /** Its card tokens (sandbox-cards.ts); its PIX codes are built in sandbox-pix.ts. */
  private readonly cards: SandboxCardTokens;
  /** The signed links of its hosted pages (sandbox-links.ts). */
  readonly links: SandboxLinks;

  /** The sandbox is its own test bank (PaymentGateway's capability). */
  get sandbox(): SandboxBank {
    return this;
  }

  constructor(options: SandboxGatewayOptions) {
    this.db = options.db;
    this.now = options.now;
    this.cards = new SandboxCardTokens(options.db, options.now);
    this.links = new SandboxLinks(options.linkSecret, options.publicUrl);
  }

  /** The hosted checkout page of a sandbox payment, signed. */
  checkoutUrl(gatewayPaymentId: string): string {
    return this.links.checkoutUrl(gatewayPaymentId);
  }

  async createPix(input: CreatePixInput): Promise<GatewayPayment> {
    const id = newPaymentId();
    const pix = await sandboxPixCode(input.receiver, input.amountCents, input.reference);
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
    // A saved card is charged as the wallet knows it, with no CVV (decision 034); a new card
    // uses up its single-use token.
    const token = input.savedCard
      ? {
          cardholderName: input.savedCard.holderName ?? '',
          brand: input.savedCard.brand,
          lastFour: input.savedCard.lastFour,
        }
      : await this.cards.claimForPayment(input.token ?? '', input.payer.userId);
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
        ? await sandboxPixCode(input.receiver, input.amountCents, input.reference)
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
   * A card for the wallet, from the tokenizer's record (sandbox-cards.ts): a payment's token is
   * read, as Mercado Pago saves the card of an approved payment.
   */
  saveCard(input: SaveCardInput): Promise<GatewaySavedCard> {
    return this.cards.cardToSave(input);
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

  /** The browser tokenizer's stand-in (sandbox-cards.ts). */
  tokenizeCard(userId: string, card: SandboxCardDetails): Promise<SandboxTokenResult> {
    return this.cards.tokenize(userId, card);
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
      collectorId: null,
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

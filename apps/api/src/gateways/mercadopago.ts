import { GatewayError, CardExpiryError, CardTokenError } from './payment-gateway.js';
import type {
  CreateCardInput,
  CreatePixInput,
  CreatePreferenceInput,
  GatewayCardReference,
  GatewayPayment,
  GatewayPreference,
  GatewayRefund,
  GatewaySavedCard,
  PaymentGateway,
  SaveCardInput,
  WebhookRequest,
  WebhookVerification,
} from './payment-gateway.js';
import { fromCents, toCents } from '@navalha/core/domain/money';
import { z } from 'zod';
import { MercadoPagoClient } from './mercadopago-client.js';
import {
  chargeFields,
  mpCardSchema,
  mpCustomerSchema,
  mpCustomerSearchSchema,
  mpPaymentSchema,
  mpPreferenceSchema,
  mpRefundSchema,
  preferenceBody,
  toGatewayPayment,
  toGatewaySavedCard,
} from './mercadopago-mapping.js';
import type { MpCard, MpCustomer } from './mercadopago-mapping.js';
import { verifyMercadoPagoWebhook } from './mercadopago-webhook.js';

export { WEBHOOK_TOLERANCE_MS } from './mercadopago-webhook.js';

export interface MercadoPagoGatewayOptions {
  accessToken: string;
  webhookSecret: string;
  /** https://api.mercadopago.com, or a local fake server in contract tests. */
  apiUrl: string;
  /** Our public origin: return URLs and the notification URL are absolute. */
  publicUrl: string;
  /** The account's public key (MERCADOPAGO_PUBLIC_KEY), for MercadoPago.js in the browser. */
  publicKey?: string;
  /** A shop's connected account: its Mercado Pago user id, checked on every payment read. */
  collectorId?: string;
  /** The platform's fee on each payment, in basis points (`marketplace_fee`; decision 043). */
  marketplaceFeeBasisPoints?: number;
  fetch?: typeof fetch;
}

/** A customer as found or made for a save, with the cards it already had (null: unknown). */
interface CustomerForSave {
  id: string;
  cardIds: ReadonlySet<string> | null;
}

/**
 * The `mercadopago` gateway: Checkout Pro preferences, PIX and card payments, refunds and
 * cancellations over Mercado Pago's REST API, with a fresh `X-Idempotency-Key` on every create
 * and refund, and webhooks checked against `x-signature` (HMAC-SHA256 with the webhook secret,
 * compared in constant time, stale timestamps refused).
 */
export class MercadoPagoGateway implements PaymentGateway {
  readonly name = 'mercadopago' as const;
  readonly publicKey: string | null;
  readonly collectorId: string | null;
  private readonly feeBasisPoints: number;
  private readonly client: MercadoPagoClient;
  private readonly publicUrl: string;
  private readonly webhookSecret: string;

  constructor(options: MercadoPagoGatewayOptions) {
    this.publicKey = options.publicKey ?? null;
    this.collectorId = options.collectorId ?? null;
    this.feeBasisPoints = options.marketplaceFeeBasisPoints ?? 0;
    this.client = new MercadoPagoClient(options);
    this.publicUrl = options.publicUrl.replace(/\/+$/, '');
    this.webhookSecret = options.webhookSecret;
  }

  async createPix(input: CreatePixInput): Promise<GatewayPayment> {
    const body = {
      ...chargeFields(input, this.notificationUrl(), this.feeBasisPoints),
      payment_method_id: 'pix',
      date_of_expiration: input.expiresAt.toISOString(),
    };
    return toGatewayPayment(
      await this.client.request('POST', '/v1/payments', mpPaymentSchema, body, true),
    );
  }

  async createCard(input: CreateCardInput): Promise<GatewayPayment> {
    // A saved card is paid with the token MercadoPago.js made of it and its CVV, by its
    // customer (decision 034); without that token nothing is asked.
    if (!input.token) throw new CardTokenError();
    const charge = chargeFields(input, this.notificationUrl(), this.feeBasisPoints);
    const body = {
      ...charge,
      ...(input.savedCard?.customerId
        ? { payer: { ...charge.payer, type: 'customer', id: input.savedCard.customerId } }
        : {}),
      token: input.token,
      installments: input.installments,
      ...(input.paymentMethodId ? { payment_method_id: input.paymentMethodId } : {}),
      ...(input.issuerId ? { issuer_id: input.issuerId } : {}),
    };
    try {
      return toGatewayPayment(
        await this.client.request('POST', '/v1/payments', mpPaymentSchema, body, true),
      );
    } catch (error) {
      // A 400 on a card create is almost always the token (used, expired, of another account).
      if (error instanceof GatewayError && error.status === 400) throw new CardTokenError();
      throw error;
    }
  }

  async createPreference(input: CreatePreferenceInput): Promise<GatewayPreference> {
    const body = preferenceBody(
      input,
      { publicUrl: this.publicUrl, notificationUrl: this.notificationUrl() },
      this.feeBasisPoints,
    );
    const preference = await this.client.request(
      'POST',
      '/checkout/preferences',
      mpPreferenceSchema,
      body,
      true,
    );
    return { preferenceId: preference.id, paymentUrl: preference.init_point, payment: null };
  }

  async get(gatewayPaymentId: string): Promise<GatewayPayment> {
    return toGatewayPayment(
      await this.client.request(
        'GET',
        `/v1/payments/${encodeURIComponent(gatewayPaymentId)}`,
        mpPaymentSchema,
      ),
    );
  }

  async refund(gatewayPaymentId: string, amountCents: number): Promise<GatewayRefund> {
    const refund = await this.client.request(
      'POST',
      `/v1/payments/${encodeURIComponent(gatewayPaymentId)}/refunds`,
      mpRefundSchema,
      { amount: fromCents(amountCents) },
      true,
    );
    return {
      refundId: refund.id,
      amountCents: refund.amount == null ? amountCents : toCents(refund.amount),
    };
  }

  async cancel(gatewayPaymentId: string): Promise<void> {
    await this.client.request(
      'PUT',
      `/v1/payments/${encodeURIComponent(gatewayPaymentId)}`,
      mpPaymentSchema,
      { status: 'cancelled' },
    );
  }

  /**
   * Saves a card on the payer's customer (Customers & Cards API): the customer is found by
   * e-mail or made, then `POST /v1/customers/{id}/cards {token}`. The token may be a form's or
   * that of a card payment just approved (Mercado Pago's documented way to keep the card of a
   * first payment). A form's card of another expiry is removed again, unless the customer had
   * it before, and refused.
   */
  async saveCard({ payer, token, from }: SaveCardInput): Promise<GatewaySavedCard> {
    const customer = await this.findOrCreateCustomer(payer.email);
    let card: MpCard;
    try {
      card = await this.client.request(
        'POST',
        `/v1/customers/${encodeURIComponent(customer.id)}/cards`,
        mpCardSchema,
        { token },
        true,
      );
    } catch (error) {
      // A 400 here is the token (used, expired, of another account), as on a card payment.
      if (error instanceof GatewayError && error.status === 400) throw new CardTokenError();
      throw error;
    }
    const saved = toGatewaySavedCard(card, customer.id);
    if (
      from.kind === 'form' &&
      (saved.expirationMonth !== from.expirationMonth ||
        saved.expirationYear !== from.expirationYear)
    ) {
      if (customer.cardIds && !customer.cardIds.has(saved.cardId)) {
        // Best effort: the refusal stands whether or not the card could be removed.
        await this.deleteCard({ customerId: customer.id, cardId: saved.cardId }).catch(
          () => undefined,
        );
      }
      throw new CardExpiryError();
    }
    return saved;
  }

  /** `DELETE /v1/customers/{customer}/cards/{card}`; a card already gone (404) is done. */
  async deleteCard({ customerId, cardId }: GatewayCardReference): Promise<void> {
    try {
      await this.client.request(
        'DELETE',
        `/v1/customers/${encodeURIComponent(customerId)}/cards/${encodeURIComponent(cardId)}`,
        z.unknown(),
      );
    } catch (error) {
      if (error instanceof GatewayError && error.status === 404) return;
      throw error;
    }
  }

  /** Checks a notification's `x-signature` (mercadopago-webhook.ts). */
  verifyWebhook(request: WebhookRequest): WebhookVerification {
    return verifyMercadoPagoWebhook(request, this.webhookSecret);
  }

  /**
   * The payer's customer, by e-mail, made when there is none. Two first saves at once may both
   * make it; Mercado Pago refuses the second ('the customer already exist'), which then finds
   * the first's.
   */
  private async findOrCreateCustomer(email: string): Promise<CustomerForSave> {
    const found = await this.findCustomer(email);
    if (found) return found;
    try {
      const created = await this.client.request(
        'POST',
        '/v1/customers',
        mpCustomerSchema,
        { email },
        true,
      );
      return { id: created.id, cardIds: new Set() };
    } catch (error) {
      if (error instanceof GatewayError && error.status === 400) {
        const raced = await this.findCustomer(email);
        if (raced) return raced;
      }
      throw error;
    }
  }

  private async findCustomer(email: string): Promise<CustomerForSave | null> {
    const page = await this.client.request(
      'GET',
      `/v1/customers/search?email=${encodeURIComponent(email)}`,
      mpCustomerSearchSchema,
    );
    const wanted = email.toLowerCase();
    const customer: MpCustomer | undefined = page.results.find(
      (result) => result.email?.toLowerCase() === wanted,
    );
    if (!customer) return null;
    return {
      id: customer.id,
      cardIds: customer.cards ? new Set(customer.cards.map((card) => card.id)) : null,
    };
  }

  private notificationUrl(): string {
    return `${this.publicUrl}/api/payments/webhooks/mercadopago`;
  }
}

import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { fromCents, toCents } from '@navalha/core/domain/money';
import { mapMercadoPagoStatus } from '@navalha/core/domain/payments/gateway-status';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { toSavedCardBrand } from '@navalha/core/domain/wallet/saved-card';
import { z } from 'zod';
import { CardExpiryError, CardTokenError, GatewayError } from './payment-gateway.js';
import type {
  CreateCardInput,
  CreatePixInput,
  CreatePreferenceInput,
  GatewayCardReference,
  GatewayChargeInput,
  GatewayPayment,
  GatewayPreference,
  GatewayRefund,
  GatewaySavedCard,
  PaymentGateway,
  SaveCardInput,
  WebhookRequest,
  WebhookVerification,
} from './payment-gateway.js';

/** A notification signed longer ago than this (or this far ahead) is refused as a replay. */
export const WEBHOOK_TOLERANCE_MS = 10 * 60_000;
const REQUEST_TIMEOUT_MS = 15_000;

export interface MercadoPagoGatewayOptions {
  accessToken: string;
  webhookSecret: string;
  /** https://api.mercadopago.com, or a local fake server in contract tests. */
  apiUrl: string;
  /** Our public origin: return URLs and the notification URL are absolute. */
  publicUrl: string;
  /** The account's public key (MERCADOPAGO_PUBLIC_KEY), for MercadoPago.js in the browser. */
  publicKey?: string;
  fetch?: typeof fetch;
}

const idSchema = z.union([z.number(), z.string()]).transform(String);

/** The fields of a Mercado Pago payment we read (GET /v1/payments/{id} and creates). */
const mpPaymentSchema = z.looseObject({
  id: idSchema,
  status: z.string(),
  status_detail: z.string().nullish(),
  external_reference: z.string().nullish(),
  transaction_amount: z.number().nullish(),
  currency_id: z.string().nullish(),
  payment_method_id: z.string().nullish(),
  authorization_code: z.string().nullish(),
  card: z.looseObject({ last_four_digits: z.string().nullish() }).nullish(),
  point_of_interaction: z
    .looseObject({
      transaction_data: z
        .looseObject({
          qr_code: z.string().nullish(),
          qr_code_base64: z.string().nullish(),
          ticket_url: z.string().nullish(),
          transaction_id: z.string().nullish(),
        })
        .nullish(),
    })
    .nullish(),
});
type MpPayment = z.infer<typeof mpPaymentSchema>;

const mpPreferenceSchema = z.looseObject({ id: z.string(), init_point: z.string() });

/** A customer (POST /v1/customers, GET /v1/customers/search): its id, e-mail and cards. */
const mpCustomerSchema = z.looseObject({
  id: idSchema,
  email: z.string().nullish(),
  cards: z.array(z.looseObject({ id: idSchema })).nullish(),
});
type MpCustomer = z.infer<typeof mpCustomerSchema>;
const mpCustomerSearchSchema = z.looseObject({ results: z.array(mpCustomerSchema) });

/** A numeric field Mercado Pago sends as a number or a string (the documented examples mix). */
const numberSchema = z.union([z.number(), z.string().regex(/^\d+$/)]).transform(Number);

/** A customer's card (POST /v1/customers/{id}/cards): never its number, only what is shown. */
const mpCardSchema = z.looseObject({
  id: idSchema,
  customer_id: z.string().nullish(),
  expiration_month: numberSchema,
  expiration_year: numberSchema,
  // 5682 in the documented example: a number, so leading zeros are lost.
  last_four_digits: idSchema.transform((digits) => digits.padStart(4, '0')),
  payment_method: z.looseObject({ id: z.string().nullish() }).nullish(),
  cardholder: z.looseObject({ name: z.string().nullish() }).nullish(),
});

/** A customer as found or made for a save, with the cards it already had (null: unknown). */
interface CustomerForSave {
  id: string;
  cardIds: ReadonlySet<string> | null;
}
const mpRefundSchema = z.looseObject({ id: idSchema, amount: z.number().nullish() });

/** Mercado Pago's card ids to the brand a screen shows. */
const brands: Readonly<Record<string, string>> = {
  visa: 'Visa',
  debvisa: 'Visa',
  master: 'Mastercard',
  debmaster: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  debelo: 'Elo',
  hipercard: 'Hipercard',
};

/** Checkout Pro's payment types each of our methods leaves out. */
const excludedTypes: Partial<Record<PaymentMethod, string[]>> = {
  PIX: ['credit_card', 'debit_card', 'ticket', 'prepaid_card', 'atm'],
  CREDIT_CARD: ['debit_card', 'ticket', 'bank_transfer', 'prepaid_card', 'atm'],
  DEBIT_CARD: ['credit_card', 'ticket', 'bank_transfer', 'atm'],
};

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** 'ts=1704908010,v1=618c…' → { ts, v1 }. */
export function parseSignatureHeader(header: string): { ts?: string; v1?: string } {
  const parts: Record<string, string> = {};
  for (const part of header.split(',')) {
    const [key, ...rest] = part.split('=');
    if (key && rest.length > 0) parts[key.trim()] = rest.join('=').trim();
  }
  return { ts: parts.ts, v1: parts.v1 };
}

/**
 * The text Mercado Pago signs: `id:{data.id};request-id:{x-request-id};ts:{ts};`, leaving out
 * any part the notification lacks. An alphanumeric data.id is lower-cased, as documented.
 */
export function buildSignatureManifest(parts: {
  dataId?: string;
  requestId?: string;
  ts: string;
}): string {
  const dataId =
    parts.dataId && /^[a-z0-9]+$/i.test(parts.dataId) ? parts.dataId.toLowerCase() : parts.dataId;
  return (
    (dataId ? `id:${dataId};` : '') +
    (parts.requestId ? `request-id:${parts.requestId};` : '') +
    `ts:${parts.ts};`
  );
}

/** The signature Mercado Pago puts in `x-signature` (v1) for a manifest. */
export function signManifest(manifest: string, secret: string): string {
  return createHmac('sha256', secret).update(manifest).digest('hex');
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function stringOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
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
  private readonly fetch: typeof fetch;
  private readonly apiUrl: string;
  private readonly publicUrl: string;

  constructor(private readonly options: MercadoPagoGatewayOptions) {
    this.publicKey = options.publicKey ?? null;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.apiUrl = options.apiUrl.replace(/\/+$/, '');
    this.publicUrl = options.publicUrl.replace(/\/+$/, '');
  }

  async createPix(input: CreatePixInput): Promise<GatewayPayment> {
    const body = {
      ...this.chargeFields(input),
      payment_method_id: 'pix',
      date_of_expiration: input.expiresAt.toISOString(),
    };
    return this.toGatewayPayment(
      await this.request('POST', '/v1/payments', mpPaymentSchema, body, true),
    );
  }

  async createCard(input: CreateCardInput): Promise<GatewayPayment> {
    const body = {
      ...this.chargeFields(input),
      token: input.token,
      installments: input.installments,
      ...(input.paymentMethodId ? { payment_method_id: input.paymentMethodId } : {}),
      ...(input.issuerId ? { issuer_id: input.issuerId } : {}),
    };
    try {
      return this.toGatewayPayment(
        await this.request('POST', '/v1/payments', mpPaymentSchema, body, true),
      );
    } catch (error) {
      // A 400 on a card create is almost always the token (used, expired, of another account).
      if (error instanceof GatewayError && error.status === 400) throw new CardTokenError();
      throw error;
    }
  }

  async createPreference(input: CreatePreferenceInput): Promise<GatewayPreference> {
    const callback = `${this.publicUrl}/payment/callback`;
    const excluded = excludedTypes[input.method] ?? [];
    const body = {
      items: [
        {
          id: input.externalReference,
          title: input.title,
          description: input.description,
          quantity: 1,
          currency_id: 'BRL',
          unit_price: fromCents(input.amountCents),
        },
      ],
      payer: { email: input.payer.email, name: input.payer.name },
      back_urls: { success: callback, pending: callback, failure: callback },
      auto_return: 'approved',
      external_reference: input.externalReference,
      notification_url: this.notificationUrl(),
      statement_descriptor: 'NAVALHA',
      expires: true,
      expiration_date_to: input.expiresAt.toISOString(),
      metadata: { payment_id: input.reference },
      payment_methods: {
        excluded_payment_types: excluded.map((id) => ({ id })),
        installments: input.method === 'CREDIT_CARD' ? 12 : 1,
      },
    };
    const preference = await this.request(
      'POST',
      '/checkout/preferences',
      mpPreferenceSchema,
      body,
      true,
    );
    return { preferenceId: preference.id, paymentUrl: preference.init_point, payment: null };
  }

  async get(gatewayPaymentId: string): Promise<GatewayPayment> {
    return this.toGatewayPayment(
      await this.request(
        'GET',
        `/v1/payments/${encodeURIComponent(gatewayPaymentId)}`,
        mpPaymentSchema,
      ),
    );
  }

  async refund(gatewayPaymentId: string, amountCents: number): Promise<GatewayRefund> {
    const refund = await this.request(
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
    await this.request(
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
    let card: z.infer<typeof mpCardSchema>;
    try {
      card = await this.request(
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
    const saved: GatewaySavedCard = {
      cardId: card.id,
      customerId: card.customer_id ?? customer.id,
      brand: toSavedCardBrand(card.payment_method?.id),
      lastFour: card.last_four_digits,
      holderName: card.cardholder?.name?.trim() || null,
      expirationMonth: card.expiration_month,
      expirationYear: card.expiration_year,
    };
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
      await this.request(
        'DELETE',
        `/v1/customers/${encodeURIComponent(customerId)}/cards/${encodeURIComponent(cardId)}`,
        z.unknown(),
      );
    } catch (error) {
      if (error instanceof GatewayError && error.status === 404) return;
      throw error;
    }
  }

  /**
   * Checks a notification's `x-signature` (`ts=…,v1=…`): v1 must be the HMAC-SHA256, with the
   * webhook secret, of `id:{data.id};request-id:{x-request-id};ts:{ts};` (data.id from the
   * query string, as Mercado Pago signs it, else from the body), and ts within
   * WEBHOOK_TOLERANCE_MS of now (seconds or milliseconds).
   */
  verifyWebhook({ headers, query, body, now }: WebhookRequest): WebhookVerification {
    const signature = firstHeader(headers['x-signature']);
    const requestId = firstHeader(headers['x-request-id']);
    if (!signature) return { ok: false, reason: 'missing x-signature' };
    const { ts, v1 } = parseSignatureHeader(signature);
    if (!ts || !/^\d{1,16}$/.test(ts) || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) {
      return { ok: false, reason: 'malformed x-signature' };
    }
    const payload = asRecord(body);
    const data = asRecord(payload.data);
    const dataId = stringOf(query['data.id']) ?? stringOf(data.id);
    const manifest = buildSignatureManifest({
      ts,
      ...(dataId ? { dataId } : {}),
      ...(requestId ? { requestId } : {}),
    });
    const expected = Buffer.from(signManifest(manifest, this.options.webhookSecret), 'hex');
    const given = Buffer.from(v1, 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return { ok: false, reason: 'signature mismatch' };
    }
    const signedAt = ts.length <= 11 ? Number(ts) * 1000 : Number(ts);
    if (Math.abs(now.getTime() - signedAt) > WEBHOOK_TOLERANCE_MS) {
      return { ok: false, reason: 'stale signature' };
    }
    const type =
      stringOf(payload.type) ?? stringOf(query.type) ?? stringOf(query.topic) ?? 'unknown';
    const eventId = stringOf(payload.id) ?? requestId ?? `${type}:${dataId ?? ''}:${ts}`;
    return { ok: true, eventId, type, gatewayPaymentId: dataId ?? null };
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
      const created = await this.request(
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
    const page = await this.request(
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

  private chargeFields(input: GatewayChargeInput) {
    const [firstName = '', ...rest] = input.payer.name.trim().split(/\s+/);
    return {
      transaction_amount: fromCents(input.amountCents),
      description: input.title,
      external_reference: input.externalReference,
      notification_url: this.notificationUrl(),
      statement_descriptor: 'NAVALHA',
      metadata: { payment_id: input.reference },
      payer: { email: input.payer.email, first_name: firstName, last_name: rest.join(' ') },
    };
  }

  private async request<T extends z.ZodType>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    schema: T,
    body?: unknown,
    idempotent = false,
  ): Promise<z.infer<T>> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.options.accessToken}`,
      accept: 'application/json',
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    // A fresh key per request: a retry of ours is a new attempt; Mercado Pago's own retries of
    // this request (same key) are deduplicated on its side.
    if (idempotent) headers['x-idempotency-key'] = randomUUID();
    // Errors name the path without its query: a customer search carries the payer's e-mail.
    const shown = path.split('?')[0] ?? path;
    let response: Response;
    try {
      response = await this.fetch(`${this.apiUrl}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayError(`Mercado Pago ${method} ${shown} failed`, undefined, { cause: error });
    }
    const text = await response.text();
    if (!response.ok) {
      throw new GatewayError(
        `Mercado Pago ${method} ${shown} answered ${response.status}: ${text.slice(0, 200)}`,
        response.status,
      );
    }
    let json: unknown;
    try {
      json = text === '' ? null : JSON.parse(text);
    } catch (error) {
      throw new GatewayError(`Mercado Pago ${method} ${shown}: not JSON`, response.status, {
        cause: error,
      });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new GatewayError(`Mercado Pago ${method} ${shown}: unexpected body`, response.status, {
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  private toGatewayPayment(payment: MpPayment): GatewayPayment {
    const state = mapMercadoPagoStatus(payment.status, payment.status_detail);
    const transaction = payment.point_of_interaction?.transaction_data;
    const methodId = payment.payment_method_id ?? null;
    return {
      gatewayPaymentId: payment.id,
      status: state.status,
      failureReason: state.failureReason,
      rawStatus: payment.status,
      statusDetail: payment.status_detail ?? null,
      externalReference: payment.external_reference ?? null,
      amountCents: payment.transaction_amount == null ? null : toCents(payment.transaction_amount),
      currency: payment.currency_id ?? null,
      transactionId: transaction?.transaction_id ?? payment.authorization_code ?? null,
      qrCode: transaction?.qr_code ?? null,
      qrCodeBase64: transaction?.qr_code_base64 ?? null,
      ticketUrl: transaction?.ticket_url ?? null,
      cardBrand: methodId && methodId !== 'pix' ? (brands[methodId] ?? methodId) : null,
      cardLastFour: payment.card?.last_four_digits ?? null,
    };
  }
}

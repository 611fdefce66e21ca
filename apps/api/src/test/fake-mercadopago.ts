import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cardOutcomes, customerCardJson } from './fake-mercadopago-cards.js';
import type { FakeCard } from './fake-mercadopago-cards.js';

export type { FakeCard } from './fake-mercadopago-cards.js';

/** A request the fake received, as sent. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown> | null;
}

type Json = Record<string, unknown>;

export const FAKE_ACCESS_TOKEN = 'TEST-0000000000000000-000000-fake';
/** The install's own account (FAKE_ACCESS_TOKEN): its payments' `collector_id`. */
export const FAKE_COLLECTOR_ID = 1_234_567_890;
/** The platform's application at the fake (MERCADOPAGO_CLIENT_ID / _SECRET). */
export const FAKE_CLIENT_ID = '6295877106812064';
export const FAKE_CLIENT_SECRET = 'fake-client-secret';

/** A seller who authorized the platform's application (Mercado Pago's OAuth for sellers). */
export interface FakeSeller {
  userId: number;
  nickname: string;
  email: string;
}

/**
 * A local stand-in for api.mercadopago.com answering with the payload shapes of Mercado Pago's
 * documentation (payments, PIX point_of_interaction, Checkout Pro preferences, refunds,
 * customers and their cards), for contract tests: it records every request and refuses one
 * without the Bearer token, and any POST without `X-Idempotency-Key`.
 */
export class FakeMercadoPago {
  readonly requests: RecordedRequest[] = [];
  private readonly payments = new Map<string, Json>();
  private readonly customers = new Map<string, Json>();
  /** Tokens MercadoPago.js made, by id: the card, and whether a customer card used it. */
  private readonly cardTokens = new Map<string, { card: FakeCard; savedAsCard: boolean }>();
  /** Saved cards by card id, and the customer a saved card's CVV token must be paid by. */
  private readonly savedCards = new Map<string, { customerId: string; card: FakeCard }>();
  private readonly savedCardPayers = new Map<string, string>();
  private nextCardId = 1_562_188_766_000;
  private readonly server: Server;
  private nextId = 1_319_000_000;
  /** When set, every request answers this status (an outage). */
  failWith: number | null = null;
  /** Payments whose next refund answers 500 once (a gateway hiccup mid-way through refunds). */
  readonly failNextRefundOf = new Set<string>();
  /** Each access token's account (collector id); the install's own token is FAKE_COLLECTOR_ID. */
  private readonly accounts = new Map<string, number>([[FAKE_ACCESS_TOKEN, FAKE_COLLECTOR_ID]]);
  /** Live refresh tokens, and the codes sellers' authorizations returned. */
  private readonly refreshTokens = new Map<string, FakeSeller>();
  private readonly codes = new Map<string, FakeSeller>();
  private readonly sellers = new Map<number, FakeSeller>();
  /** Every pair /oauth/token issued, in order (what the API must store only encrypted). */
  readonly issuedTokens: { accessToken: string; refreshToken: string; userId: number }[] = [];
  /** How long the access tokens /oauth/token issues last (Mercado Pago: 180 days). */
  tokenLifetimeSeconds = 15_552_000;
  /** Checkout Pro preferences by id, as created (their `collector_id` is the token's account). */
  readonly preferences = new Map<string, Json>();
  /**
   * Where a preference's `init_point` leads: Mercado Pago's checkout, or a local checkout page
   * when one serves the fake (fake-mercadopago-site.ts).
   */
  checkoutPageUrl = 'https://www.mercadopago.com.br/checkout/v1/redirect';

  constructor() {
    this.server = createServer((request, response) => {
      void this.handle(request, response);
    });
  }

  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    return this.url;
  }

  /** Where it listens, once started. */
  get url(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve, reject) =>
      this.server.close((error) => (error ? reject(error) : resolve())),
    );
  }

  /**
   * The seller signs in at Mercado Pago and authorizes the platform: the code Mercado Pago
   * sends back to the redirect URI.
   */
  authorize(seller: FakeSeller): string {
    this.sellers.set(seller.userId, seller);
    const code = `TG-${randomUUID().replace(/-/g, '')}-${seller.userId}`;
    this.codes.set(code, seller);
    return code;
  }

  /** Whether an access token works (it was issued and not replaced by a refresh). */
  isLiveToken(token: string): boolean {
    return this.accounts.has(token);
  }

  /** The requests made with a token (what a shop's payments were made with). */
  requestsWith(token: string): RecordedRequest[] {
    return this.requests.filter((request) => request.headers.authorization === `Bearer ${token}`);
  }

  payment(id: string): Json | undefined {
    return this.payments.get(id);
  }

  /** The payer acts at Mercado Pago's side (pays the PIX, the review ends …). */
  setStatus(id: string, status: string, statusDetail: string): void {
    const payment = this.payments.get(id);
    if (!payment) throw new Error(`no fake payment ${id}`);
    payment.status = status;
    payment.status_detail = statusDetail;
    payment.date_last_updated = new Date().toISOString();
  }

  /**
   * What `mp.createCardToken` does in the browser: a single-use token for the card. Its id
   * starts with the holder's name, so a test name (APRO, FUND …) decides a payment made with it.
   */
  tokenizeCard(card: FakeCard): string {
    const id = `${card.cardholderName}${randomUUID().replace(/-/g, '')}`;
    this.cardTokens.set(id, { card, savedAsCard: false });
    return id;
  }

  /**
   * What `mp.createCardToken({ cardId, securityCode })` does for a saved card: a token good only
   * for a payment whose payer is that card's customer (Mercado Pago's saved-card payment).
   */
  tokenizeSavedCard(cardId: string): string {
    const saved = this.savedCards.get(cardId);
    if (!saved) throw new Error(`no fake saved card ${cardId}`);
    const id = `${saved.card.cardholderName}${randomUUID().replace(/-/g, '')}`;
    this.cardTokens.set(id, { card: saved.card, savedAsCard: true });
    this.savedCardPayers.set(id, saved.customerId);
    return id;
  }

  customer(id: string): Json | undefined {
    return this.customers.get(id);
  }

  /** Customers with this e-mail (Mercado Pago keeps one per e-mail). */
  customersByEmail(email: string): Json[] {
    return [...this.customers.values()].filter(
      (customer) => String(customer.email).toLowerCase() === email.toLowerCase(),
    );
  }

  /**
   * A payment made through a Checkout Pro preference (Mercado Pago creates it on pay), into
   * the install's account or a seller's (`collectorId`).
   */
  createCheckoutPayment(
    externalReference: string,
    amount: number,
    status = 'approved',
    collectorId: number = FAKE_COLLECTOR_ID,
  ): string {
    const payment = this.newPayment({
      collector_id: collectorId,
      transaction_amount: amount,
      external_reference: externalReference,
      payment_method_id: 'pix',
      payment_type_id: 'bank_transfer',
      status,
      status_detail: status === 'approved' ? 'accredited' : 'pending_waiting_transfer',
    });
    return String(payment.id);
  }

  private newPayment(fields: Json): Json {
    const id = this.nextId++;
    const now = new Date().toISOString();
    const payment: Json = {
      id,
      date_created: now,
      date_approved: null,
      date_last_updated: now,
      money_release_date: null,
      operation_type: 'regular_payment',
      issuer_id: null,
      payment_method_id: null,
      payment_type_id: null,
      status: 'pending',
      status_detail: 'pending_waiting_transfer',
      currency_id: 'BRL',
      description: null,
      live_mode: false,
      collector_id: 1_234_567_890,
      payer: { id: null, email: null, identification: { type: null, number: null } },
      metadata: {},
      transaction_amount: 0,
      transaction_amount_refunded: 0,
      installments: 1,
      transaction_details: {
        net_received_amount: 0,
        total_paid_amount: 0,
        installment_amount: 0,
      },
      captured: true,
      binary_mode: false,
      external_reference: null,
      point_of_interaction: null,
      card: {},
      ...fields,
    };
    this.payments.set(String(id), payment);
    return payment;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = text ? (JSON.parse(text) as Json) : null;
    const method = request.method ?? 'GET';
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    this.requests.push({ method, path, headers: request.headers, body });

    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    const badRequest = (message: string) =>
      send(400, { message, error: 'bad_request', status: 400, cause: [] });
    const customerError = (code: number, description: string) =>
      send(400, {
        message: description,
        error: 'bad_request',
        status: 400,
        cause: [{ code: String(code), description }],
      });

    if (this.failWith) return send(this.failWith, { message: 'internal_error', status: 500 });
    if (method === 'POST' && path === '/oauth/token') return this.oauthToken(body, send);
    const bearer = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    const collector = this.accounts.get(bearer);
    if (collector === undefined) {
      return send(401, { message: 'invalid access token', error: 'unauthorized', status: 401 });
    }
    if (method === 'GET' && path === '/users/me') {
      const seller = this.sellers.get(collector);
      return send(200, {
        id: collector,
        nickname: seller?.nickname ?? 'NAVALHA',
        email: seller?.email ?? 'pagamentos@navalha.dev',
        site_id: 'MLB',
      });
    }
    // A payment of another account is not found with this token, as at Mercado Pago.
    const paymentPath = /^\/v1\/payments\/([^/]+)/.exec(path);
    if (paymentPath) {
      const target = this.payments.get(paymentPath[1] ?? '');
      if (target && Number(target.collector_id) !== collector) {
        return send(404, { message: 'Payment not found', error: 'not_found' });
      }
    }
    const needsKey = method === 'POST';
    if (needsKey && !request.headers['x-idempotency-key']) {
      return badRequest('Header X-Idempotency-Key can not be null');
    }

    if (method === 'POST' && path === '/checkout/preferences') {
      const id = `1234567890-${randomUUID()}`;
      const preference: Json = {
        id,
        collector_id: collector,
        client_id: FAKE_CLIENT_ID,
        ...(body?.marketplace_fee === undefined ? {} : { marketplace_fee: body.marketplace_fee }),
        date_created: new Date().toISOString(),
        items: body?.items,
        payer: body?.payer,
        back_urls: body?.back_urls,
        auto_return: body?.auto_return,
        external_reference: body?.external_reference,
        notification_url: body?.notification_url,
        init_point: `${this.checkoutPageUrl}?pref_id=${id}`,
        sandbox_init_point: `https://sandbox.mercadopago.com.br/checkout/v1/redirect?pref_id=${id}`,
      };
      this.preferences.set(id, preference);
      return send(201, preference);
    }

    if (method === 'POST' && path === '/v1/payments') {
      if (body?.payment_method_id === 'pix') {
        const payment = this.newPayment({
          collector_id: collector,
          ...(body.marketplace_fee === undefined ? {} : { marketplace_fee: body.marketplace_fee }),
          transaction_amount: body.transaction_amount,
          description: body.description,
          external_reference: body.external_reference,
          payer: body.payer,
          metadata: body.metadata,
          payment_method_id: 'pix',
          payment_type_id: 'bank_transfer',
          date_of_expiration: body.date_of_expiration,
        });
        payment.point_of_interaction = {
          type: 'PIX',
          sub_type: null,
          application_data: { name: 'NAME_SDK', version: 'VERSION_NUMBER' },
          transaction_data: {
            qr_code_base64: 'iVBORw0KGgoAAAANSUhEUgAABRQAAAUUCAYAAACu5p7oAAAgAElEQVR4',
            qr_code: `00020126580014br.gov.bcb.pix0136fake-${String(payment.id)}5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304ABCD`,
            ticket_url: `https://www.mercadopago.com.br/payments/${String(payment.id)}/ticket?caller_id=1&hash=abc`,
            transaction_id: null,
          },
        };
        return send(201, payment);
      }
      const token = String(body?.token ?? '');
      const outcome = Object.entries(cardOutcomes).find(([name]) => token.includes(name))?.[1];
      if (!outcome) return badRequest('Invalid card token');
      const [status, statusDetail] = outcome;
      const customerId = this.savedCardPayers.get(token);
      const payer = body?.payer as Json | undefined;
      if (customerId && (payer?.type !== 'customer' || payer.id !== customerId)) {
        return badRequest('Invalid users involved');
      }
      const tokenized = this.cardTokens.get(token)?.card;
      const payment = this.newPayment({
        collector_id: collector,
        ...(body?.marketplace_fee === undefined ? {} : { marketplace_fee: body.marketplace_fee }),
        transaction_amount: body?.transaction_amount,
        description: body?.description,
        external_reference: body?.external_reference,
        installments: body?.installments,
        payer: body?.payer,
        metadata: body?.metadata,
        payment_method_id: body?.payment_method_id ?? 'master',
        payment_type_id: 'credit_card',
        status,
        status_detail: statusDetail,
        authorization_code: status === 'approved' ? '301299' : null,
        card: tokenized
          ? {
              first_six_digits: tokenized.number.slice(0, 6),
              last_four_digits: tokenized.number.slice(-4),
              expiration_month: tokenized.expirationMonth,
              expiration_year: tokenized.expirationYear,
              cardholder: { name: tokenized.cardholderName },
            }
          : {
              first_six_digits: '503143',
              last_four_digits: '6351',
              expiration_month: 11,
              expiration_year: 2030,
              cardholder: { name: token.slice(0, 4) },
            },
      });
      return send(201, payment);
    }

    if (method === 'GET' && path === '/v1/customers/search') {
      const email = new URL(request.url ?? '/', 'http://fake').searchParams.get('email') ?? '';
      const results = this.customersByEmail(email);
      return send(200, { paging: { limit: 10, offset: 0, total: results.length }, results });
    }

    if (method === 'POST' && path === '/v1/customers') {
      const email = typeof body?.email === 'string' ? body.email : '';
      if (!/^[^@\s]+@[^@\s]+$/.test(email))
        return customerError(106, 'the email format is invalid.');
      if (this.customersByEmail(email).length > 0) {
        return customerError(101, 'the customer already exist.');
      }
      const now = new Date().toISOString();
      const customer: Json = {
        id: `${1_234_567_890}-${randomUUID().replace(/-/g, '').slice(0, 14)}`,
        email,
        first_name: body?.first_name ?? null,
        last_name: body?.last_name ?? null,
        phone: { area_code: null, number: null },
        identification: { type: null, number: null },
        address: { id: null, zip_code: null, street_name: null, street_number: null },
        date_registered: null,
        description: null,
        date_created: now,
        date_last_updated: now,
        metadata: {},
        default_card: null,
        default_address: null,
        cards: [],
        addresses: [],
        live_mode: false,
      };
      this.customers.set(String(customer.id), customer);
      return send(201, customer);
    }

    const cards = /^\/v1\/customers\/([^/]+)\/cards$/.exec(path);
    if (method === 'POST' && cards) {
      const customer = this.customers.get(decodeURIComponent(cards[1] ?? ''));
      if (!customer) return send(404, { message: 'customer not found', error: 'not_found' });
      const entry = this.cardTokens.get(String(body?.token ?? ''));
      if (!entry || entry.savedAsCard) {
        return send(400, {
          message: 'invalid card token',
          error: 'bad_request',
          status: 400,
          cause: [{ code: '122', description: 'the card data is invalid.' }],
        });
      }
      entry.savedAsCard = true;
      const { card } = entry;
      const saved = customerCardJson(card, this.nextCardId++, String(customer.id));
      (customer.cards as Json[]).push(saved);
      this.savedCards.set(String(saved.id), { customerId: String(customer.id), card });
      return send(200, saved);
    }

    const oneCard = /^\/v1\/customers\/([^/]+)\/cards\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && oneCard) {
      const customer = this.customers.get(decodeURIComponent(oneCard[1] ?? ''));
      const list = (customer?.cards ?? []) as Json[];
      const index = list.findIndex((card) => String(card.id) === oneCard[2]);
      if (index < 0) return send(404, { message: 'card not found', error: 'not_found' });
      const [removed] = list.splice(index, 1);
      return send(200, removed);
    }

    const refund = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(path);
    if (method === 'POST' && refund) {
      const payment = this.payments.get(refund[1] ?? '');
      if (!payment) return send(404, { message: 'Payment not found', status: 404 });
      if (payment.status !== 'approved') return badRequest('Invalid status for refund');
      if (this.failNextRefundOf.delete(refund[1] ?? '')) {
        return send(500, { message: 'internal_error', status: 500 });
      }
      const amount = Number(body?.amount ?? payment.transaction_amount);
      const refunded = Number(payment.transaction_amount_refunded) + amount;
      payment.transaction_amount_refunded = refunded;
      if (refunded >= Number(payment.transaction_amount)) {
        payment.status = 'refunded';
        payment.status_detail = 'refunded';
      } else {
        payment.status_detail = 'partially_refunded';
      }
      return send(201, {
        id: this.nextId++,
        payment_id: payment.id,
        amount,
        metadata: {},
        source: { id: '1234567890', name: 'Navalha', type: 'collector' },
        date_created: new Date().toISOString(),
        unique_sequence_number: null,
        refund_mode: 'standard',
        adjustment_amount: 0,
        status: 'approved',
        reason: null,
      });
    }

    const one = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (one) {
      const payment = this.payments.get(one[1] ?? '');
      if (!payment) return send(404, { message: 'Payment not found', error: 'not_found' });
      if (method === 'GET') return send(200, payment);
      if (method === 'PUT') {
        if (body?.status !== 'cancelled') return badRequest('Invalid status');
        if (payment.status !== 'pending' && payment.status !== 'in_process') {
          return badRequest('Payment cannot be cancelled');
        }
        payment.status = 'cancelled';
        payment.status_detail = 'by_collector';
        return send(200, payment);
      }
    }
    return send(404, { message: 'resource not found', status: 404 });
  }

  /**
   * `POST /oauth/token` as documented for marketplaces: the application's id and secret, then
   * `grant_type=authorization_code` (a code, once, with its redirect URI) or `refresh_token` (a
   * live refresh token, which is spent: the new pair replaces the old one).
   */
  private oauthToken(body: Json | null, send: (status: number, payload: unknown) => void): void {
    const refuse = (message: string) =>
      send(400, { message, error: 'invalid_grant', status: 400, cause: [] });
    if (body?.client_id !== FAKE_CLIENT_ID || body.client_secret !== FAKE_CLIENT_SECRET) {
      return send(401, { message: 'invalid client', error: 'invalid_client', status: 401 });
    }
    let seller: FakeSeller | undefined;
    if (body.grant_type === 'authorization_code') {
      seller = this.codes.get(String(body.code));
      if (!seller || typeof body.redirect_uri !== 'string') return refuse('invalid code');
      this.codes.delete(String(body.code));
    } else if (body.grant_type === 'refresh_token') {
      seller = this.refreshTokens.get(String(body.refresh_token));
      if (!seller) return refuse('invalid refresh_token');
      this.refreshTokens.delete(String(body.refresh_token));
      // The access tokens issued before for this seller stop working.
      for (const [token, account] of this.accounts) {
        if (account === seller.userId) this.accounts.delete(token);
      }
    } else {
      return refuse('unsupported grant_type');
    }
    const accessToken = `APP_USR-${seller.userId}-${randomUUID().replace(/-/g, '')}`;
    const refreshToken = `TG-${randomUUID().replace(/-/g, '')}`;
    this.accounts.set(accessToken, seller.userId);
    this.refreshTokens.set(refreshToken, seller);
    this.issuedTokens.push({ accessToken, refreshToken, userId: seller.userId });
    return send(200, {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: this.tokenLifetimeSeconds,
      scope: 'offline_access payments read write',
      user_id: seller.userId,
      refresh_token: refreshToken,
      public_key: `APP_USR-${seller.userId}-public-key`,
      live_mode: false,
    });
  }
}

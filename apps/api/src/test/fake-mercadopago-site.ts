import { createHmac, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FAKE_CLIENT_ID } from './fake-mercadopago.js';
import type { FakeMercadoPago, FakeSeller } from './fake-mercadopago.js';

type Json = Record<string, unknown>;

/** A payment notice the site sent to a preference's `notification_url`, and the answer. */
export interface SentNotice {
  url: string;
  paymentId: string;
  userId: number;
  status: number;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

const brl = (amount: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(amount);

/**
 * The browser side of a {@link FakeMercadoPago}, for end-to-end journeys: the sellers'
 * authorization page of Mercado Pago's OAuth (auth.mercadopago.com.br/authorization: the seller
 * names the account and allows, and is sent to `redirect_uri` with `code` and `state`), and
 * Checkout Pro's page (the preference's `init_point`: the payer pays by PIX, the payment is made
 * in the preference's account, a signed notice goes to its `notification_url`, and the browser
 * returns to `back_urls.success` with Mercado Pago's query parameters). Under `/__fake/` it
 * tells a test what the API received (each request's token) and which tokens it issued.
 */
export class FakeMercadoPagoSite {
  readonly notices: SentNotice[] = [];
  private readonly server: Server;
  private nextSellerId = 2_100_000_001;

  constructor(
    private readonly fake: FakeMercadoPago,
    private readonly webhookSecret: string,
  ) {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(String(error));
      });
    });
  }

  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.fake.checkoutPageUrl = `${this.url}/checkout/v1/redirect`;
    return this.url;
  }

  get url(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve, reject) =>
      this.server.close((error) => (error ? reject(error) : resolve())),
    );
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    const form = request.method === 'POST' ? await readForm(request) : new URLSearchParams();
    const html = (status: number, title: string, body: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page(title, body));
    };
    const json = (payload: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    const redirect = (to: string) => {
      response.writeHead(302, { location: to });
      response.end();
    };
    const route = `${request.method ?? 'GET'} ${url.pathname}`;

    if (route === 'GET /authorization') {
      const query = url.searchParams;
      const redirectUri = query.get('redirect_uri') ?? '';
      if (
        query.get('client_id') !== FAKE_CLIENT_ID ||
        query.get('response_type') !== 'code' ||
        !URL.canParse(redirectUri)
      ) {
        return html(400, 'Aplicação inválida', '<p>client_id ou redirect_uri inválidos.</p>');
      }
      return html(
        200,
        'Autorizar acesso à sua conta do Mercado Pago',
        `<form method="post" action="/authorization">
          <input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
          <input type="hidden" name="state" value="${escapeHtml(query.get('state') ?? '')}">
          <label>Nome da conta <input name="nickname" required></label>
          <label>E-mail da conta <input name="email" type="email" required></label>
          <button type="submit">Permitir</button>
        </form>`,
      );
    }
    if (route === 'POST /authorization') {
      const seller: FakeSeller = {
        userId: this.nextSellerId++,
        nickname: form.get('nickname') ?? '',
        email: form.get('email') ?? '',
      };
      const back = new URL(form.get('redirect_uri') ?? '');
      back.searchParams.set('code', this.fake.authorize(seller));
      back.searchParams.set('state', form.get('state') ?? '');
      return redirect(back.toString());
    }

    if (route === 'GET /checkout/v1/redirect') {
      const id = url.searchParams.get('pref_id') ?? '';
      const preference = this.fake.preferences.get(id);
      if (!preference) return html(404, 'Pagamento não encontrado', '<p>Link inválido.</p>');
      return html(
        200,
        'Mercado Pago',
        `<p>${escapeHtml(itemTitle(preference))}</p>
        <p>Total: ${escapeHtml(brl(amountOf(preference)))}</p>
        <form method="post" action="/checkout/v1/pay">
          <input type="hidden" name="pref_id" value="${escapeHtml(id)}">
          <button type="submit">Pagar com PIX</button>
        </form>`,
      );
    }
    if (route === 'POST /checkout/v1/pay') {
      const id = form.get('pref_id') ?? '';
      const preference = this.fake.preferences.get(id);
      if (!preference) return html(404, 'Pagamento não encontrado', '<p>Link inválido.</p>');
      return redirect(await this.pay(id, preference));
    }

    if (route === 'GET /__fake/requests') {
      return json(
        this.fake.requests.map((recorded) => ({
          method: recorded.method,
          path: recorded.path,
          token: (recorded.headers.authorization ?? '').replace(/^Bearer /, ''),
          body: recorded.body,
        })),
      );
    }
    if (route === 'GET /__fake/tokens') return json(this.fake.issuedTokens);
    if (route === 'GET /__fake/notices') return json(this.notices);
    return html(404, 'Página não encontrada', '');
  }

  /**
   * The payer pays the preference by PIX: the payment, approved, in the preference's account;
   * its notice; and where the browser returns to.
   */
  private async pay(preferenceId: string, preference: Json): Promise<string> {
    const collector = Number(preference.collector_id);
    const reference = String(preference.external_reference ?? '');
    const paymentId = this.fake.createCheckoutPayment(
      reference,
      amountOf(preference),
      'approved',
      collector,
    );
    const payment = this.fake.payment(paymentId);
    if (payment) {
      payment.description = itemTitle(preference);
      payment.metadata = preference.metadata ?? {};
      payment.date_approved = new Date().toISOString();
      if (preference.marketplace_fee !== undefined) {
        payment.marketplace_fee = preference.marketplace_fee;
      }
    }
    if (typeof preference.notification_url === 'string') {
      await this.notify(preference.notification_url, paymentId, collector);
    }
    const backUrls = (preference.back_urls ?? {}) as Json;
    const back = new URL(String(backUrls.success));
    const query = {
      collection_id: paymentId,
      collection_status: 'approved',
      payment_id: paymentId,
      status: 'approved',
      external_reference: reference,
      payment_type: 'bank_transfer',
      merchant_order_id: 'null',
      preference_id: preferenceId,
      site_id: 'MLB',
      processing_mode: 'aggregator',
      merchant_account_id: 'null',
    };
    for (const [key, value] of Object.entries(query)) back.searchParams.set(key, value);
    return back.toString();
  }

  /** A payment notice as Mercado Pago sends it: `?data.id=&type=payment`, signed `x-signature`. */
  private async notify(notificationUrl: string, paymentId: string, userId: number): Promise<void> {
    const url = new URL(notificationUrl);
    url.searchParams.set('data.id', paymentId);
    url.searchParams.set('type', 'payment');
    const requestId = randomUUID();
    const ts = String(Math.floor(Date.now() / 1000));
    const v1 = createHmac('sha256', this.webhookSecret)
      .update(`id:${paymentId};request-id:${requestId};ts:${ts};`)
      .digest('hex');
    const answer = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature': `ts=${ts},v1=${v1}`,
        'x-request-id': requestId,
      },
      body: JSON.stringify({
        action: 'payment.created',
        api_version: 'v1',
        data: { id: paymentId },
        date_created: new Date().toISOString(),
        id: Math.floor(Math.random() * 1e12),
        live_mode: false,
        type: 'payment',
        user_id: userId,
      }),
    });
    this.notices.push({ url: url.toString(), paymentId, userId, status: answer.status });
  }
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function items(preference: Json): Json[] {
  return Array.isArray(preference.items) ? (preference.items as Json[]) : [];
}

function itemTitle(preference: Json): string {
  return String(items(preference)[0]?.title ?? '');
}

/** The preference's total: each item's `unit_price` × `quantity`. */
function amountOf(preference: Json): number {
  const cents = items(preference).reduce(
    (sum, item) => sum + Math.round(Number(item.unit_price) * 100) * Number(item.quantity ?? 1),
    0,
  );
  return cents / 100;
}

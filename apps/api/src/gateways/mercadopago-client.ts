import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { GatewayError } from './payment-gateway.js';

const REQUEST_TIMEOUT_MS = 15_000;

export interface MercadoPagoClientOptions {
  /** The bearer token; null for OAuth's own token endpoint, which takes the app's secret. */
  accessToken: string | null;
  /** https://api.mercadopago.com, or a local fake server in contract tests. */
  apiUrl: string;
  fetch?: typeof fetch;
}

/**
 * Mercado Pago's REST API over fetch: the bearer token, a fresh `X-Idempotency-Key` on each
 * create and refund, a timeout, and every answer checked against the schema of what we read.
 * Every failure is a GatewayError naming the method and path (without the query).
 */
export class MercadoPagoClient {
  private readonly fetch: typeof fetch;
  private readonly apiUrl: string;
  private readonly accessToken: string | null;

  constructor(options: MercadoPagoClientOptions) {
    this.accessToken = options.accessToken;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.apiUrl = options.apiUrl.replace(/\/+$/, '');
  }

  async request<T extends z.ZodType>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    schema: T,
    body?: unknown,
    idempotent = false,
  ): Promise<z.infer<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.accessToken) headers.authorization = `Bearer ${this.accessToken}`;
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
}

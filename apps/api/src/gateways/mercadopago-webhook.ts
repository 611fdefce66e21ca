import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WebhookRequest, WebhookVerification } from './payment-gateway.js';

/** A notification signed longer ago than this (or this far ahead) is refused as a replay. */
export const WEBHOOK_TOLERANCE_MS = 10 * 60_000;

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

/**
 * Checks a notification's `x-signature` (`ts=…,v1=…`): v1 must be the HMAC-SHA256, with the
 * webhook secret, of `id:{data.id};request-id:{x-request-id};ts:{ts};` (data.id from the
 * query string, as Mercado Pago signs it, else from the body), and ts within
 * WEBHOOK_TOLERANCE_MS of now (seconds or milliseconds).
 */
export function verifyMercadoPagoWebhook(
  { headers, query, body, now }: WebhookRequest,
  webhookSecret: string,
): WebhookVerification {
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
  const expected = Buffer.from(signManifest(manifest, webhookSecret), 'hex');
  const given = Buffer.from(v1, 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'signature mismatch' };
  }
  const signedAt = ts.length <= 11 ? Number(ts) * 1000 : Number(ts);
  if (Math.abs(now.getTime() - signedAt) > WEBHOOK_TOLERANCE_MS) {
    return { ok: false, reason: 'stale signature' };
  }
  const type = stringOf(payload.type) ?? stringOf(query.type) ?? stringOf(query.topic) ?? 'unknown';
  const eventId = stringOf(payload.id) ?? requestId ?? `${type}:${dataId ?? ''}:${ts}`;
  return { ok: true, eventId, type, gatewayPaymentId: dataId ?? null };
}

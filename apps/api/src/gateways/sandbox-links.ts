import { createHmac, timingSafeEqual } from 'node:crypto';
import { SANDBOX_SIGNATURE_PARAM } from '@navalha/core/domain/payments/sandbox-links';
import type { SandboxDecision } from './sandbox-types.js';

/** Sandbox payment ids are digits, like Mercado Pago's. */
const SANDBOX_ID = /^\d{1,20}$/;
/** base64url of a SHA-256 HMAC. */
const SIGNATURE = /^[\w-]{43}$/;

/**
 * The signed links of the sandbox's hosted pages. Each payment has one signature,
 * HMAC-SHA256(key, 'sandbox-payment:' + id), where the key is derived from the server's secret
 * (JWT_SECRET) for this purpose alone. The checkout link (the payment's `paymentUrl`), the bank
 * page and its approve/decline actions all carry it: whoever holds the payment's link may pay
 * it, as with Mercado Pago's, and a guessed or altered id or signature opens nothing.
 */
export class SandboxLinks {
  private readonly key: Buffer;
  private readonly base: string;

  constructor(secret: string, publicUrl: string | undefined) {
    this.key = createHmac('sha256', secret).update('navalha sandbox payment links').digest();
    this.base = (publicUrl ?? '').replace(/\/+$/, '');
  }

  private signature(id: string): string {
    return createHmac('sha256', this.key).update(`sandbox-payment:${id}`).digest('base64url');
  }

  /** Whether `signature` is this payment's own (constant-time). */
  verify(id: string, signature: unknown): boolean {
    if (!SANDBOX_ID.test(id) || typeof signature !== 'string' || !SIGNATURE.test(signature)) {
      return false;
    }
    return timingSafeEqual(Buffer.from(signature), Buffer.from(this.signature(id)));
  }

  private signed(path: string, id: string): string {
    return `${path}?${SANDBOX_SIGNATURE_PARAM}=${this.signature(id)}`;
  }

  /** The hosted checkout page (the payment's `paymentUrl`), absolute when PUBLIC_URL is set. */
  checkoutUrl(id: string): string {
    return this.signed(`${this.base}/api/payments/sandbox/checkout/${id}`, id);
  }

  /** The "bank app" page, where the payer approves or declines. */
  bankUrl(id: string): string {
    return this.signed(`${this.base}/api/payments/sandbox/bank/${id}`, id);
  }

  /** The bank page's form action for a decision. */
  decisionUrl(id: string, decision: Exclude<SandboxDecision, 'pending'>): string {
    const action = decision === 'approved' ? 'approve' : 'decline';
    return this.signed(`/api/payments/sandbox/bank/${id}/${action}`, id);
  }
}

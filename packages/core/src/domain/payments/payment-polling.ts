/** How often a payment page asks for the payment's status (spec §9: every 5 s). */
export const PAYMENT_POLL_INTERVAL_MS = 5_000;
/** How long the PIX page keeps asking before it gives up (spec §9: 10 minutes). */
export const PIX_POLL_MAX_DURATION_MS = 10 * 60_000;
/** Every this many checks the PIX page asks the gateway itself (spec §4 "PIX page"). */
export const PIX_SYNC_EVERY = 3;
/** Wait after a confirmed PIX before leaving for the confirmation page (spec §9: 2 s). */
export const PIX_CONFIRMED_REDIRECT_MS = 2_000;
/** How long the toast saying polling stopped stays up (spec §4: 5 s). */
export const POLL_TIMEOUT_TOAST_MS = 5_000;

/**
 * Whether the `check`-th status check (1 for the first, made at once) should force a sync with
 * the gateway rather than read the stored status: every `syncEvery`-th one, so checks 3, 6, 9 …
 * at 10 s, 25 s, 40 s … (spec §4: every third attempt). `syncEvery` 0 never syncs.
 */
export function isSyncCheck(check: number, syncEvery: number = PIX_SYNC_EVERY): boolean {
  return syncEvery > 0 && check > 0 && check % syncEvery === 0;
}

/** What a status check means for the page that waits for the payment. */
export type PaymentPollOutcome = 'paid' | 'failed' | 'waiting';

/**
 * Reads a payment status for a waiting page (spec §4 "Pending page", "PIX page"): COMPLETED
 * (and PAID, which an older gateway answer uses) is paid; FAILED is failed, and so is a
 * CANCELLED attempt (its code expired or another attempt replaced it), since it will never be
 * paid; REFUNDED is paid and given back, so nothing is awaited. Anything else is still waiting.
 */
export function getPaymentPollOutcome(status: string | null | undefined): PaymentPollOutcome {
  switch (status?.trim().toUpperCase()) {
    case 'COMPLETED':
    case 'PAID':
      return 'paid';
    case 'FAILED':
    case 'CANCELLED':
    case 'REFUNDED':
      return 'failed';
    default:
      return 'waiting';
  }
}

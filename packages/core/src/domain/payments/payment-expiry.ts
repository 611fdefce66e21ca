/**
 * How long a booking waits for its online payment (issue 5): a PIX code, a hosted checkout or
 * a card attempt left unpaid this long is cancelled by the expiry sweep, and a PIX booking with
 * nothing paid after this long from its creation expires, freeing its slot.
 */
export const PAYMENT_WINDOW_MINUTES = 30;

const MS_PER_MINUTE = 60_000;

/** When a payment created at `createdAt` stops being payable: 10:00 → 10:30. */
export function getPaymentExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + PAYMENT_WINDOW_MINUTES * MS_PER_MINUTE);
}

/**
 * The creation time before which an unpaid PIX booking has expired at `now` (10:31 → 10:01):
 * a booking made at 10:00 is expired by a sweep at 10:30 and kept by one at 10:29.
 */
export function getUnpaidBookingCutoff(now: Date): Date {
  return new Date(now.getTime() - PAYMENT_WINDOW_MINUTES * MS_PER_MINUTE);
}

/** Whether a payment with this expiry can no longer be paid at `now` (null: never expires). */
export function isPaymentExpired(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}

import { describe, expect, it } from 'vitest';
import {
  getPaymentExpiry,
  getUnpaidBookingCutoff,
  isPaymentExpired,
  PAYMENT_WINDOW_MINUTES,
} from './payment-expiry.js';

const tenOClock = new Date('2026-05-04T13:00:00Z');

describe('payment expiry', () => {
  it('gives an online payment 30 minutes', () => {
    expect(PAYMENT_WINDOW_MINUTES).toBe(30);
    expect(getPaymentExpiry(tenOClock).toISOString()).toBe('2026-05-04T13:30:00.000Z');
  });

  it('expires at the 30th minute, not a moment before', () => {
    const expiresAt = getPaymentExpiry(tenOClock);
    expect(isPaymentExpired(expiresAt, new Date('2026-05-04T13:29:59.999Z'))).toBe(false);
    expect(isPaymentExpired(expiresAt, new Date('2026-05-04T13:30:00Z'))).toBe(true);
  });

  it('never expires a payment without a deadline (cash at the shop)', () => {
    expect(isPaymentExpired(null, new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });

  it('cuts unpaid bookings made 30 minutes before now', () => {
    expect(getUnpaidBookingCutoff(new Date('2026-05-04T13:31:00Z')).toISOString()).toBe(
      '2026-05-04T13:01:00.000Z',
    );
  });
});

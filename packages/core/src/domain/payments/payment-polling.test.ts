import { describe, expect, it } from 'vitest';
import { getPaymentPollOutcome, isSyncCheck } from './payment-polling.js';

describe('isSyncCheck', () => {
  it('syncs with the gateway on every third check, the first one reading the stored status', () => {
    const checks = Array.from({ length: 9 }, (_, index) => isSyncCheck(index + 1));
    expect(checks).toEqual([false, false, true, false, false, true, false, false, true]);
  });

  it('takes another rhythm, or none', () => {
    expect(isSyncCheck(2, 2)).toBe(true);
    expect(isSyncCheck(3, 0)).toBe(false);
    expect(isSyncCheck(0)).toBe(false);
  });
});

describe('getPaymentPollOutcome', () => {
  it('reads COMPLETED and PAID as paid', () => {
    expect(getPaymentPollOutcome('COMPLETED')).toBe('paid');
    expect(getPaymentPollOutcome('PAID')).toBe('paid');
    expect(getPaymentPollOutcome('completed')).toBe('paid');
  });

  it('reads an attempt that can no longer be paid as failed', () => {
    expect(getPaymentPollOutcome('FAILED')).toBe('failed');
    expect(getPaymentPollOutcome('CANCELLED')).toBe('failed');
    expect(getPaymentPollOutcome('REFUNDED')).toBe('failed');
  });

  it('keeps waiting otherwise', () => {
    expect(getPaymentPollOutcome('PENDING')).toBe('waiting');
    expect(getPaymentPollOutcome('PROCESSING')).toBe('waiting');
    expect(getPaymentPollOutcome(null)).toBe('waiting');
  });
});

import { describe, expect, it } from 'vitest';
import { getEmailRetryDelayMs, isDeliverableEmail, MAX_EMAIL_ATTEMPTS } from './email-retry.js';

describe('e-mail retries', () => {
  it('waits longer after each failure, then gives up', () => {
    const minutes = [1, 2, 3, 4, 5].map((attempts) => getEmailRetryDelayMs(attempts)! / 60_000);
    expect(minutes).toEqual([1, 5, 15, 60, 180]);
    expect(getEmailRetryDelayMs(MAX_EMAIL_ATTEMPTS)).toBeNull();
    expect(() => getEmailRetryDelayMs(0)).toThrow(RangeError);
  });

  it('never mails a reserved .invalid address', () => {
    expect(isDeliverableEmail('cliente@navalha.dev')).toBe(true);
    expect(isDeliverableEmail('removido-123@navalha.invalid')).toBe(false);
    expect(isDeliverableEmail('x@invalid')).toBe(false);
    expect(isDeliverableEmail('sem-arroba')).toBe(false);
  });
});

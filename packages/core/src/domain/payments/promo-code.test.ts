import { describe, expect, it } from 'vitest';
import { isPromoCodeUsable } from './promo-code.js';
import type { PromoCodeTerms } from './promo-code.js';

const open: PromoCodeTerms = {
  isActive: true,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  timesUsed: 0,
};
const now = new Date('2026-05-31T23:59:00Z');

describe('isPromoCodeUsable', () => {
  it('accepts an active code without limits', () => {
    expect(isPromoCodeUsable(open, now)).toBe(true);
  });

  it('refuses an inactive code', () => {
    expect(isPromoCodeUsable({ ...open, isActive: false }, now)).toBe(false);
  });

  it('counts validUntil as the first instant it no longer works', () => {
    const code = { ...open, validUntil: new Date('2026-06-01T00:00:00Z') };
    expect(isPromoCodeUsable(code, now)).toBe(true);
    expect(isPromoCodeUsable(code, new Date('2026-06-01T00:00:00Z'))).toBe(false);
  });

  it('counts validFrom as the first instant it works', () => {
    const code = { ...open, validFrom: now };
    expect(isPromoCodeUsable(code, now)).toBe(true);
    expect(isPromoCodeUsable(code, new Date(now.getTime() - 1))).toBe(false);
  });

  it('refuses a code with no uses left', () => {
    expect(isPromoCodeUsable({ ...open, maxUses: 100, timesUsed: 99 }, now)).toBe(true);
    expect(isPromoCodeUsable({ ...open, maxUses: 100, timesUsed: 100 }, now)).toBe(false);
  });
});

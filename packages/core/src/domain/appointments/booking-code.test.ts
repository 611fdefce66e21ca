import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_CODE_ALPHABET, getBookingCode } from './booking-code.js';

describe('getBookingCode', () => {
  it('gives the same six unambiguous characters for the same booking', () => {
    const id = '3f2a9c1e-7b4d-4e5f-8a6b-1c2d3e4f5a6b';
    expect(getBookingCode(id)).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    expect(getBookingCode(id)).toBe(getBookingCode(id));
  });

  it('never uses a character read two ways', () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        const code = getBookingCode(id);
        expect(code).toHaveLength(6);
        expect(code).not.toMatch(/[01ILO]/);
        for (const char of code) expect(BOOKING_CODE_ALPHABET).toContain(char);
      }),
    );
  });

  it('tells apart bookings whose ids differ in one character', () => {
    expect(getBookingCode('3f2a9c1e-7b4d-4e5f-8a6b-1c2d3e4f5a6b')).not.toBe(
      getBookingCode('3f2a9c1e-7b4d-4e5f-8a6b-1c2d3e4f5a6c'),
    );
  });

  it('spreads a thousand bookings over a thousand codes', () => {
    const ids = Array.from(
      { length: 1000 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    expect(new Set(ids.map(getBookingCode)).size).toBe(1000);
  });
});

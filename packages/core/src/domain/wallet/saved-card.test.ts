import { describe, expect, it } from 'vitest';
import { parseCardExpiryDate, toCardExpiryDate, toSavedCardBrand } from './saved-card.js';

describe('saved card expiry', () => {
  it('writes the first day of the expiry month', () => {
    expect(toCardExpiryDate(8, 2029)).toBe('2029-08-01');
    expect(toCardExpiryDate(12, 2031)).toBe('2031-12-01');
  });

  it('refuses months and years no card has', () => {
    expect(() => toCardExpiryDate(0, 2029)).toThrow(RangeError);
    expect(() => toCardExpiryDate(13, 2029)).toThrow(RangeError);
    expect(() => toCardExpiryDate(8, 29)).toThrow(RangeError);
  });

  it('reads an expiry date back, and nothing else', () => {
    expect(parseCardExpiryDate('2029-08-01')).toEqual({ month: 8, year: 2029 });
    expect(parseCardExpiryDate('2029-08-15')).toBeNull();
    expect(parseCardExpiryDate('2029-13-01')).toBeNull();
    expect(parseCardExpiryDate('08/29')).toBeNull();
  });
});

describe('toSavedCardBrand', () => {
  it('keeps the brands of spec §3 and maps Mercado Pago ids', () => {
    expect(toSavedCardBrand('Visa')).toBe('Visa');
    expect(toSavedCardBrand('American Express')).toBe('American Express');
    expect(toSavedCardBrand('master')).toBe('Mastercard');
    expect(toSavedCardBrand('debvisa')).toBe('Visa');
    expect(toSavedCardBrand('amex')).toBe('American Express');
  });

  it('calls anything else Other', () => {
    expect(toSavedCardBrand('elo')).toBe('Other');
    expect(toSavedCardBrand(null)).toBe('Other');
    expect(toSavedCardBrand('')).toBe('Other');
  });
});

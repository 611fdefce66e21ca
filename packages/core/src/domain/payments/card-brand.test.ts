import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getCardBrand, guessCardLabel, lastFour, maskCardNumber } from './card-brand.js';

describe('getCardBrand', () => {
  it('reads Visa from a leading 4', () => {
    expect(getCardBrand('4235 6477 2802 5682')).toBe('Visa');
    expect(getCardBrand('4')).toBe('Visa');
  });

  it('reads Mastercard from 51 to 55 only', () => {
    for (const prefix of ['51', '52', '53', '54', '55']) {
      expect(getCardBrand(`${prefix}00 0000 0000 0000`)).toBe('Mastercard');
    }
    expect(getCardBrand('5031 4332 1540 6351')).toBe('Other');
    expect(getCardBrand('5600 0000 0000 0000')).toBe('Other');
  });

  it('reads American Express from 34 and 37', () => {
    expect(getCardBrand('3753 651535 56885')).toBe('American Express');
    expect(getCardBrand('341111111111111')).toBe('American Express');
    expect(getCardBrand('3600 0000 0000 00')).toBe('Other');
  });

  it('calls anything else Other', () => {
    expect(getCardBrand('5067 7667 8388 8311')).toBe('Other');
    expect(getCardBrand('')).toBe('Other');
  });
});

describe('guessCardLabel', () => {
  it('guesses the label from the first digit', () => {
    expect(guessCardLabel('4')).toBe('Visa');
    expect(guessCardLabel('5031')).toBe('Mastercard');
    expect(guessCardLabel('6062')).toBe('Elo');
    expect(guessCardLabel('3753')).toBe('Amex');
    expect(guessCardLabel('1234')).toBe('Cartão');
    expect(guessCardLabel('')).toBe('Cartão');
  });
});

describe('maskCardNumber', () => {
  it('groups digits in fours as they are typed', () => {
    expect(maskCardNumber('4')).toBe('4');
    expect(maskCardNumber('4235')).toBe('4235');
    expect(maskCardNumber('42356')).toBe('4235 6');
    expect(maskCardNumber('4235647728025682')).toBe('4235 6477 2802 5682');
  });

  it('drops everything but digits and stops at 16 digits', () => {
    expect(maskCardNumber('4235-6477 2802.5682 999')).toBe('4235 6477 2802 5682');
    expect(maskCardNumber('abc')).toBe('');
  });

  it('never exceeds 19 characters and keeps the digits it was given', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const masked = maskCardNumber(value);
        expect(masked.length).toBeLessThanOrEqual(19);
        expect(masked.replace(/ /g, '')).toBe(value.replace(/\D/g, '').slice(0, 16));
        expect(maskCardNumber(masked)).toBe(masked);
      }),
    );
  });
});

describe('lastFour', () => {
  it('keeps the last four digits', () => {
    expect(lastFour('4235 6477 2802 5682')).toBe('5682');
    expect(lastFour('3753 651535 56885')).toBe('6885');
    expect(lastFour('12')).toBe('12');
  });
});

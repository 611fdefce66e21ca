import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBRL, fromCents, percentOf, percentToBasisPoints, toCents } from './money.js';

const NBSP = '\u00a0';
/** Up to R$ 100 bilhões: far beyond any booking, well inside exact float territory. */
const cents = fc.integer({ min: -10_000_000_000_000, max: 10_000_000_000_000 });

describe('toCents', () => {
  it('converts BRL to integer centavos', () => {
    expect(toCents(45)).toBe(4500);
    expect(toCents(45.5)).toBe(4550);
    expect(toCents(0.01)).toBe(1);
    expect(toCents(0)).toBe(0);
  });

  it('rounds half away from zero on the decimal the number spells', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(1.004)).toBe(100);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(0.125)).toBe(13);
  });

  it('ignores float noise', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.1 * 3)).toBe(330);
  });

  it('never returns negative zero', () => {
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
    expect(Object.is(toCents(-1e-9), 0)).toBe(true);
  });

  it('rejects NaN, Infinity and unsafe amounts', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toCents(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
    expect(() => toCents(1e21)).toThrow(RangeError);
    expect(() => toCents(1e15)).toThrow(RangeError);
  });

  it('round-trips every amount of centavos', () => {
    fc.assert(fc.property(cents, (value) => toCents(fromCents(value)) === value));
  });

  it('adds BRL amounts without float drift', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100_000_00 }), { maxLength: 30 }), (items) => {
        const brlSum = items.reduce((sum, item) => sum + fromCents(item), 0);
        const centsSum = items.reduce((sum, item) => sum + item, 0);
        expect(toCents(brlSum)).toBe(centsSum);
      }),
    );
  });
});

describe('fromCents', () => {
  it('gives BRL with at most 2 decimals', () => {
    expect(fromCents(4500)).toBe(45);
    expect(fromCents(4550)).toBe(45.5);
    expect(fromCents(1)).toBe(0.01);
    expect(fromCents(-199)).toBe(-1.99);
  });

  it('prints as the 2-decimal amount it stands for', () => {
    fc.assert(
      fc.property(cents, (value) => {
        expect(fromCents(value).toFixed(2)).toBe(
          `${value < 0 ? '-' : ''}${Math.trunc(Math.abs(value) / 100)}.${String(Math.abs(value) % 100).padStart(2, '0')}`,
        );
      }),
    );
  });

  it('rejects fractions of a centavo', () => {
    expect(() => fromCents(1.5)).toThrow(RangeError);
    expect(() => fromCents(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatBRL', () => {
  it('formats pt-BR currency with a non-breaking space', () => {
    expect(formatBRL(4500)).toBe(`R$${NBSP}45,00`);
    expect(formatBRL(123450)).toBe(`R$${NBSP}1.234,50`);
    expect(formatBRL(5)).toBe(`R$${NBSP}0,05`);
    expect(formatBRL(0)).toBe(`R$${NBSP}0,00`);
  });

  it('puts the minus sign before the symbol', () => {
    expect(formatBRL(-1990)).toBe(`-R$${NBSP}19,90`);
  });
});

describe('percentOf', () => {
  it('takes basis points of an amount', () => {
    expect(percentOf(10_000, 840)).toBe(840);
    expect(percentOf(4500, 1000)).toBe(450);
    expect(percentOf(4500, 0)).toBe(0);
    expect(percentOf(4500, 10_000)).toBe(4500);
  });

  it('rounds half-up to the centavo', () => {
    expect(percentOf(25, 840)).toBe(2); // 2.1
    expect(percentOf(5, 1000)).toBe(1); // 0.5
    expect(percentOf(4, 1000)).toBe(0); // 0.4
    expect(percentOf(150, 100)).toBe(2); // 1.5
    expect(percentOf(-5, 1000)).toBe(-1);
  });

  it('stays within half a centavo of the exact value', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 10_000 }), (amount, basisPoints) => {
        const result = percentOf(amount, basisPoints);
        expect(Number.isSafeInteger(result)).toBe(true);
        // |result·10000 − amount·bp| ≤ 5000, checked exactly in BigInt.
        const error = BigInt(result) * 10_000n - BigInt(amount) * BigInt(basisPoints);
        expect(error <= 5000n && error >= -5000n).toBe(true);
      }),
    );
  });

  it('rejects fractional or negative basis points', () => {
    expect(() => percentOf(100, 8.4)).toThrow(RangeError);
    expect(() => percentOf(100, -1)).toThrow(RangeError);
    expect(() => percentOf(0.5, 100)).toThrow(RangeError);
  });
});

describe('percentToBasisPoints', () => {
  it('converts percentages to basis points', () => {
    expect(percentToBasisPoints(10)).toBe(1000);
    expect(percentToBasisPoints(8.4)).toBe(840);
    expect(percentToBasisPoints(0)).toBe(0);
    expect(percentToBasisPoints(100)).toBe(10_000);
  });

  it('rejects values outside 0–100 or finer than 2 decimals', () => {
    expect(() => percentToBasisPoints(-1)).toThrow(RangeError);
    expect(() => percentToBasisPoints(100.01)).toThrow(RangeError);
    expect(() => percentToBasisPoints(12.345)).toThrow(RangeError);
    expect(() => percentToBasisPoints(Number.NaN)).toThrow(RangeError);
  });
});

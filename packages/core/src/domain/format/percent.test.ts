import { describe, expect, it } from 'vitest';
import { formatBasisPoints, formatPercent } from './percent.js';

describe('formatPercent', () => {
  it('writes pt-BR percentages with 0 to 1 decimals', () => {
    expect(formatPercent(0.123)).toBe('12,3%');
    expect(formatPercent(0.1)).toBe('10%');
    expect(formatPercent(0.12345)).toBe('12,3%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(1)).toBe('100%');
  });

  it('rejects NaN and Infinity', () => {
    expect(() => formatPercent(Number.NaN)).toThrow(RangeError);
    expect(() => formatPercent(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatBasisPoints', () => {
  it('writes basis points as pt-BR percentages with up to 2 decimals', () => {
    expect(formatBasisPoints(375)).toBe('3,75%');
    expect(formatBasisPoints(250)).toBe('2,5%');
    expect(formatBasisPoints(0)).toBe('0%');
    expect(formatBasisPoints(5000)).toBe('50%');
  });
});

import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent.js';

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

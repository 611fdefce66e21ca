import { describe, expect, it } from 'vitest';
import { formatDecimalInput, parseDecimalInput } from '@navalha/core/domain/format/decimal-input';
import { parseIntegerInput } from './integer-input';

describe('parseDecimalInput', () => {
  it('reads Brazilian and plain decimals', () => {
    expect(parseDecimalInput('45,50')).toBe(45.5);
    expect(parseDecimalInput('R$ 1.234,56')).toBe(1234.56);
    expect(parseDecimalInput('8.4')).toBe(8.4);
    expect(parseDecimalInput('8,4%')).toBe(8.4);
  });

  it('tells empty from invalid', () => {
    expect(parseDecimalInput('  ')).toBeUndefined();
    expect(parseDecimalInput('abc')).toBeNaN();
    expect(parseDecimalInput('1,2,3')).toBeNaN();
  });
});

describe('parseIntegerInput', () => {
  it('reads whole numbers only', () => {
    expect(parseIntegerInput('30')).toBe(30);
    expect(parseIntegerInput('')).toBeUndefined();
    expect(parseIntegerInput('2.5')).toBeNaN();
  });
});

describe('formatDecimalInput', () => {
  it('writes a comma and two decimals', () => {
    expect(formatDecimalInput(45.5)).toBe('45,50');
  });
});

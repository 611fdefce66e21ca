import { describe, expect, it } from 'vitest';
import { formatDecimalInput, parseDecimalInput } from './decimal-input.js';

describe('parseDecimalInput', () => {
  it('reads pt-BR amounts with a comma, thousands dots and a currency sign', () => {
    expect(parseDecimalInput('45,50')).toBe(45.5);
    expect(parseDecimalInput('R$ 1.234,5')).toBe(1234.5);
    expect(parseDecimalInput('45')).toBe(45);
  });

  it('gives undefined for an empty field and NaN for text that is no number', () => {
    expect(parseDecimalInput('  ')).toBeUndefined();
    expect(parseDecimalInput('quarenta')).toBeNaN();
  });
});

describe('formatDecimalInput', () => {
  it('writes two decimals with a comma', () => {
    expect(formatDecimalInput(45.5)).toBe('45,50');
  });
});

import { describe, expect, it } from 'vitest';
import { formatAmountInput, parseAmountInput } from './money-input';

describe('the deposit amount field', () => {
  it('reads digits as a bank app does, the last two being the centavos', () => {
    expect(parseAmountInput('5')).toBe(5);
    expect(parseAmountInput('50')).toBe(50);
    expect(parseAmountInput('5000')).toBe(5000);
    expect(parseAmountInput('1.234,56')).toBe(123456);
  });

  it('drops what is not a digit, leading zeros, and digits past nine', () => {
    expect(parseAmountInput('')).toBe(0);
    expect(parseAmountInput('R$ -0,0a5')).toBe(5);
    expect(parseAmountInput('0,00')).toBe(0);
    expect(parseAmountInput('12345678901')).toBe(123456789);
  });

  it('shows pt-BR money, and nothing for zero', () => {
    expect(formatAmountInput(5)).toBe('0,05');
    expect(formatAmountInput(5000)).toBe('50,00');
    expect(formatAmountInput(500000)).toBe('5.000,00');
    expect(formatAmountInput(0)).toBe('');
  });

  it('erases one digit at a time with backspace', () => {
    // '50,00' with its last character deleted.
    expect(formatAmountInput(parseAmountInput('50,0'))).toBe('5,00');
    expect(formatAmountInput(parseAmountInput('0,0'))).toBe('');
  });
});

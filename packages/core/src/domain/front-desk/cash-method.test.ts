import { describe, expect, it } from 'vitest';
import { formatBRL } from '../money.js';
import {
  describeCashDifference,
  getCashDifference,
  getCashMethod,
  getCashMethodLabel,
} from './cash-method.js';

describe('getCashMethod', () => {
  it('places what the desk took by what it recorded', () => {
    expect(getCashMethod({ receivedWith: 'cash', method: 'CASH' })).toBe('CASH');
    expect(getCashMethod({ receivedWith: 'pix', method: 'CASH' })).toBe('PIX');
    expect(getCashMethod({ receivedWith: 'card', method: 'CREDIT_CARD' })).toBe('CARD');
    // A booking chosen as PIX in the app but paid on the shop's card machine.
    expect(getCashMethod({ receivedWith: 'card', method: 'PIX' })).toBe('CARD');
  });
  it('counts the wallet apart from the app', () => {
    expect(getCashMethod({ receivedWith: null, method: 'WALLET' })).toBe('WALLET');
  });
  it('counts PIX and cards paid in the app as app', () => {
    expect(getCashMethod({ receivedWith: null, method: 'PIX' })).toBe('APP');
    expect(getCashMethod({ receivedWith: null, method: 'CREDIT_CARD' })).toBe('APP');
    expect(getCashMethod({ receivedWith: null, method: 'DEBIT_CARD' })).toBe('APP');
  });
  it('keeps a cash booking confirmed without a recorded kind in cash', () => {
    expect(getCashMethod({ receivedWith: null, method: 'CASH' })).toBe('CASH');
  });
});

describe('getCashMethodLabel', () => {
  it.each([
    ['CASH', 'Dinheiro'],
    ['PIX', 'PIX'],
    ['CARD', 'Cartão'],
    ['WALLET', 'Carteira'],
    ['APP', 'App'],
  ] as const)('names %s %j', (method, label) => expect(getCashMethodLabel(method)).toBe(label));
});

describe('the drawer difference', () => {
  it('is counted minus expected', () => {
    expect(getCashDifference(10_000, 9_500)).toBe(500);
    expect(getCashDifference(9_000, 9_500)).toBe(-500);
  });
  it('reads as over, short or right', () => {
    expect(describeCashDifference(0, formatBRL)).toBe('Caixa confere');
    expect(describeCashDifference(500, formatBRL)).toBe('Sobra de R$\u00a05,00');
    expect(describeCashDifference(-1250, formatBRL)).toBe('Falta de R$\u00a012,50');
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkDepositAmount,
  depositAmountMessages,
  MAX_DEPOSIT_CENTS,
  WALLET_CACHE_MS,
  WALLET_RECENT_TRANSACTIONS,
  WALLET_SHOWN_METHODS,
} from './wallet-limits.js';

describe('deposit limits', () => {
  it('accepts one centavo up to R$ 5.000,00', () => {
    expect(checkDepositAmount(1)).toBeNull();
    expect(checkDepositAmount(10_000)).toBeNull();
    expect(checkDepositAmount(MAX_DEPOSIT_CENTS)).toBeNull();
    expect(MAX_DEPOSIT_CENTS).toBe(500_000);
  });

  it('refuses zero, negative, fractional and larger amounts with a pt-BR reason', () => {
    expect(checkDepositAmount(0)).toBe(depositAmountMessages.tooSmall);
    expect(checkDepositAmount(-100)).toBe(depositAmountMessages.tooSmall);
    expect(checkDepositAmount(10.5)).toBe(depositAmountMessages.invalid);
    expect(checkDepositAmount(MAX_DEPOSIT_CENTS + 1)).toBe(depositAmountMessages.tooLarge);
    expect(depositAmountMessages.tooLarge).toBe('O valor máximo por depósito é R$\u00a05.000,00');
  });

  it('keeps the screen constants of spec §9', () => {
    expect(WALLET_RECENT_TRANSACTIONS).toBe(5);
    expect(WALLET_SHOWN_METHODS).toBe(2);
    expect(WALLET_CACHE_MS).toBe(30_000);
  });
});

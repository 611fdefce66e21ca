import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyWalletMovement,
  getSignedAmount,
  getWalletDirection,
  getWalletTransactionDescription,
  sumLedger,
  walletTransactionTypes,
} from './wallet-ledger.js';
import type { WalletTransactionType } from './wallet-ledger.js';

describe('wallet ledger', () => {
  it('tells deposits and refunds (credits) from booking payments (debits)', () => {
    expect(getWalletDirection('deposit')).toBe('credit');
    expect(getWalletDirection('refund')).toBe('credit');
    expect(getWalletDirection('payment')).toBe('debit');
    expect(getSignedAmount('deposit', 10_000)).toBe(10_000);
    expect(getSignedAmount('payment', 4_500)).toBe(-4_500);
    expect(getSignedAmount('refund', 4_455)).toBe(4_455);
  });

  it('describes each movement in pt-BR', () => {
    expect(getWalletTransactionDescription('deposit')).toBe('Depósito via PIX');
    expect(getWalletTransactionDescription('payment')).toBe('Pagamento de agendamento');
    expect(getWalletTransactionDescription('refund')).toBe('Estorno de agendamento cancelado');
  });

  it('refuses zero, negative and fractional movements', () => {
    expect(() => getSignedAmount('deposit', 0)).toThrow(RangeError);
    expect(() => getSignedAmount('payment', -1)).toThrow(RangeError);
    expect(() => getSignedAmount('refund', 1.5)).toThrow(RangeError);
  });

  it('never lets a debit take the balance below zero', () => {
    expect(applyWalletMovement(10_000, 'payment', 4_500)).toBe(5_500);
    expect(applyWalletMovement(4_500, 'payment', 4_500)).toBe(0);
    expect(applyWalletMovement(4_000, 'payment', 4_500)).toBeNull();
    expect(applyWalletMovement(0, 'deposit', 1)).toBe(1);
  });

  it('adds a ledger up to the balance its movements leave', () => {
    expect(
      sumLedger([
        { type: 'deposit', amount: 10_000 },
        { type: 'payment', amount: 4_500 },
        { type: 'refund', amount: 4_455 },
      ]),
    ).toBe(9_955);
    expect(sumLedger([])).toBe(0);
  });

  it('keeps the running balance equal to the ledger sum, never negative (property)', () => {
    const movement = fc.record({
      type: fc.constantFrom<WalletTransactionType>(...walletTransactionTypes),
      amount: fc.integer({ min: 1, max: 500_000 }),
    });
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 40 }), (movements) => {
        let balance = 0;
        const accepted: typeof movements = [];
        for (const item of movements) {
          const next = applyWalletMovement(balance, item.type, item.amount);
          if (next === null) continue;
          balance = next;
          accepted.push(item);
        }
        expect(balance).toBeGreaterThanOrEqual(0);
        expect(sumLedger(accepted)).toBe(balance);
      }),
    );
  });
});

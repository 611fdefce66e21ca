import { describe, expect, it } from 'vitest';
import { sandboxBankUrlOf } from './sandbox-links.js';

describe('sandboxBankUrlOf', () => {
  it('turns a signed checkout link into the bank page of the same payment and signature', () => {
    expect(sandboxBankUrlOf('/api/payments/sandbox/checkout/123456?s=abc_-9')).toBe(
      '/api/payments/sandbox/bank/123456?s=abc_-9',
    );
    expect(
      sandboxBankUrlOf('https://navalha.example.com/api/payments/sandbox/checkout/42?s=xyz'),
    ).toBe('https://navalha.example.com/api/payments/sandbox/bank/42?s=xyz');
  });

  it('gives nothing for an unsigned link or any other page', () => {
    expect(sandboxBankUrlOf('/api/payments/sandbox/checkout/123456')).toBeNull();
    expect(sandboxBankUrlOf('/api/payments/sandbox/checkout/abc?s=x')).toBeNull();
    expect(
      sandboxBankUrlOf('https://www.mercadopago.com.br/payments/1/ticket?caller_id=1&hash=abc'),
    ).toBeNull();
    expect(sandboxBankUrlOf(null)).toBeNull();
    expect(sandboxBankUrlOf('')).toBeNull();
  });
});

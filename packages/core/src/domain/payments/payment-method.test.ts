import { describe, expect, it } from 'vitest';
import {
  getPaymentMethodLabel,
  isPaymentMethod,
  METHODS_WITHOUT_ONLINE_PAYMENTS,
  needsOnlinePayments,
} from './payment-method.js';

describe('getPaymentMethodLabel', () => {
  it('names the methods in pt-BR', () => {
    expect(getPaymentMethodLabel('PIX')).toBe('PIX');
    expect(getPaymentMethodLabel('DEBIT_CARD')).toBe('Cartão de Débito');
    expect(getPaymentMethodLabel('CREDIT_CARD')).toBe('Cartão de Crédito');
    expect(getPaymentMethodLabel('WALLET')).toBe('Carteira');
    expect(getPaymentMethodLabel('CASH')).toBe('Dinheiro');
  });

  it('accepts the lower-case wallet spelling', () => {
    expect(getPaymentMethodLabel('credit_card')).toBe('Cartão de Crédito');
    expect(getPaymentMethodLabel('google_pay')).toBe('Google Pay');
    expect(getPaymentMethodLabel('apple_pay')).toBe('Apple Pay');
  });

  it("shows an unknown method as it came and a missing one as 'Não especificado'", () => {
    expect(getPaymentMethodLabel('BOLETO')).toBe('BOLETO');
    expect(getPaymentMethodLabel('')).toBe('Não especificado');
    expect(getPaymentMethodLabel(null)).toBe('Não especificado');
  });
});

describe('isPaymentMethod', () => {
  it('accepts only the upper-case method names', () => {
    expect(isPaymentMethod('PIX')).toBe(true);
    expect(isPaymentMethod('pix')).toBe(false);
    expect(isPaymentMethod(1)).toBe(false);
  });
});

describe('a shop without its own Mercado Pago account (decision 043)', () => {
  it('takes cash and the wallet, and refuses PIX and cards', () => {
    expect(METHODS_WITHOUT_ONLINE_PAYMENTS).toEqual(['CASH', 'WALLET']);
    expect(needsOnlinePayments('PIX')).toBe(true);
    expect(needsOnlinePayments('CREDIT_CARD')).toBe(true);
    expect(needsOnlinePayments('DEBIT_CARD')).toBe(true);
    expect(needsOnlinePayments('CASH')).toBe(false);
    expect(needsOnlinePayments('WALLET')).toBe(false);
    expect(needsOnlinePayments(null)).toBe(false);
  });
});

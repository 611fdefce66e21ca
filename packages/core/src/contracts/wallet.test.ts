import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  addWalletPaymentMethodBodySchema,
  createWalletDepositBodySchema,
  walletDepositQuerySchema,
  walletSchema,
  walletTransactionSchema,
  walletTransactionsQuerySchema,
} from './wallet.js';

function messagesOf(schema: z.ZodMiniType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('createWalletDepositBodySchema', () => {
  it('reads BRL with up to 2 decimals as centavos', () => {
    expect(createWalletDepositBodySchema.parse({ amount: 100 })).toEqual({ amount: 10_000 });
    expect(createWalletDepositBodySchema.parse({ amount: 0.01 })).toEqual({ amount: 1 });
    expect(createWalletDepositBodySchema.parse({ amount: 5000 })).toEqual({ amount: 500_000 });
  });

  it('refuses zero, negative, 3 decimals, strings, missing and more than R$ 5.000,00', () => {
    expect(messagesOf(createWalletDepositBodySchema, { amount: 0 })).toEqual([
      'O valor do depósito deve ser maior que zero',
    ]);
    expect(messagesOf(createWalletDepositBodySchema, { amount: -10 })).toContain(
      'O valor do depósito deve ser maior que zero',
    );
    expect(messagesOf(createWalletDepositBodySchema, { amount: 10.555 })).toContain(
      'Valor inválido',
    );
    expect(messagesOf(createWalletDepositBodySchema, { amount: '100' })).toEqual([
      'Valor inválido',
    ]);
    expect(messagesOf(createWalletDepositBodySchema, {})).toEqual(['Informe o valor do depósito']);
    expect(messagesOf(createWalletDepositBodySchema, { amount: 5000.01 })).toEqual([
      'O valor máximo por depósito é R$\u00a05.000,00',
    ]);
    expect(messagesOf(createWalletDepositBodySchema, { amount: 1e308 })).not.toEqual([]);
  });
});

describe('addWalletPaymentMethodBodySchema', () => {
  const body = {
    card_token: 'tok_123',
    method_type: 'credit_card',
    cardholder_name: ' Maria Silva ',
    expiry_date: '2029-08-01',
  };

  it('takes the token, type, holder and expiry', () => {
    expect(addWalletPaymentMethodBodySchema.parse(body)).toEqual({
      ...body,
      cardholder_name: 'Maria Silva',
    });
  });

  it('refuses a card number or CVV in the body', () => {
    expect(messagesOf(addWalletPaymentMethodBodySchema, { ...body, card_number: '4111' })).toEqual([
      'Os dados do cartão não são enviados ao servidor: envie o token gerado pelo formulário.',
    ]);
    expect(messagesOf(addWalletPaymentMethodBodySchema, { ...body, cvv: '123' })).not.toEqual([]);
  });

  it('refuses an expiry that is not the first of a month, and other method types', () => {
    expect(messagesOf(addWalletPaymentMethodBodySchema, { ...body, expiry_date: '08/29' })).toEqual(
      ['Data de expiração inválida'],
    );
    expect(
      messagesOf(addWalletPaymentMethodBodySchema, { ...body, method_type: 'apple_pay' }),
    ).toEqual(['Selecione o tipo do cartão']);
  });
});

describe('wallet responses', () => {
  it('writes the balance and signed movements in BRL', () => {
    const barbershop = { id: 's', name: 'Barbearia Centro', slug: 'centro' };
    expect(z.encode(walletSchema, { id: 'w', balance: 10_050, user_id: 'u', barbershop })).toEqual({
      id: 'w',
      balance: 100.5,
      user_id: 'u',
      barbershop,
    });
    const encoded = z.encode(walletTransactionSchema, {
      id: 't',
      wallet_id: 'w',
      amount: -4_500,
      type: 'payment',
      status: 'COMPLETED',
      transaction_date: new Date('2026-05-04T12:00:00Z'),
      description: 'Pagamento de agendamento',
      service: { name: 'Corte' },
      barber: { name: 'João' },
      appointment_id: 'a',
      payment_id: 'p',
    });
    expect(encoded.amount).toBe(-45);
    expect(encoded.transaction_date).toBe('2026-05-04T12:00:00.000Z');
  });

  it('lists 5 movements by default, at most 50', () => {
    expect(walletTransactionsQuerySchema.parse({})).toEqual({ limit: 5 });
    expect(walletTransactionsQuerySchema.parse({ limit: '50' })).toEqual({ limit: 50 });
    expect(walletTransactionsQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
    expect(walletTransactionsQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });

  it('syncs a deposit only when asked', () => {
    expect(walletDepositQuerySchema.parse({})).toEqual({ sync: false });
    expect(walletDepositQuerySchema.parse({ sync: 'true' })).toEqual({ sync: true });
    expect(walletDepositQuerySchema.safeParse({ sync: 'yes' }).success).toBe(false);
  });
});

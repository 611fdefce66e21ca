import type { WalletPaymentMethod, WalletTransaction } from '@navalha/core/contracts/wallet';
import { describe, expect, it } from 'vitest';
import {
  describeWalletMethod,
  describeWalletTransaction,
  formatCardExpiry,
} from './wallet-display';

const card: WalletPaymentMethod = {
  id: 'pm-1',
  user_id: 'u-1',
  method_type: 'credit_card',
  is_default: true,
  card_last_four: '5682',
  card_brand: 'Visa',
  cardholder_name: 'ANA SOUZA',
  expiry_date: '2030-11-01',
  created_at: new Date('2030-05-01T12:00:00.000Z'),
};

const deposit: WalletTransaction = {
  id: 't-1',
  wallet_id: 'w-1',
  amount: 10000,
  type: 'deposit',
  status: 'COMPLETED',
  transaction_date: new Date('2030-05-04T12:30:00.000Z'),
  description: null,
  service: null,
  barber: null,
  appointment_id: null,
  payment_id: 'p-1',
};

describe('saved methods', () => {
  it('show a card by brand, last four, kind and expiry', () => {
    expect(describeWalletMethod(card)).toEqual({
      title: 'Visa •••• 5682',
      detail: 'Cartão de Crédito · Validade 11/30',
    });
    expect(
      describeWalletMethod({ ...card, method_type: 'debit_card', card_brand: 'Other' }),
    ).toEqual({ title: 'Cartão •••• 5682', detail: 'Cartão de Débito · Validade 11/30' });
  });

  it('show a phone wallet by name', () => {
    const applePay = {
      ...card,
      method_type: 'apple_pay' as const,
      card_brand: null,
      card_last_four: null,
      expiry_date: null,
    };
    expect(describeWalletMethod(applePay)).toEqual({
      title: 'Apple Pay',
      detail: 'Carteira digital',
    });
  });

  it('read an expiry as MM/AA', () => {
    expect(formatCardExpiry('2029-08-01')).toBe('08/29');
    expect(formatCardExpiry(null)).toBeNull();
    expect(formatCardExpiry('agosto')).toBeNull();
  });
});

describe('recent transactions', () => {
  it('show a deposit as money in, dated on the local clock', () => {
    expect(describeWalletTransaction(deposit, 'America/Sao_Paulo')).toEqual({
      title: 'Depósito via PIX',
      detail: null,
      date: '04/05/2030 às 09:30',
      amount: '+ R$\u00a0100,00',
      direction: 'credit',
    });
  });

  it('show a booking paid from the wallet as money out, with its service and barber', () => {
    const payment: WalletTransaction = {
      ...deposit,
      type: 'payment',
      amount: -4550,
      description: 'Pagamento de agendamento',
      service: { name: 'Corte de cabelo' },
      barber: { name: 'Bruno Barbeiro' },
    };
    expect(describeWalletTransaction(payment, 'UTC')).toMatchObject({
      title: 'Pagamento de agendamento',
      detail: 'Corte de cabelo · Bruno Barbeiro',
      date: '04/05/2030 às 12:30',
      amount: '− R$\u00a045,50',
      direction: 'debit',
    });
  });

  it('show a refund as money in', () => {
    const refund: WalletTransaction = { ...deposit, type: 'refund', amount: 4505 };
    expect(describeWalletTransaction(refund, 'UTC')).toMatchObject({
      title: 'Estorno de agendamento cancelado',
      amount: '+ R$\u00a045,05',
      direction: 'credit',
    });
  });
});

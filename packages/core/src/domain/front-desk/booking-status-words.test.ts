import { describe, expect, it } from 'vitest';
import { appointmentStatuses, paymentStatuses } from '../appointments/appointment-status.js';
import type { PaymentStatus } from '../appointments/appointment-status.js';
import type { PaymentMethod } from '../payments/payment-method.js';
import { getBookingStatusWords, getPaymentWords } from './booking-status-words.js';

/** Every payment status with every method (and none): what the block says after the '·'. */
const paymentTable: [PaymentStatus, PaymentMethod | null, string][] = [
  ['COMPLETED', 'PIX', 'Pago no PIX'],
  ['COMPLETED', 'CREDIT_CARD', 'Pago no Cartão de Crédito'],
  ['COMPLETED', 'DEBIT_CARD', 'Pago no Cartão de Débito'],
  ['COMPLETED', 'WALLET', 'Pago na Carteira'],
  ['COMPLETED', 'CASH', 'Pago em Dinheiro'],
  ['COMPLETED', null, 'Pago'],
  ['PENDING', 'PIX', 'Aguardando pagamento'],
  ['PENDING', 'CREDIT_CARD', 'Aguardando pagamento'],
  ['PENDING', 'DEBIT_CARD', 'Aguardando pagamento'],
  ['PENDING', 'WALLET', 'Aguardando pagamento'],
  ['PENDING', 'CASH', 'Pagar na barbearia'],
  ['PENDING', null, 'Aguardando pagamento'],
  ['PROCESSING', 'PIX', 'Pagamento processando'],
  ['PROCESSING', 'CREDIT_CARD', 'Pagamento processando'],
  ['PROCESSING', 'DEBIT_CARD', 'Pagamento processando'],
  ['PROCESSING', 'WALLET', 'Pagamento processando'],
  ['PROCESSING', 'CASH', 'Pagamento processando'],
  ['PROCESSING', null, 'Pagamento processando'],
  ['FAILED', 'PIX', 'Pagamento falhou'],
  ['FAILED', 'CREDIT_CARD', 'Pagamento falhou'],
  ['FAILED', 'DEBIT_CARD', 'Pagamento falhou'],
  ['FAILED', 'WALLET', 'Pagamento falhou'],
  ['FAILED', 'CASH', 'Pagamento falhou'],
  ['FAILED', null, 'Pagamento falhou'],
  ['CANCELLED', 'PIX', 'Pagamento cancelado'],
  ['CANCELLED', 'CREDIT_CARD', 'Pagamento cancelado'],
  ['CANCELLED', 'DEBIT_CARD', 'Pagamento cancelado'],
  ['CANCELLED', 'WALLET', 'Pagamento cancelado'],
  ['CANCELLED', 'CASH', 'Pagamento cancelado'],
  ['CANCELLED', null, 'Pagamento cancelado'],
  ['REFUNDED', 'PIX', 'Pagamento estornado'],
  ['REFUNDED', 'CREDIT_CARD', 'Pagamento estornado'],
  ['REFUNDED', 'DEBIT_CARD', 'Pagamento estornado'],
  ['REFUNDED', 'WALLET', 'Pagamento estornado'],
  ['REFUNDED', 'CASH', 'Pagamento estornado'],
  ['REFUNDED', null, 'Pagamento estornado'],
];

/** What the block says before the '·': the booking status label the app already shows. */
const statusTable = [
  ['PENDING', 'Pendente'],
  ['CONFIRMED', 'Confirmado'],
  ['COMPLETED', 'Concluído'],
  ['CANCELLED', 'Cancelado'],
  ['EXPIRED', 'Expirado'],
  ['NO_SHOW', 'Faltou'],
] as const;

describe('getPaymentWords', () => {
  it.each(paymentTable)('%s paid by %s reads %j', (paymentStatus, method, words) => {
    expect(getPaymentWords(paymentStatus, method)).toBe(words);
  });

  it('covers every payment status with every method in the table', () => {
    expect(paymentTable).toHaveLength(paymentStatuses.length * 6);
  });
});

describe('getBookingStatusWords', () => {
  it('reads the examples the desk asked for', () => {
    expect(
      getBookingStatusWords({
        status: 'CONFIRMED',
        paymentStatus: 'COMPLETED',
        paymentMethod: 'PIX',
      }),
    ).toBe('Confirmado · Pago no PIX');
    expect(
      getBookingStatusWords({ status: 'PENDING', paymentStatus: 'PENDING', paymentMethod: 'CASH' }),
    ).toBe('Pendente · Pagar na barbearia');
  });

  it('joins every booking status with every payment line', () => {
    expect(statusTable.map(([status]) => status)).toEqual([...appointmentStatuses]);
    for (const [status, label] of statusTable) {
      for (const [paymentStatus, paymentMethod, words] of paymentTable) {
        // Cash still owed after the service reads 'A receber' (decision 023): below.
        const owed =
          status === 'COMPLETED' && paymentStatus === 'PENDING' && paymentMethod === 'CASH';
        expect(getBookingStatusWords({ status, paymentStatus, paymentMethod })).toBe(
          `${label} · ${owed ? 'A receber' : words}`,
        );
      }
    }
  });
});

describe('a payment received at the desk', () => {
  it('says how the shop received it', () => {
    expect(getPaymentWords('COMPLETED', 'CASH', 'pix')).toBe('Pago no PIX (maquininha)');
    expect(
      getBookingStatusWords({
        status: 'CONFIRMED',
        paymentStatus: 'COMPLETED',
        paymentMethod: 'CASH',
        receivedWith: 'cash',
      }),
    ).toBe('Confirmado · Pago em Dinheiro');
    expect(getPaymentWords('PENDING', 'CASH', null)).toBe('Pagar na barbearia');
  });
});

describe('cash still owed after the service (decision 023)', () => {
  it("reads 'A receber' once the booking is completed, 'Pagar na barbearia' before", () => {
    expect(
      getBookingStatusWords({
        status: 'COMPLETED',
        paymentStatus: 'PENDING',
        paymentMethod: 'CASH',
      }),
    ).toBe('Concluído · A receber');
    expect(getPaymentWords('PENDING', 'CASH', null, 'CONFIRMED')).toBe('Pagar na barbearia');
    expect(getPaymentWords('PENDING', 'CASH', null, 'COMPLETED')).toBe('A receber');
    // Online methods still wait for their gateway, whatever the booking's status.
    expect(getPaymentWords('PENDING', 'PIX', null, 'COMPLETED')).toBe('Aguardando pagamento');
  });
});

describe('getBookingStatusWords after a deposit (decision 029)', () => {
  it('says the deposit was paid and what the desk still takes', () => {
    expect(
      getBookingStatusWords({
        status: 'CONFIRMED',
        paymentStatus: 'COMPLETED',
        paymentMethod: 'PIX',
        balanceCents: 2500,
      }).replace(/\u00a0/g, ' '),
    ).toBe('Confirmado · Sinal pago · falta R$ 25,00');
    expect(
      getBookingStatusWords({
        status: 'CONFIRMED',
        paymentStatus: 'COMPLETED',
        paymentMethod: 'PIX',
        balanceCents: 0,
      }),
    ).toBe('Confirmado · Pago no PIX');
  });
});

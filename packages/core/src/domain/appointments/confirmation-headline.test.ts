import { describe, expect, it } from 'vitest';
import { getBookingProtocol, getConfirmationHeadline } from './confirmation-headline.js';

describe('getConfirmationHeadline', () => {
  it('waits for a payment that is still pending', () => {
    expect(
      getConfirmationHeadline({
        status: 'PENDING',
        paymentStatus: 'PENDING',
        paymentMethod: 'PIX',
      }),
    ).toBe('Aguardando Pagamento!');
    expect(
      getConfirmationHeadline({
        status: 'CONFIRMED',
        paymentStatus: 'PENDING',
        paymentMethod: 'CREDIT_CARD',
      }),
    ).toBe('Aguardando Pagamento!');
  });

  it('does not wait for cash, which is paid at the shop', () => {
    expect(
      getConfirmationHeadline({
        status: 'PENDING',
        paymentStatus: 'PENDING',
        paymentMethod: 'CASH',
      }),
    ).toBe('Agendamento Solicitado!');
    expect(
      getConfirmationHeadline({
        status: 'CONFIRMED',
        paymentStatus: 'PENDING',
        paymentMethod: 'CASH',
      }),
    ).toBe('Agendamento Confirmado!');
  });

  it('reads a paid booking by its status', () => {
    expect(
      getConfirmationHeadline({
        status: 'PENDING',
        paymentStatus: 'COMPLETED',
        paymentMethod: 'PIX',
      }),
    ).toBe('Agendamento Solicitado!');
    expect(
      getConfirmationHeadline({
        status: 'COMPLETED',
        paymentStatus: 'COMPLETED',
        paymentMethod: 'PIX',
      }),
    ).toBe('Agendamento Confirmado!');
  });

  it('never calls a cancelled or expired booking confirmed', () => {
    expect(
      getConfirmationHeadline({
        status: 'CANCELLED',
        paymentStatus: 'CANCELLED',
        paymentMethod: 'CASH',
      }),
    ).toBe('Agendamento Cancelado');
    expect(
      getConfirmationHeadline({
        status: 'EXPIRED',
        paymentStatus: 'PENDING',
        paymentMethod: 'PIX',
      }),
    ).toBe('Agendamento Expirado');
    expect(
      getConfirmationHeadline({
        status: 'NO_SHOW',
        paymentStatus: 'CANCELLED',
        paymentMethod: 'CASH',
      }),
    ).toBe('Falta registrada');
  });
});

describe('getBookingProtocol', () => {
  it('is the first 8 characters of the id', () => {
    expect(getBookingProtocol('3f2a9c1e-7b4d-4e5f-8a6b-1c2d3e4f5a6b')).toBe('3f2a9c1e');
    expect(getBookingProtocol('abc')).toBe('abc');
  });
});

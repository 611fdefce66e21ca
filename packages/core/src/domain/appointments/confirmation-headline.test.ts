import { describe, expect, it } from 'vitest';
import { getConfirmationHeadline, getConfirmationSentence } from './confirmation-headline.js';

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

describe('getConfirmationSentence', () => {
  const now = new Date('2026-11-26T15:00:00Z');
  const ahead = {
    status: 'CONFIRMED',
    paymentStatus: 'PAID',
    paymentMethod: 'PIX',
    startsAt: new Date('2026-11-27T12:00:00Z'),
    endsAt: new Date('2026-11-27T12:30:00Z'),
  };
  const yesterday = {
    startsAt: new Date('2026-11-25T12:00:00Z'),
    endsAt: new Date('2026-11-25T12:30:00Z'),
  };

  it('expects the client at a confirmed booking ahead', () => {
    expect(getConfirmationSentence(ahead, now)).toBe(
      'Tudo certo! Esperamos você no horário marcado.',
    );
  });

  it('asks to pay or to wait for the barber before the booking', () => {
    expect(getConfirmationSentence({ ...ahead, paymentStatus: 'PENDING' }, now)).toBe(
      'Conclua o pagamento para garantir o seu horário.',
    );
    expect(
      getConfirmationSentence({ ...ahead, status: 'PENDING', paymentMethod: 'CASH' }, now),
    ).toBe('O barbeiro vai confirmar o seu horário em breve.');
  });

  it('thanks the client for a completed booking instead of expecting them', () => {
    expect(getConfirmationSentence({ ...ahead, ...yesterday, status: 'COMPLETED' }, now)).toBe(
      'Atendimento concluído. Obrigado pela visita!',
    );
  });

  it('says a cancelled or expired booking freed the time', () => {
    expect(getConfirmationSentence({ ...ahead, status: 'CANCELLED' }, now)).toBe(
      'Este agendamento foi cancelado e o horário foi liberado.',
    );
    expect(getConfirmationSentence({ ...ahead, status: 'EXPIRED' }, now)).toMatch(
      /^O prazo de pagamento terminou/,
    );
  });

  it('says the time has passed for a booking nobody closed, and is happening during it', () => {
    expect(getConfirmationSentence({ ...ahead, ...yesterday }, now)).toBe(
      'O horário deste agendamento já passou.',
    );
    const during = new Date('2026-11-27T12:10:00Z');
    expect(getConfirmationSentence(ahead, during)).toBe('Seu atendimento está acontecendo agora.');
  });
});

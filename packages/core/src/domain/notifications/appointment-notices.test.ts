import { describe, expect, it } from 'vitest';
import {
  appointmentNoticeEvents,
  buildAppointmentNotices,
  buildMovedAwayNotice,
} from './appointment-notices.js';
import type { AppointmentNoticeFacts } from './appointment-notices.js';

const facts: AppointmentNoticeFacts = {
  appointmentId: 'a1',
  clientName: 'Marina Alves',
  barberName: 'Bruno Costa',
  serviceNames: ['Corte', 'Barba'],
  // 12:00 UTC is 09:00 in São Paulo.
  startsAt: new Date('2026-05-04T12:00:00Z'),
  timeZone: 'America/Sao_Paulo',
  totalCents: 8000,
  cancellationReason: null,
};

describe('appointment notices', () => {
  it("tells the client the desk's reason and refund when the shop cancels (issue 17 §2)", () => {
    const [client, barber] = buildAppointmentNotices('desk_cancel', {
      ...facts,
      cancellationReason: 'Barbeiro indisponível',
      refundedCents: 2000,
    });
    expect(client).toMatchObject({
      recipient: 'client',
      type: 'APPOINTMENT_CANCELLED',
      title: 'Agendamento cancelado pela barbearia',
      link: '/appointment/a1',
    });
    expect(client?.body).toBe(
      'A barbearia cancelou seu horário de 04/05/2026 às 09:00 com Bruno. Motivo: Barbeiro ' +
        'indisponível. Reembolso: R$\u00a020,00.',
    );
    expect(barber?.body).toBe('A recepção cancelou o horário de Marina em 04/05/2026 às 09:00.');
    const [unpaid] = buildAppointmentNotices('desk_cancel', { ...facts, cancellationReason: 'x' });
    expect(unpaid?.body).not.toContain('Reembolso');
  });

  it("tells the client a no-show was recorded ('Faltou')", () => {
    expect(buildAppointmentNotices('no_show', facts)).toEqual([
      {
        recipient: 'client',
        type: 'APPOINTMENT_CANCELLED',
        title: 'Falta registrada',
        body: 'A barbearia registrou que você não compareceu ao horário de 04/05/2026 às 09:00 com Bruno.',
        link: '/appointment/a1',
      },
    ]);
  });

  it('tells the barber and the client of a new booking, on the shop clock', () => {
    expect(buildAppointmentNotices('book', facts)).toEqual([
      {
        recipient: 'barber',
        type: 'APPOINTMENT_REQUESTED',
        title: 'Novo agendamento',
        body: 'Marina agendou Corte + Barba para 04/05/2026 às 09:00.',
        link: '/barber',
      },
      {
        recipient: 'client',
        type: 'APPOINTMENT_REQUESTED',
        title: 'Agendamento solicitado',
        body: 'Seu pedido de Corte + Barba com Bruno para 04/05/2026 às 09:00 foi enviado.',
        link: '/appointment/a1',
      },
    ]);
  });

  it('writes the time in the shop zone whatever the instant', () => {
    const [notice] = buildAppointmentNotices('confirm', {
      ...facts,
      // 02:30 UTC on the 5th is still the 4th at 23:30 in São Paulo.
      startsAt: new Date('2026-05-05T02:30:00Z'),
    });
    expect(notice?.body).toBe('Bruno confirmou seu horário de 04/05/2026 às 23:30.');
  });

  it('gives the client the reason of a rejection', () => {
    const [notice] = buildAppointmentNotices('reject', {
      ...facts,
      cancellationReason: '  Imprevisto na barbearia ',
    });
    expect(notice).toMatchObject({
      recipient: 'client',
      type: 'APPOINTMENT_REJECTED',
      body: 'Bruno recusou seu horário de 04/05/2026 às 09:00. Motivo: Imprevisto na barbearia',
    });
  });

  it('tells only the barber of a cancellation, and asks the client to review a done cut', () => {
    expect(buildAppointmentNotices('cancel', facts).map((notice) => notice.recipient)).toEqual([
      'barber',
    ]);
    expect(buildAppointmentNotices('complete', facts)).toEqual([
      expect.objectContaining({ recipient: 'client', link: '/review/a1' }),
    ]);
  });

  it("tells the client of their cancellation the fee kept and the refund's way back (issue 18 §2)", () => {
    const [client] = buildAppointmentNotices('cancel', {
      ...facts,
      cancellationFeeCents: 4000,
      refundedCents: 3880,
      refundMethod: 'CREDIT_CARD',
    });
    expect(client).toMatchObject({ recipient: 'client', title: 'Cancelamento confirmado' });
    expect(client?.body).toBe(
      'Você cancelou seu horário de 04/05/2026 às 09:00. Taxa de cancelamento: R$\u00a040,00. ' +
        'Reembolso: R$\u00a038,80 no cartão de crédito, na fatura atual ou na próxima.',
    );
    const [cash] = buildAppointmentNotices('cancel', { ...facts, cancellationFeeCents: 2000 });
    expect(cash?.body).toBe(
      'Você cancelou seu horário de 04/05/2026 às 09:00. Taxa de cancelamento: R$\u00a020,00.',
    );
  });

  it('states the amount paid in reais', () => {
    const [notice] = buildAppointmentNotices('pay', facts);
    expect(notice?.body).toBe('Recebemos R$\u00a080,00 do seu agendamento de 04/05/2026 às 09:00.');
  });

  it('has a pt-BR title for every event', () => {
    for (const event of appointmentNoticeEvents) {
      const notices = buildAppointmentNotices(event, facts);
      expect(notices.length).toBeGreaterThan(0);
      for (const notice of notices) expect(notice.title.length).toBeGreaterThan(0);
    }
  });
});

describe('the front desk', () => {
  it('tells the client the shop booked them, confirmed, and the barber who comes', () => {
    const notices = buildAppointmentNotices('desk_book', facts);
    expect(notices.map((notice) => [notice.recipient, notice.type])).toEqual([
      ['barber', 'APPOINTMENT_REQUESTED'],
      ['client', 'APPOINTMENT_CONFIRMED'],
    ]);
    expect(notices[1]?.body).toContain('04/05/2026 às 09:00');
  });

  it('tells the barber a booking left whom it went to', () => {
    const notice = buildMovedAwayNotice(facts);
    expect(notice).toMatchObject({ recipient: 'barber', title: 'Agenda alterada' });
    expect(notice.body).toContain('04/05/2026 às 09:00');
  });

  it('tells the client and the barber the new time of a moved booking', () => {
    const notices = buildAppointmentNotices('move', facts);
    expect(notices.map((notice) => notice.recipient)).toEqual(['client', 'barber']);
    expect(notices[0]?.title).toBe('Agendamento alterado');
    expect(notices[0]?.body).toContain('04/05/2026 às 09:00');
  });
});

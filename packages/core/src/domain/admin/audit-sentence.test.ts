import { describe, expect, it } from 'vitest';
import { describeAuditEntry, formatAuditWhen } from './audit-sentence.js';
import type { AuditSentenceInput } from './audit-sentence.js';

const zone = 'America/Sao_Paulo';
/** Intl puts a non-breaking space after 'R$'. */
const brl = (text: string) => text.replaceAll('R$ ', 'R$\u00a0');

function entry(overrides: Partial<AuditSentenceInput>): AuditSentenceInput {
  return {
    action: 'service.update',
    actorName: 'Ana Dona',
    before: null,
    after: null,
    subject: { name: null, startsAt: null },
    timeZone: zone,
    ...overrides,
  };
}

// Saturday 29 November 2026, 10:00 in São Paulo (UTC−3).
const saturdayTen = new Date('2026-11-29T13:00:00Z');

describe('describeAuditEntry (issue 17 §6)', () => {
  it('names the service and writes a price change in reais', () => {
    expect(
      describeAuditEntry(
        entry({
          before: { name: 'Corte de cabelo', priceCents: 5000, durationMinutes: 30 },
          after: { name: 'Corte de cabelo', priceCents: 5500, durationMinutes: 30 },
          subject: { name: 'Corte de cabelo', startsAt: null },
        }),
      ),
    ).toBe(brl('Ana Dona alterou o preço de Corte de cabelo de R$ 50,00 para R$ 55,00'));
  });

  it('lists several changes after the thing they belong to, durations in words', () => {
    expect(
      describeAuditEntry(
        entry({
          before: { name: 'Barba', priceCents: 3000, durationMinutes: 30, barberIds: ['a'] },
          after: { name: 'Barba', priceCents: 3500, durationMinutes: 90, barberIds: ['b'] },
        }),
      ),
    ).toBe(
      brl(
        'Ana Dona alterou o serviço Barba: o preço de R$ 30,00 para R$ 35,00; a duração de 30 min para 1h 30min; os profissionais',
      ),
    );
  });

  it('writes a booking cancellation with the client, the shop-local time and the reason', () => {
    expect(
      describeAuditEntry(
        entry({
          action: 'appointment.cancel',
          actorName: 'Rita Recepção',
          before: { status: 'CONFIRMED', reason: null },
          after: { status: 'CANCELLED', reason: 'cliente pediu' },
          subject: { name: 'João Cliente', startsAt: saturdayTen },
        }),
      ),
    ).toBe(
      'Rita Recepção cancelou o agendamento de João Cliente (dom., 29/11 às 10:00): cliente pediu',
    );
    expect(
      describeAuditEntry(
        entry({
          action: 'appointment.reject',
          after: { status: 'CANCELLED', reason: 'Barbearia fechada' },
          subject: { name: 'João Cliente', startsAt: saturdayTen },
        }),
      ),
    ).toBe(
      'Ana Dona recusou o agendamento de João Cliente (dom., 29/11 às 10:00): Barbearia fechada',
    );
  });

  it("names the WhatsApp messages turned on or off and the reminders' hours", () => {
    expect(
      describeAuditEntry(
        entry({
          action: 'settings.whatsapp_update',
          before: { whatsappReschedule: true, whatsappReminderFirstHours: 24 },
          after: { whatsappReschedule: false, whatsappReminderFirstHours: 48 },
        }),
      ),
    ).toBe(
      'Ana Dona alterou as mensagens do WhatsApp: o aviso de remarcação pelo WhatsApp de ligado ' +
        'para desligado; a antecedência do primeiro lembrete de 24 h para 48 h',
    );
  });

  it('writes fees as percentages, one per payment method, and hours and counts', () => {
    expect(
      describeAuditEntry(
        entry({
          action: 'settings.financial_update',
          before: {
            cancellationFeePercent: 10,
            paymentFeeBasisPoints: { pix: 100, credit_card: 399, cash: 0 },
            cancellationWindowHours: 24,
            maxUnpaidBookingsPerClient: null,
          },
          after: {
            cancellationFeePercent: 15,
            paymentFeeBasisPoints: { pix: 150, credit_card: 399, cash: 0 },
            cancellationWindowHours: 12,
            maxUnpaidBookingsPerClient: 2,
          },
        }),
      ),
    ).toBe(
      'Ana Dona alterou as configurações da barbearia: a taxa de cancelamento de 10% para 15%; ' +
        'a taxa do PIX de 1% para 1,5%; o prazo de cancelamento sem taxa de 24 h para 12 h; ' +
        'o máximo de agendamentos não pagos por cliente de sem limite para 2',
    );
    expect(
      describeAuditEntry(
        entry({
          action: 'settings.update',
          before: { slotStepMinutes: 15, name: 'Navalha' },
          after: { slotStepMinutes: 30, name: 'Navalha' },
        }),
      ),
    ).toBe('Ana Dona alterou o intervalo entre horários de 15 min para 30 min');
  });

  it("writes the operator's platform fee for the shop, and its return to the default", () => {
    const fee = (before: number | null, after: number | null) =>
      describeAuditEntry(
        entry({
          action: 'shop.platform_fee_update',
          actorName: 'Plataforma',
          before: { platformFeeBasisPoints: before },
          after: { platformFeeBasisPoints: after },
        }),
      );
    expect(fee(null, 375)).toBe('Plataforma alterou a taxa da plataforma de padrão para 3,75%');
    expect(fee(375, null)).toBe('Plataforma alterou a taxa da plataforma de 3,75% para padrão');
  });

  it('writes payments with the amount and whose booking it paid', () => {
    expect(
      describeAuditEntry(
        entry({
          action: 'payment.refund',
          before: { status: 'COMPLETED', amountCents: 6000, refundedAmountCents: null },
          after: {
            status: 'REFUNDED',
            amountCents: 6000,
            refundedAmountCents: 5820,
            reason: 'Serviço não prestado',
          },
          subject: { name: 'João Cliente', startsAt: saturdayTen },
        }),
      ),
    ).toBe(
      brl(
        'Ana Dona reembolsou R$ 58,20 a João Cliente (dom., 29/11 às 10:00): Serviço não prestado',
      ),
    );
    expect(
      describeAuditEntry(
        entry({
          action: 'payment.confirm_cash',
          after: { status: 'COMPLETED', method: 'CASH', amountCents: 4500 },
          subject: { name: 'João Cliente', startsAt: null },
        }),
      ),
    ).toBe(brl('Ana Dona recebeu R$ 45,00 em dinheiro de João Cliente'));
  });

  it('names staff, promo codes and people without showing a key or an id', () => {
    const sentences = [
      describeAuditEntry(
        entry({
          action: 'barber.update',
          before: { name: 'Léo', isActive: true, serviceIds: ['x'] },
          after: { name: 'Léo', isActive: false, serviceIds: ['x'] },
        }),
      ),
      describeAuditEntry(
        entry({
          action: 'promo_code.create',
          after: { code: 'VERAO10', discountPercent: 10 },
        }),
      ),
      describeAuditEntry(
        entry({
          action: 'time_off.create',
          after: {
            barberId: '0b3c5f4e-0000-4000-8000-000000000001',
            startsAt: '2026-11-29T12:00:00.000Z',
            endsAt: '2026-11-29T15:00:00.000Z',
            reason: 'Médico',
          },
          subject: { name: 'Léo', startsAt: null },
        }),
      ),
      describeAuditEntry(entry({ action: 'admin.takes_bookings', after: { takesBookings: true } })),
      describeAuditEntry(entry({ action: 'client.reset_link', actorName: null })),
    ];
    expect(sentences).toEqual([
      'Ana Dona alterou a situação de Léo de ativo para inativo',
      'Ana Dona criou o código promocional VERAO10 (10% de desconto)',
      'Ana Dona registrou uma folga de Léo de dom., 29/11 às 09:00 a dom., 29/11 às 12:00: Médico',
      'Ana Dona passou a atender clientes',
      'Uma conta removida gerou um link de redefinição de senha para o cliente removido',
    ]);
    for (const sentence of sentences) expect(sentence).not.toMatch(/[a-z][A-Z]|_|0b3c5f4e/);
  });

  it("tells the desk's day: a booking made there, an arrival, money taken, the cash closed, a note", () => {
    const booking = { name: 'João Cliente', startsAt: saturdayTen };
    expect([
      describeAuditEntry(entry({ action: 'appointment.desk_create', subject: booking })),
      describeAuditEntry(entry({ action: 'appointment.arrive', subject: booking })),
      describeAuditEntry(
        entry({
          action: 'payment.receive',
          after: { amountCents: 6000, receivedWith: 'pix' },
          subject: booking,
        }),
      ),
      describeAuditEntry(
        entry({
          action: 'cash.close',
          after: { date: '2026-11-29', countedCents: 15000, differenceCents: -500 },
        }),
      ),
      describeAuditEntry(
        entry({
          action: 'client.note',
          after: { note: 'Máquina 2 nas laterais' },
          subject: { name: 'João Cliente', startsAt: null },
        }),
      ),
      describeAuditEntry(
        entry({
          action: 'client.contact',
          before: { phone: '(11) 98765-4321', email: null },
          after: { phone: '(11) 91234-5678', email: 'joao@exemplo.com.br' },
          subject: { name: 'João Cliente', startsAt: null },
        }),
      ),
    ]).toEqual([
      'Ana Dona agendou João Cliente (dom., 29/11 às 10:00) na recepção',
      'Ana Dona registrou a chegada de João Cliente (dom., 29/11 às 10:00)',
      brl('Ana Dona recebeu R$ 60,00 no PIX de João Cliente (dom., 29/11 às 10:00)'),
      brl('Ana Dona fechou o caixa de 29/11 com R$ 150,00 contados (falta de R$ 5,00)'),
      'Ana Dona anotou sobre o cliente João Cliente: Máquina 2 nas laterais',
      'Ana Dona alterou o contato do cliente João Cliente: telefone (11) 91234-5678, e-mail joao@exemplo.com.br',
    ]);
  });

  it('reads an action this version does not know as its label, never as a key', () => {
    expect(describeAuditEntry(entry({ action: 'appointment.paint' }))).toBe(
      'Ana Dona fez uma alteração em Agendamentos (um cliente)',
    );
    expect(describeAuditEntry(entry({ action: 'mirror.paint' }))).toBe(
      'Ana Dona fez uma alteração',
    );
    expect(
      describeAuditEntry(
        entry({ action: 'appointment.confirm', subject: { name: 'João', startsAt: null } }),
      ),
    ).toBe('Ana Dona confirmou o agendamento de João');
  });
});

describe('formatAuditWhen', () => {
  it('writes the weekday, the day and the time on the shop clock', () => {
    expect(formatAuditWhen(new Date('2026-11-28T13:00:00Z'), zone)).toBe('sáb., 28/11 às 10:00');
  });
});

import { describe, expect, it } from 'vitest';
import {
  classifyWhatsappReply,
  renderWhatsappText,
  shiftIntoWhatsappWindow,
  waitlistOfferMayLeave,
  waitlistOfferParameters,
  whatsappParameters,
  whatsappTemplates,
} from './whatsapp-messages.js';
import { waitlistOfferPath } from '../waitlist/waitlist.js';

const tz = 'America/Sao_Paulo';

describe('shiftIntoWhatsappWindow', () => {
  const notBefore = new Date('2026-01-01T00:00:00Z');

  it('keeps a time inside 08:00–21:00 shop time', () => {
    const due = new Date('2026-12-01T13:00:00Z'); // 10:00 in São Paulo
    expect(shiftIntoWhatsappWindow(due, new Date('2026-12-02T13:00:00Z'), tz, notBefore)).toEqual(
      due,
    );
  });

  it('moves a late-night time back to 21:00 that evening', () => {
    const due = new Date('2026-12-02T02:30:00Z'); // 23:30 on 1 Dec
    expect(
      shiftIntoWhatsappWindow(due, new Date('2026-12-03T02:30:00Z'), tz, notBefore).toISOString(),
    ).toBe('2026-12-02T00:00:00.000Z');
  });

  it('moves an early time on to 08:00 when the booking is later', () => {
    const due = new Date('2026-12-01T09:00:00Z'); // 06:00, booking at 08:30 local
    expect(
      shiftIntoWhatsappWindow(due, new Date('2026-12-01T11:30:00Z'), tz, notBefore).toISOString(),
    ).toBe('2026-12-01T11:00:00.000Z');
  });

  it('moves an early time back to 21:00 the evening before when 08:00 is too late', () => {
    const due = new Date('2026-12-01T08:00:00Z'); // 05:00, booking at 07:00 local
    expect(
      shiftIntoWhatsappWindow(due, new Date('2026-12-01T10:00:00Z'), tz, notBefore).toISOString(),
    ).toBe('2026-12-01T00:00:00.000Z');
  });

  it('never goes before now', () => {
    const now = new Date('2026-12-02T01:00:00Z');
    const due = new Date('2026-12-02T02:30:00Z');
    expect(shiftIntoWhatsappWindow(due, new Date('2026-12-03T02:30:00Z'), tz, now)).toEqual(now);
  });
});

describe('the words', () => {
  it('fills a template with the shop, date, time and barber', () => {
    const parameters = whatsappParameters({
      shopName: 'Barbearia Navalha',
      barberName: 'Bruno',
      startsAt: new Date('2026-12-01T17:30:00Z'),
      timeZone: tz,
    });
    expect(renderWhatsappText('REMINDER_FIRST', parameters)).toBe(
      'Lembrete da Barbearia Navalha: seu horário é 01/12/2026 às 14:30 com Bruno.',
    );
  });

  it('reads the buttons and SAIR, whatever the case', () => {
    expect(classifyWhatsappReply(' sair ')).toBe('OPT_OUT');
    expect(classifyWhatsappReply('Cancelar')).toBe('CANCEL');
    expect(classifyWhatsappReply('Remarcar')).toBe('RESCHEDULE');
    expect(classifyWhatsappReply('Confirmar')).toBe('CONFIRM');
    expect(classifyWhatsappReply('Posso chegar 10 min antes?')).toBe('TEXT');
  });
});

describe('the waitlist offer', () => {
  it('names the shop, day, time, barber and the minutes it is held, with a link to the offer', () => {
    const parameters = waitlistOfferParameters({
      shopName: 'Barbearia Navalha',
      day: '2026-12-01',
      time: '10:00',
      barberName: 'Bruno',
      holdMinutes: 15,
    });
    expect(renderWhatsappText('WAITLIST_OFFER', parameters)).toBe(
      'Barbearia Navalha: abriu uma vaga da sua lista de espera em 01/12/2026 às 10:00 com Bruno. Ela fica guardada para você por 15 minutos; depois passa para o próximo da fila.',
    );
    const template = whatsappTemplates.WAITLIST_OFFER;
    expect(template.buttons).toEqual([]);
    expect(template.example).toHaveLength(5);
    expect(`${template.link?.path}abc`).toBe(waitlistOfferPath('abc'));
  });

  it('leaves only inside 08:00–21:00 shop time and while the hold lasts', () => {
    const at = (iso: string) => new Date(iso);
    // 10:00 in São Paulo, held until 10:15.
    expect(waitlistOfferMayLeave(at('2026-12-01T13:00:00Z'), at('2026-12-01T13:15:00Z'), tz)).toBe(
      true,
    );
    // The hold is over.
    expect(waitlistOfferMayLeave(at('2026-12-01T13:15:00Z'), at('2026-12-01T13:15:00Z'), tz)).toBe(
      false,
    );
    // 23:30: never at night, and not kept for the morning either.
    expect(waitlistOfferMayLeave(at('2026-12-02T02:30:00Z'), at('2026-12-02T02:45:00Z'), tz)).toBe(
      false,
    );
  });
});

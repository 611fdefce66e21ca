import { describe, expect, it } from 'vitest';
import {
  describeUnfinishedRefund,
  getUnfinishedRefund,
  NO_SHOW_REFUND_REASON,
} from './unfinished-refund.js';

/** Intl puts a no-break space after 'R$'. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

const booking = { status: 'CONFIRMED', paymentStatus: 'COMPLETED', depositCents: 2000 };
const deposit = (refundReason: string) => ({
  status: 'REFUNDED',
  refundedAmountCents: 1000,
  refundReason,
});
const rest = { status: 'COMPLETED', refundedAmountCents: null, refundReason: null };

describe('getUnfinishedRefund', () => {
  it("names the desk's cancellation whose rest's refund failed, with what went back", () => {
    expect(getUnfinishedRefund(booking, [deposit('Cliente pediu'), rest])).toEqual({
      ending: 'cancel',
      reason: 'Cliente pediu',
      refundedCents: 1000,
    });
  });

  it("names 'Faltou' by the reason its refund writes", () => {
    expect(getUnfinishedRefund(booking, [deposit(NO_SHOW_REFUND_REASON), rest])).toMatchObject({
      ending: 'no_show',
    });
  });

  it('sees nothing owed while every part is still paid, or once all went back', () => {
    expect(getUnfinishedRefund(booking, [rest, rest])).toBeNull();
    expect(getUnfinishedRefund(booking, [deposit('Cliente pediu')])).toBeNull();
  });

  it('sees nothing owed on a booking that ended, was refunded or has no deposit', () => {
    const parts = [deposit('Cliente pediu'), rest];
    expect(getUnfinishedRefund({ ...booking, status: 'CANCELLED' }, parts)).toBeNull();
    expect(getUnfinishedRefund({ ...booking, paymentStatus: 'REFUNDED' }, parts)).toBeNull();
    expect(getUnfinishedRefund({ ...booking, depositCents: null }, parts)).toBeNull();
  });
});

describe('describeUnfinishedRefund', () => {
  it('says what went back and which ending to try again', () => {
    expect(
      plain(describeUnfinishedRefund({ ending: 'no_show', reason: null, refundedCents: 1000 })),
    ).toBe(
      'R$ 10,00 já voltou ao cliente, mas o reembolso do restante falhou. Tente o reembolso ' +
        'de novo para registrar a falta; até lá o atendimento não pode ser concluído.',
    );
    expect(
      describeUnfinishedRefund({ ending: 'cancel', reason: 'Cliente pediu', refundedCents: 0 }),
    ).toContain('para cancelar o agendamento;');
  });
});

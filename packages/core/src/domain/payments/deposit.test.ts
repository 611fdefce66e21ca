import { describe, expect, it } from 'vitest';
import {
  getBalanceDue,
  DEFAULT_DEPOSIT_SETTINGS,
  describeDepositBalance,
  describeDepositRule,
  describePaidRule,
  describeDepositSplit,
  getDepositDue,
  getDepositKept,
  getDepositOwed,
} from './deposit.js';
import type { DepositSettings } from './deposit.js';

const settings = (over: Partial<DepositSettings>): DepositSettings => ({
  ...DEFAULT_DEPOSIT_SETTINGS,
  ...over,
});
const newClient = { completedBookings: 0, noShows: 0 };
const regular = { completedBookings: 5, noShows: 0 };
const cut = { totalCents: 4500, serviceIds: ['cut'] };

describe('getDepositDue', () => {
  it('asks nothing while the rule is off', () => {
    expect(getDepositDue(DEFAULT_DEPOSIT_SETTINGS, newClient, cut)).toEqual({ due: false });
  });

  it('asks every client under ALL, a fixed amount', () => {
    const all = settings({ mode: 'ALL', fixedCents: 2000 });
    expect(getDepositDue(all, regular, cut)).toEqual({ due: true, amountCents: 2000 });
  });

  it('asks only clients with no completed booking under NEW_CLIENTS', () => {
    const rule = settings({ mode: 'NEW_CLIENTS' });
    expect(getDepositDue(rule, newClient, cut)).toEqual({ due: true, amountCents: 2000 });
    expect(getDepositDue(rule, regular, cut)).toEqual({ due: false });
  });

  it('asks clients with at least N no-shows under NO_SHOWS', () => {
    const rule = settings({ mode: 'NO_SHOWS', minNoShows: 2 });
    expect(getDepositDue(rule, { completedBookings: 3, noShows: 1 }, cut)).toEqual({ due: false });
    expect(getDepositDue(rule, { completedBookings: 3, noShows: 2 }, cut)).toEqual({
      due: true,
      amountCents: 2000,
    });
  });

  it('takes a percentage of the total, rounded half-up to the centavo', () => {
    const rule = settings({ mode: 'ALL', amountKind: 'PERCENT', percent: 30 });
    expect(getDepositDue(rule, regular, cut)).toEqual({ due: true, amountCents: 1350 });
    expect(getDepositDue(rule, regular, { totalCents: 4505, serviceIds: ['cut'] })).toEqual({
      due: true,
      amountCents: 1352, // 1351.5 → 1352
    });
  });

  it('never asks more than the total', () => {
    const rule = settings({ mode: 'ALL', fixedCents: 5000 });
    expect(getDepositDue(rule, regular, { totalCents: 1500, serviceIds: ['x'] })).toEqual({
      due: true,
      amountCents: 1500,
    });
    const full = settings({ mode: 'ALL', amountKind: 'PERCENT', percent: 100 });
    expect(getDepositDue(full, regular, cut)).toEqual({ due: true, amountCents: 4500 });
  });

  it('asks nothing of a free booking or a zero deposit', () => {
    const rule = settings({ mode: 'ALL' });
    expect(getDepositDue(rule, regular, { totalCents: 0, serviceIds: ['x'] })).toEqual({
      due: false,
    });
    expect(getDepositDue(settings({ mode: 'ALL', fixedCents: 0 }), regular, cut)).toEqual({
      due: false,
    });
  });

  it('asks only when the booking has one of the chosen services', () => {
    const rule = settings({ mode: 'ALL', serviceIds: ['beard', 'color'] });
    expect(getDepositDue(rule, regular, cut)).toEqual({ due: false });
    expect(
      getDepositDue(rule, regular, { totalCents: 9000, serviceIds: ['cut', 'color'] }),
    ).toEqual({ due: true, amountCents: 2000 });
  });

  it('refuses a negative or fractional total', () => {
    const rule = settings({ mode: 'ALL' });
    expect(() => getDepositDue(rule, regular, { totalCents: -1, serviceIds: [] })).toThrow(
      RangeError,
    );
    expect(() => getDepositDue(rule, regular, { totalCents: 1.5, serviceIds: [] })).toThrow(
      RangeError,
    );
  });
});

const rules = { cancellationWindowHours: 24, cancellationFeePercent: 50, noShowFeePercent: 100 };
// Saturday 28/11/2026 09:00 in São Paulo; booked on Thursday.
const when = { startsAt: new Date('2026-11-28T12:00:00Z'), now: new Date('2026-11-26T18:00:00Z') };

describe('getDepositKept', () => {
  it('keeps the shop fee up to the deposit', () => {
    expect(getDepositKept(rules, 2000, 4500)).toEqual({ lateCancellation: 2000, noShow: 2000 });
    expect(getDepositKept({ ...rules, noShowFeePercent: 20 }, 2000, 4500)).toEqual({
      lateCancellation: 2000,
      noShow: 900,
    });
    expect(
      getDepositKept({ ...rules, cancellationFeePercent: 0, noShowFeePercent: 0 }, 2000, 4500),
    ).toEqual({ lateCancellation: 0, noShow: 0 });
  });
});

describe('describeDepositRule', () => {
  it('says the amount, the free window and that the shop keeps it afterwards', () => {
    expect(describeDepositRule(rules, { depositCents: 2000, totalCents: 4500 }, when)).toBe(
      'Sinal de R$\u00a020,00 para confirmar. Cancelando até 24 h antes, ele volta para você; ' +
        'em faltas ou cancelamentos depois disso, fica com a barbearia.',
    );
  });

  it('follows the shop window and fees, not fixed words', () => {
    const shop = { cancellationWindowHours: 2, cancellationFeePercent: 30, noShowFeePercent: 0 };
    expect(describeDepositRule(shop, { depositCents: 2000, totalCents: 4500 }, when)).toBe(
      'Sinal de R$\u00a020,00 para confirmar. Cancelando até 2 h antes, ele volta para você; ' +
        'em cancelamentos depois disso, a barbearia fica com R$\u00a013,50 e devolve o resto; ' +
        'em faltas, ele também volta para você.',
    );
  });

  it('tells a booking made inside the window that it is already there', () => {
    const now = new Date('2026-11-27T18:00:00Z'); // 15:00 the day before
    expect(
      describeDepositRule(rules, { depositCents: 2000, totalCents: 4500 }, { ...when, now }),
    ).toBe(
      'Sinal de R$\u00a020,00 para confirmar. Este horário já está dentro do prazo de ' +
        'cancelamento: em faltas ou cancelamentos, fica com a barbearia.',
    );
  });

  it('a shop without a cancellation fee returns it until the start', () => {
    expect(
      describeDepositRule(
        { ...rules, cancellationFeePercent: 0 },
        { depositCents: 1000, totalCents: 4500 },
        when,
      ),
    ).toBe(
      'Sinal de R$\u00a010,00 para confirmar. Cancelando até o horário marcado, ele volta para ' +
        'você; em faltas, fica com a barbearia.',
    );
  });
});

describe('describePaidRule', () => {
  it('once the rest is paid, keeps the fee on the whole total, not the deposit only', () => {
    const shop = { cancellationWindowHours: 24, cancellationFeePercent: 50, noShowFeePercent: 0 };
    expect(describePaidRule(shop, 4500, when, { paying: false })).toBe(
      'Total de R$\u00a045,00 pago. Cancelando até 24 h antes, tudo volta para você; em ' +
        'cancelamentos depois disso, a barbearia fica com R$\u00a022,50 e devolve o resto; em ' +
        'faltas, tudo também volta para você.',
    );
    // The deposit's sentence for the same shop keeps at most the R$ 20,00 deposit.
    expect(describeDepositRule(shop, { depositCents: 2000, totalCents: 4500 }, when)).toContain(
      'em cancelamentos depois disso, fica com a barbearia',
    );
  });

  it("tells the client on 'Pagar o restante' what paying it changes", () => {
    expect(describePaidRule(rules, 4500, when, { paying: true })).toBe(
      'Pagando o restante, o total de R$\u00a045,00 fica pago. Cancelando até 24 h antes, tudo ' +
        'volta para você; em cancelamentos depois disso, a barbearia fica com R$\u00a022,50 e ' +
        'devolve o resto; em faltas, tudo fica com a barbearia.',
    );
  });

  it('inside the window, and for a shop without a cancellation fee', () => {
    const now = new Date('2026-11-27T18:00:00Z');
    expect(describePaidRule(rules, 4500, { ...when, now }, { paying: false })).toBe(
      'Total de R$\u00a045,00 pago. Este horário já está dentro do prazo de cancelamento: em ' +
        'cancelamentos, a barbearia fica com R$\u00a022,50 e devolve o resto; em faltas, tudo ' +
        'fica com a barbearia.',
    );
    expect(
      describePaidRule({ ...rules, cancellationFeePercent: 0 }, 4500, when, { paying: false }),
    ).toBe(
      'Total de R$\u00a045,00 pago. Cancelando até o horário marcado, tudo volta para você; em ' +
        'faltas, tudo fica com a barbearia.',
    );
  });
});

describe('describeDepositBalance', () => {
  it('shows what is still owed after the deposit', () => {
    expect(describeDepositBalance(2000, 4500)).toBe('Sinal pago · falta R$\u00a025,00');
  });

  it('is silent when nothing or everything was paid', () => {
    expect(describeDepositBalance(0, 4500)).toBeNull();
    expect(describeDepositBalance(4500, 4500)).toBeNull();
  });
});

describe('describeDepositSplit', () => {
  it('says what is paid now and what at the shop', () => {
    expect(describeDepositSplit(1350, 4500)).toBe(
      'Sinal agora: R$\u00a013,50 · Na barbearia: R$\u00a031,50',
    );
  });

  it('never says a negative rest', () => {
    expect(describeDepositSplit(1500, 1500)).toBe(
      'Sinal agora: R$\u00a015,00 · Na barbearia: R$\u00a00,00',
    );
  });
});

describe('getDepositOwed', () => {
  const booking = {
    depositCents: 2000,
    paymentMethod: 'CASH',
    paymentStatus: 'PENDING',
    status: 'PENDING',
  };

  it('is the deposit while a cash booking waits for it', () => {
    expect(getDepositOwed(booking)).toBe(2000);
    expect(getDepositOwed({ ...booking, paymentStatus: 'FAILED' })).toBe(2000);
  });

  it('is nothing without a deposit, once paid, confirmed, or paid online whole', () => {
    expect(getDepositOwed({ ...booking, depositCents: null })).toBeNull();
    expect(getDepositOwed({ ...booking, depositCents: 0 })).toBeNull();
    expect(getDepositOwed({ ...booking, paymentStatus: 'COMPLETED' })).toBeNull();
    expect(getDepositOwed({ ...booking, status: 'CONFIRMED' })).toBeNull();
    expect(getDepositOwed({ ...booking, paymentMethod: 'PIX' })).toBeNull();
  });
});

describe('getBalanceDue', () => {
  const paid = {
    depositCents: 2000,
    paymentStatus: 'COMPLETED',
    status: 'CONFIRMED',
    totalCents: 4500,
  };

  it('is the total minus what was paid once the deposit is in', () => {
    expect(getBalanceDue(paid, 2000)).toBe(2500);
  });

  it('is nothing before the deposit, after the rest, without a deposit or once ended', () => {
    expect(getBalanceDue({ ...paid, paymentStatus: 'PENDING' }, 0)).toBe(null);
    expect(getBalanceDue(paid, 4500)).toBe(null);
    expect(getBalanceDue({ ...paid, depositCents: null }, 2000)).toBe(null);
    expect(getBalanceDue({ ...paid, status: 'CANCELLED' }, 2000)).toBe(null);
    expect(getBalanceDue({ ...paid, status: 'COMPLETED' }, 2000)).toBe(null);
  });
});

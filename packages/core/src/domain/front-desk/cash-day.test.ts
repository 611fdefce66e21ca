import { describe, expect, it } from 'vitest';
import { summarizeCashDay } from './cash-day.js';

describe('summarizeCashDay', () => {
  it('lists every method, even those with nothing, and expects no cash on an empty day', () => {
    const totals = summarizeCashDay([]);
    expect(totals.byMethod.map((row) => row.method)).toEqual([
      'CASH',
      'PIX',
      'CARD',
      'WALLET',
      'APP',
    ]);
    expect(totals.byMethod.every((row) => row.count === 0 && row.amountCents === 0)).toBe(true);
    expect(totals).toMatchObject({ received: { count: 0, amountCents: 0 }, expectedCashCents: 0 });
    expect(totals.byBarber).toEqual([]);
  });

  it('adds up by method and by barber, and expects the cash taken in the drawer', () => {
    const totals = summarizeCashDay([
      { method: 'CASH', amountCents: 5_000, barberId: 'b2', barberName: 'Zeca' },
      { method: 'APP', amountCents: 4_500, barberId: 'b1', barberName: 'Ana' },
      { method: 'CASH', amountCents: 3_000, barberId: 'b1', barberName: 'Ana' },
      { method: 'PIX', amountCents: 2_000, barberId: 'b2', barberName: 'Zeca' },
    ]);
    expect(totals.received).toEqual({ count: 4, amountCents: 14_500 });
    expect(totals.expectedCashCents).toBe(8_000);
    expect(totals.byMethod.find((row) => row.method === 'CASH')).toEqual({
      method: 'CASH',
      count: 2,
      amountCents: 8_000,
    });
    expect(totals.byBarber).toEqual([
      { barberId: 'b1', name: 'Ana', count: 2, amountCents: 7_500 },
      { barberId: 'b2', name: 'Zeca', count: 2, amountCents: 7_000 },
    ]);
  });
});

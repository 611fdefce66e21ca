import { describe, expect, it } from 'vitest';
import { getDashboardPeriods, listLocalDates, safeRatio } from './dashboard-periods.js';

describe('getDashboardPeriods', () => {
  it('starts the week on Sunday and spans the calendar month', () => {
    expect(getDashboardPeriods('2026-04-29')).toEqual({
      today: '2026-04-29',
      week: { from: '2026-04-26', to: '2026-05-02' },
      month: { from: '2026-04-01', to: '2026-04-30' },
    });
  });

  it('keeps a Sunday as the first day of its own week', () => {
    expect(getDashboardPeriods('2026-05-03').week).toEqual({
      from: '2026-05-03',
      to: '2026-05-09',
    });
  });

  it('knows leap Februaries and year ends', () => {
    expect(getDashboardPeriods('2028-02-10').month).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(getDashboardPeriods('2026-12-31')).toMatchObject({
      week: { from: '2026-12-27', to: '2027-01-02' },
      month: { from: '2026-12-01', to: '2026-12-31' },
    });
  });
});

describe('listLocalDates', () => {
  it('lists every date of a span across a month end', () => {
    expect(listLocalDates({ from: '2026-02-27', to: '2026-03-01' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
  });

  it('is empty when the span ends before it starts', () => {
    expect(listLocalDates({ from: '2026-03-02', to: '2026-03-01' })).toEqual([]);
  });
});

describe('safeRatio', () => {
  it('is 0 without a whole', () => {
    expect(safeRatio(0, 0)).toBe(0);
    expect(safeRatio(1, 4)).toBe(0.25);
  });
});

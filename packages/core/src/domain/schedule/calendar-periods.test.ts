import { describe, expect, it } from 'vitest';
import {
  countDaysInRange,
  getMonthRange,
  getWeekRange,
  isDateInRange,
  listDatesInRange,
} from './calendar-periods.js';

describe('getWeekRange', () => {
  it('runs Sunday to Saturday around the date', () => {
    expect(getWeekRange('2026-05-06')).toEqual({ from: '2026-05-03', to: '2026-05-09' });
  });

  it('keeps a Sunday as the first day and a Saturday as the last', () => {
    expect(getWeekRange('2026-05-03')).toEqual({ from: '2026-05-03', to: '2026-05-09' });
    expect(getWeekRange('2026-05-09')).toEqual({ from: '2026-05-03', to: '2026-05-09' });
  });

  it('crosses months and years', () => {
    expect(getWeekRange('2026-01-01')).toEqual({ from: '2025-12-28', to: '2026-01-03' });
  });

  it('refuses a date that does not exist', () => {
    expect(() => getWeekRange('2026-02-30')).toThrow(RangeError);
  });
});

describe('getMonthRange', () => {
  it('ends on the last day of the month, leap years included', () => {
    expect(getMonthRange('2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(getMonthRange('2028-02-29')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(getMonthRange('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(getMonthRange('2026-04-01')).toEqual({ from: '2026-04-01', to: '2026-04-30' });
  });
});

describe('countDaysInRange and listDatesInRange', () => {
  it('count both ends', () => {
    expect(countDaysInRange({ from: '2026-05-01', to: '2026-05-31' })).toBe(31);
    expect(countDaysInRange({ from: '2026-05-01', to: '2026-05-01' })).toBe(1);
    expect(countDaysInRange({ from: '2026-05-02', to: '2026-05-01' })).toBe(0);
  });

  it('ignores the daylight-saving change of any zone: calendar days only', () => {
    expect(countDaysInRange({ from: '2026-03-07', to: '2026-03-09' })).toBe(3);
  });

  it('lists every date in order', () => {
    expect(listDatesInRange({ from: '2026-02-27', to: '2026-03-01' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
    expect(listDatesInRange({ from: '2026-03-02', to: '2026-03-01' })).toEqual([]);
  });

  it('tells whether a date is inside', () => {
    const range = { from: '2026-05-03', to: '2026-05-09' };
    expect(isDateInRange('2026-05-03', range)).toBe(true);
    expect(isDateInRange('2026-05-09', range)).toBe(true);
    expect(isDateInRange('2026-05-10', range)).toBe(false);
  });
});

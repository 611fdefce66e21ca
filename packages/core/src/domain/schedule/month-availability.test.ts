import { describe, expect, it } from 'vitest';
import {
  findNextFreeDate,
  getDayAvailability,
  getMonthDates,
  parseCalendarMonth,
} from './month-availability.js';

describe('getMonthDates', () => {
  it('lists every day of the month, leap years included', () => {
    const february = getMonthDates({ year: 2028, month: 2 });
    expect(february).toHaveLength(29);
    expect(february[0]).toBe('2028-02-01');
    expect(february.at(-1)).toBe('2028-02-29');
    expect(getMonthDates({ year: 2026, month: 11 })).toHaveLength(30);
  });
});

describe('parseCalendarMonth', () => {
  it('reads YYYY-MM', () => {
    expect(parseCalendarMonth('2026-12')).toEqual({ year: 2026, month: 12 });
  });
});

describe('getDayAvailability', () => {
  const free = { available: true };
  const taken = { available: false };

  it('says a day nobody works is closed', () => {
    expect(getDayAvailability('2026-11-29', '2026-11-26', [])).toBe('CLOSED');
  });

  it('says a day whose every time is taken is full', () => {
    expect(getDayAvailability('2026-11-27', '2026-11-26', [taken, taken])).toBe('FULL');
  });

  it('offers a day with one free time', () => {
    expect(getDayAvailability('2026-11-26', '2026-11-26', [taken, free])).toBe('AVAILABLE');
  });

  it('leaves a day before today in the past, whatever it offered', () => {
    expect(getDayAvailability('2026-11-25', '2026-11-26', [free])).toBe('PAST');
    expect(getDayAvailability('2026-11-25', '2026-11-26', [])).toBe('PAST');
  });
});

describe('findNextFreeDate', () => {
  const dates = ['2026-11-26', '2026-11-27', '2026-11-28'];

  it('finds the first day with a free time, and asks no further', () => {
    const asked: string[] = [];
    const next = findNextFreeDate(dates, (date) => {
      asked.push(date);
      return date === '2026-11-27' ? [{ available: false }, { available: true }] : [];
    });
    expect(next).toBe('2026-11-27');
    expect(asked).toEqual(['2026-11-26', '2026-11-27']);
  });

  it('gives null when every day is taken or closed', () => {
    expect(findNextFreeDate(dates, () => [{ available: false }])).toBeNull();
  });
});

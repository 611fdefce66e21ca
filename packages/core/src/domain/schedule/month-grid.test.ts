import { describe, expect, it } from 'vitest';
import { getMonthGrid, getMonthOf, isMonthBefore, shiftMonth } from './month-grid.js';

describe('getMonthGrid', () => {
  it('lays a month out in weeks that start on Sunday', () => {
    // 1 May 2026 is a Friday.
    const weeks = getMonthGrid({ year: 2026, month: 5 });
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, '2026-05-01', '2026-05-02']);
    expect(weeks[1]?.[0]).toBe('2026-05-03');
    expect(weeks[5]).toEqual(['2026-05-31', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it('needs no padding when the month starts on Sunday and ends on Saturday', () => {
    // February 2026: Sunday the 1st to Saturday the 28th.
    const weeks = getMonthGrid({ year: 2026, month: 2 });
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toBe('2026-02-01');
    expect(weeks[3]?.[6]).toBe('2026-02-28');
  });

  it('knows leap years', () => {
    expect(getMonthGrid({ year: 2028, month: 2 }).flat().filter(Boolean)).toHaveLength(29);
  });

  it('refuses a month that does not exist', () => {
    expect(() => getMonthGrid({ year: 2026, month: 13 })).toThrow(RangeError);
  });
});

describe('months', () => {
  it('steps across years', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 5 }, 0)).toEqual({ year: 2026, month: 5 });
  });

  it('reads the month of a date and compares months', () => {
    expect(getMonthOf('2026-11-22')).toEqual({ year: 2026, month: 11 });
    expect(isMonthBefore({ year: 2025, month: 12 }, { year: 2026, month: 1 })).toBe(true);
    expect(isMonthBefore({ year: 2026, month: 1 }, { year: 2026, month: 1 })).toBe(false);
  });
});

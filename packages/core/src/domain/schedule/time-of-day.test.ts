import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatTimeOfDay,
  isValidDayOfWeek,
  isValidTimeOfDay,
  MINUTES_PER_DAY,
  parseTimeOfDay,
} from './time-of-day.js';

describe('parseTimeOfDay', () => {
  it('reads minutes since midnight', () => {
    expect(parseTimeOfDay('00:00')).toBe(0);
    expect(parseTimeOfDay('09:05')).toBe(545);
    expect(parseTimeOfDay('13:30')).toBe(810);
    expect(parseTimeOfDay('23:59')).toBe(1439);
  });

  it.each(['24:00', '9:00', '12:60', '09:00:00', ' 09:00', '0900', '', 'ab:cd', '25:61', '-1:00'])(
    'rejects %j',
    (value) => {
      expect(parseTimeOfDay(value)).toBeNull();
      expect(isValidTimeOfDay(value)).toBe(false);
    },
  );

  it('rejects values that are not strings', () => {
    expect(isValidTimeOfDay(900)).toBe(false);
    expect(isValidTimeOfDay(null)).toBe(false);
  });

  it('round-trips every minute of the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MINUTES_PER_DAY - 1 }), (minutes) => {
        expect(parseTimeOfDay(formatTimeOfDay(minutes))).toBe(minutes);
      }),
    );
  });
});

describe('formatTimeOfDay', () => {
  it('pads hours and minutes', () => {
    expect(formatTimeOfDay(545)).toBe('09:05');
    expect(formatTimeOfDay(0)).toBe('00:00');
  });

  it('rejects minutes outside the day', () => {
    expect(() => formatTimeOfDay(MINUTES_PER_DAY)).toThrow(RangeError);
    expect(() => formatTimeOfDay(-1)).toThrow(RangeError);
    expect(() => formatTimeOfDay(1.5)).toThrow(RangeError);
  });
});

describe('isValidDayOfWeek', () => {
  it('accepts 0 (Sunday) to 6 (Saturday)', () => {
    expect([0, 1, 2, 3, 4, 5, 6].every(isValidDayOfWeek)).toBe(true);
  });

  it('rejects anything else', () => {
    expect([-1, 7, 1.5, '1', null, Number.NaN].some(isValidDayOfWeek)).toBe(false);
  });
});

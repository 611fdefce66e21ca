import { describe, expect, it } from 'vitest';
import { isPlausibleBirthDate, toIsoBirthDate, toTypedBirthDate } from './birth-date.js';

describe('toIsoBirthDate', () => {
  it('turns dd/mm/yyyy into yyyy-mm-dd', () => {
    expect(toIsoBirthDate('07/09/1990')).toBe('1990-09-07');
  });
  it.each(['', '07', '07/09', '07/09/19', '7/9/1990', '07-09-1990'])(
    'gives null when a part is missing or malformed: %j',
    (typed) => expect(toIsoBirthDate(typed)).toBeNull(),
  );
  it('ignores surrounding spaces', () => expect(toIsoBirthDate(' 01/01/2000 ')).toBe('2000-01-01'));
});

describe('toTypedBirthDate', () => {
  it('turns yyyy-mm-dd back into dd/mm/yyyy', () => {
    expect(toTypedBirthDate('1990-09-07')).toBe('07/09/1990');
  });
  it('gives an empty field for none', () => {
    expect(toTypedBirthDate(null)).toBe('');
    expect(toTypedBirthDate('not a date')).toBe('');
  });
});

describe('isPlausibleBirthDate', () => {
  const today = '2026-05-04';
  it('accepts a real past date', () =>
    expect(isPlausibleBirthDate('1990-09-07', today)).toBe(true));
  it('accepts today', () => expect(isPlausibleBirthDate(today, today)).toBe(true));
  it('refuses tomorrow', () => expect(isPlausibleBirthDate('2026-05-05', today)).toBe(false));
  it('refuses a day that does not exist', () => {
    expect(isPlausibleBirthDate('1990-02-30', today)).toBe(false);
    expect(isPlausibleBirthDate('1990-13-01', today)).toBe(false);
  });
  it('accepts 29 February of a leap year only', () => {
    expect(isPlausibleBirthDate('2000-02-29', today)).toBe(true);
    expect(isPlausibleBirthDate('1900-02-29', today)).toBe(false);
  });
  it('refuses years before 1900', () =>
    expect(isPlausibleBirthDate('1899-12-31', today)).toBe(false));
});

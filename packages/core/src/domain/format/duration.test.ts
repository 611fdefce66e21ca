import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.js';

describe('formatDuration', () => {
  it.each([
    [0, '0 min'],
    [15, '15 min'],
    [59, '59 min'],
    [60, '1h'],
    [90, '1h 30min'],
    [125, '2h 5min'],
    [240, '4h'],
  ])('writes %i minutes as %s', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });

  it('refuses what is not a whole, non-negative number of minutes', () => {
    expect(() => formatDuration(-5)).toThrow(RangeError);
    expect(() => formatDuration(1.5)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { formatLocalDateLong, formatLocalDateShort } from './long-date.js';

describe('long dates', () => {
  it('writes a date in pt-BR words', () => {
    expect(formatLocalDateLong('2026-11-23')).toBe('Segunda-feira, 23 de novembro de 2026');
    expect(formatLocalDateLong('2026-03-01', { withYear: false })).toBe('Domingo, 1 de março');
  });

  it('writes the short form with the weekday', () => {
    expect(formatLocalDateShort('2026-11-28')).toBe('Sáb, 28/11');
  });

  it('refuses a date that does not exist', () => {
    expect(() => formatLocalDateLong('2026-02-30')).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import {
  formatDateTimeAtOffset,
  formatLocalDateTime,
  getShopOffsetMinutes,
} from './local-date-time.js';

describe('formatLocalDateTime', () => {
  it("writes the shop's date and time the pt-BR way", () => {
    expect(formatLocalDateTime('2026-05-04', '09:00')).toBe('04/05/2026 às 09:00');
    expect(formatLocalDateTime('2026-12-31', '23:30')).toBe('31/12/2026 às 23:30');
  });

  it('refuses a date that does not exist', () => {
    expect(() => formatLocalDateTime('2026-02-30', '09:00')).toThrow(RangeError);
  });
});

describe('getShopOffsetMinutes', () => {
  it("reads the shop's offset off a booking", () => {
    const instant = new Date('2026-05-04T12:00:00Z');
    expect(getShopOffsetMinutes('2026-05-04', '09:00', instant)).toBe(-180);
    expect(getShopOffsetMinutes('2026-05-04', '21:00', instant)).toBe(540);
    // 23:30 in São Paulo is already the next day in UTC.
    expect(getShopOffsetMinutes('2026-05-04', '23:30', new Date('2026-05-05T02:30:00Z'))).toBe(
      -180,
    );
  });

  it('refuses a date that cannot be read', () => {
    expect(() => getShopOffsetMinutes('04/05/2026', '09:00', new Date())).toThrow(RangeError);
  });
});

describe('formatDateTimeAtOffset', () => {
  it('shows an instant on that clock', () => {
    expect(formatDateTimeAtOffset(new Date('2026-05-03T12:00:00Z'), -180)).toBe(
      '03/05/2026 às 09:00',
    );
    expect(formatDateTimeAtOffset(new Date('2026-05-03T01:00:00Z'), -180)).toBe(
      '02/05/2026 às 22:00',
    );
  });
});

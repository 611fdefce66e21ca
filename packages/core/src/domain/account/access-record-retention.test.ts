import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getAccessRecordCutoff } from './access-record-retention.js';

describe('getAccessRecordCutoff', () => {
  it('is the same time six calendar months earlier', () => {
    expect(getAccessRecordCutoff(new Date('2026-11-15T13:45:10.250Z'))).toEqual(
      new Date('2026-05-15T13:45:10.250Z'),
    );
  });

  it('crosses the year back', () => {
    expect(getAccessRecordCutoff(new Date('2026-03-10T00:00:00.000Z'))).toEqual(
      new Date('2025-09-10T00:00:00.000Z'),
    );
  });

  it('stops at the last day of a shorter month instead of rolling into the next', () => {
    expect(getAccessRecordCutoff(new Date('2026-08-31T12:00:00.000Z'))).toEqual(
      new Date('2026-02-28T12:00:00.000Z'),
    );
    expect(getAccessRecordCutoff(new Date('2028-08-31T12:00:00.000Z'))).toEqual(
      new Date('2028-02-29T12:00:00.000Z'),
    );
    expect(getAccessRecordCutoff(new Date('2026-12-31T23:59:59.999Z'))).toEqual(
      new Date('2026-06-30T23:59:59.999Z'),
    );
  });

  it('is always between 181 and 184 days earlier, the lengths of six calendar months', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (now) => {
          const days = (now.getTime() - getAccessRecordCutoff(now).getTime()) / 86_400_000;
          expect(days).toBeGreaterThanOrEqual(181);
          expect(days).toBeLessThanOrEqual(184);
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { buildWorkingRanges } from './working-ranges.js';
import type { WorkingHours } from './working-ranges.js';

const utc = (iso: string) => new Date(iso).getTime();
const mondayWithLunch: WorkingHours[] = [
  { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' },
  { dayOfWeek: 1, startTime: '13:00', endTime: '19:00' },
];

describe('buildWorkingRanges', () => {
  it("turns the weekday's rows into UTC ranges in the shop's zone", () => {
    expect(
      buildWorkingRanges({
        date: '2026-05-04',
        timeZone: 'America/Sao_Paulo',
        workingHours: mondayWithLunch,
      }),
    ).toEqual([
      { start: utc('2026-05-04T12:00:00Z'), end: utc('2026-05-04T15:00:00Z') },
      { start: utc('2026-05-04T16:00:00Z'), end: utc('2026-05-04T22:00:00Z') },
    ]);
  });

  it('reads the same rows differently for a shop in Tokyo', () => {
    expect(
      buildWorkingRanges({
        date: '2026-05-04',
        timeZone: 'Asia/Tokyo',
        workingHours: mondayWithLunch,
      }),
    ).toEqual([
      { start: utc('2026-05-04T00:00:00Z'), end: utc('2026-05-04T03:00:00Z') },
      { start: utc('2026-05-04T04:00:00Z'), end: utc('2026-05-04T10:00:00Z') },
    ]);
  });

  it('has no ranges on a day without rows (Sunday closed)', () => {
    expect(
      buildWorkingRanges({
        date: '2026-05-03',
        timeZone: 'America/Sao_Paulo',
        workingHours: mondayWithLunch,
      }),
    ).toEqual([]);
  });

  it('joins touching and overlapping rows, whatever their order', () => {
    const rows: WorkingHours[] = [
      { dayOfWeek: 1, startTime: '12:00', endTime: '19:00' },
      { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' },
      { dayOfWeek: 1, startTime: '10:00', endTime: '11:00' },
    ];
    expect(
      buildWorkingRanges({ date: '2026-05-04', timeZone: 'America/Sao_Paulo', workingHours: rows }),
    ).toEqual([{ start: utc('2026-05-04T12:00:00Z'), end: utc('2026-05-04T22:00:00Z') }]);
  });

  it('follows the offset in force on a daylight-saving day', () => {
    const sundays: WorkingHours[] = [{ dayOfWeek: 0, startTime: '09:00', endTime: '19:00' }];
    const build = (date: string) =>
      buildWorkingRanges({ date, timeZone: 'America/New_York', workingHours: sundays });
    expect(build('2026-03-01')).toEqual([
      { start: utc('2026-03-01T14:00:00Z'), end: utc('2026-03-02T00:00:00Z') },
    ]);
    expect(build('2026-03-08')).toEqual([
      { start: utc('2026-03-08T13:00:00Z'), end: utc('2026-03-08T23:00:00Z') },
    ]);
  });

  it('spans the real length of a night the clocks change', () => {
    const nights: WorkingHours[] = [{ dayOfWeek: 0, startTime: '00:00', endTime: '04:00' }];
    const [spring] = buildWorkingRanges({
      date: '2026-03-08',
      timeZone: 'America/New_York',
      workingHours: nights,
    });
    const [autumn] = buildWorkingRanges({
      date: '2026-11-01',
      timeZone: 'America/New_York',
      workingHours: nights,
    });
    expect(spring && (spring.end - spring.start) / 3_600_000).toBe(3);
    expect(autumn && (autumn.end - autumn.start) / 3_600_000).toBe(5);
  });

  it('ignores a row that ends before it starts', () => {
    const rows: WorkingHours[] = [{ dayOfWeek: 1, startTime: '19:00', endTime: '09:00' }];
    expect(
      buildWorkingRanges({ date: '2026-05-04', timeZone: 'America/Sao_Paulo', workingHours: rows }),
    ).toEqual([]);
  });

  it('rejects malformed rows, dates and zones', () => {
    const build =
      (workingHours: WorkingHours[], date = '2026-05-04', timeZone = 'America/Sao_Paulo') =>
      () =>
        buildWorkingRanges({ date, timeZone, workingHours });
    expect(build([{ dayOfWeek: 7, startTime: '09:00', endTime: '12:00' }])).toThrow(RangeError);
    expect(build([{ dayOfWeek: 1, startTime: '9:00', endTime: '12:00' }])).toThrow(RangeError);
    expect(build([{ dayOfWeek: 1, startTime: '09:00', endTime: '24:00' }])).toThrow(RangeError);
    expect(build(mondayWithLunch, '2099-99-99')).toThrow(RangeError);
    expect(build(mondayWithLunch, '2026-05-04', 'Nowhere/City')).toThrow(RangeError);
  });
});

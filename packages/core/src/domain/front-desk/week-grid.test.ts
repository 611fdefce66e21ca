import { describe, expect, it } from 'vitest';
import { addDaysToLocalDate, shopLocalToUtc } from '../format/date-time.js';
import { layOutWeekGrid } from './week-grid.js';
import type { WeekGridDay } from './week-grid.js';

const zone = 'America/Sao_Paulo';
/** Sunday 2026-11-22 to Saturday 2026-11-28. */
const sunday = '2026-11-22';
const at = (date: string, time: string) => shopLocalToUtc(date, time, zone);
const dayOf = (offset: number) => addDaysToLocalDate(sunday, offset);

function week(overrides: Partial<Record<number, Partial<WeekGridDay>>> = {}): WeekGridDay[] {
  return Array.from({ length: 7 }, (_, offset) => {
    const date = dayOf(offset);
    const open = offset === 0 ? [] : [{ start: '09:00', end: '19:00' }];
    return {
      date,
      openingHours: open,
      workingHours: open,
      timeOff: [],
      bookings: [],
      ...overrides[offset],
    };
  });
}

describe('layOutWeekGrid', () => {
  it('puts every day on the same rows, from the earliest start to the latest end of the week', () => {
    const grid = layOutWeekGrid({
      timeZone: zone,
      slotStepMinutes: 30,
      days: week({
        6: {
          openingHours: [{ start: '08:00', end: '14:00' }],
          workingHours: [{ start: '08:00', end: '14:00' }],
        },
      }),
      now: at('2026-11-20', '10:00'),
    });
    expect(grid.rows[0]?.time).toBe('08:00');
    expect(grid.rows.at(-1)?.time).toBe('18:30');
    expect(grid.rows).toHaveLength(22);
    expect(grid.columns.map((column) => column.date)).toEqual(week().map((day) => day.date));
    // Saturday closes at 14:00: shaded from there; a closed, empty Sunday is shaded whole.
    expect(grid.columns[6]?.shaded).toContainEqual(
      expect.objectContaining({ kind: 'closed', startMinute: 14 * 60, endMinute: 19 * 60 }),
    );
    expect(grid.columns[0]?.shaded).toEqual([
      expect.objectContaining({ kind: 'closed', startRow: 0, rowSpan: 22 }),
    ]);
  });

  it("places each booking in its day's column, on the week's rows", () => {
    const grid = layOutWeekGrid({
      timeZone: zone,
      slotStepMinutes: 30,
      days: week({
        6: {
          openingHours: [{ start: '08:00', end: '14:00' }],
          workingHours: [{ start: '08:00', end: '14:00' }],
        },
        2: {
          bookings: [{ id: 'b1', startsAt: at(dayOf(2), '10:00'), endsAt: at(dayOf(2), '10:45') }],
        },
      }),
      now: at('2026-11-20', '10:00'),
    });
    // Tuesday 10:00 is row 4 of a week that starts at 08:00.
    expect(grid.columns[2]?.blocks).toEqual([
      expect.objectContaining({
        bookingId: 'b1',
        startRow: 4,
        rowSpan: 1.5,
        lane: 0,
        laneCount: 1,
      }),
    ]);
    expect(grid.columns.filter((column) => column.blocks.length > 0)).toHaveLength(1);
  });

  it("draws the current-time line on today's column only", () => {
    const grid = layOutWeekGrid({
      timeZone: zone,
      slotStepMinutes: 30,
      days: week(),
      now: at(dayOf(3), '10:15'),
    });
    expect(grid.columns.map((column) => column.nowLine !== null)).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
      false,
    ]);
    expect(grid.columns[3]?.nowLine).toEqual({ minute: 615, row: 2.5 });
  });

  it('keeps a plain business day when the whole week is empty', () => {
    const empty = week().map((day) => ({ ...day, openingHours: [], workingHours: [] }));
    const grid = layOutWeekGrid({ timeZone: zone, slotStepMinutes: 60, days: empty, now: 0 });
    expect(grid.rows[0]?.time).toBe('08:00');
    expect(grid.rows).toHaveLength(12);
  });

  it('leaves its input as it was', () => {
    const days = week({
      1: {
        bookings: [{ id: 'b', startsAt: at(dayOf(1), '09:00'), endsAt: at(dayOf(1), '09:30') }],
      },
    });
    const copy = days.map((day) => ({
      ...day,
      bookings: day.bookings.map((booking) => ({ ...booking })),
    }));
    layOutWeekGrid({ timeZone: zone, slotStepMinutes: 30, days, now: 0 });
    expect(days).toEqual(copy);
  });
});

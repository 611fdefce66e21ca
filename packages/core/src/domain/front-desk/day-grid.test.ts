import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shopLocalToUtc } from '../format/date-time.js';
import { getBreaks, layOutDayGrid, minuteOfShopDay } from './day-grid.js';
import type { DayGridInput } from './day-grid.js';

const zone = 'America/Sao_Paulo';
const date = '2026-11-28';
const at = (time: string, day = date) => shopLocalToUtc(day, time, zone);

function input(overrides: Partial<DayGridInput> = {}): DayGridInput {
  return {
    date,
    timeZone: zone,
    slotStepMinutes: 30,
    openingHours: [{ start: '08:00', end: '18:00' }],
    staff: [
      {
        id: 'ana',
        workingHours: [
          { start: '09:00', end: '12:00' },
          { start: '13:00', end: '18:00' },
        ],
        timeOff: [],
      },
    ],
    bookings: [{ id: 'b1', staffId: 'ana', startsAt: at('10:00'), endsAt: at('10:45') }],
    now: at('07:00', '2026-11-27'),
    ...overrides,
  };
}

describe('layOutDayGrid', () => {
  it('lays out the worked example: rows by step, closed and break shaded, the block', () => {
    const grid = layOutDayGrid(input());
    expect(grid.startMinute).toBe(8 * 60);
    expect(grid.endMinute).toBe(18 * 60);
    expect(grid.rows).toHaveLength(20);
    expect(grid.rows[0]).toEqual({ minute: 480, time: '08:00' });
    expect(grid.rows.at(-1)?.time).toBe('17:30');
    const [column] = grid.columns;
    expect(column?.shaded).toEqual([
      { kind: 'closed', startMinute: 480, endMinute: 540, startRow: 0, rowSpan: 2 },
      { kind: 'break', startMinute: 720, endMinute: 780, startRow: 8, rowSpan: 2 },
    ]);
    expect(column?.blocks).toEqual([
      {
        bookingId: 'b1',
        startMinute: 600,
        endMinute: 645,
        startRow: 4,
        rowSpan: 1.5,
        lane: 0,
        laneCount: 1,
      },
    ]);
  });

  it('makes one column per staff member, in the order given', () => {
    const grid = layOutDayGrid(
      input({
        staff: [
          { id: 'b', workingHours: [], timeOff: [] },
          { id: 'a', workingHours: [], timeOff: [] },
        ],
      }),
    );
    expect(grid.columns.map((column) => column.staffId)).toEqual(['b', 'a']);
  });

  it('shades the whole column of someone who does not work that day', () => {
    const grid = layOutDayGrid(input({ staff: [{ id: 'ana', workingHours: [], timeOff: [] }] }));
    expect(grid.columns[0]?.shaded).toEqual([
      { kind: 'closed', startMinute: 480, endMinute: 1080, startRow: 0, rowSpan: 20 },
    ]);
  });

  it('shades time off, cut to the day when it spans several', () => {
    const grid = layOutDayGrid(
      input({
        staff: [
          {
            id: 'ana',
            workingHours: [{ start: '09:00', end: '18:00' }],
            timeOff: [
              { startsAt: at('15:00'), endsAt: at('12:00', '2026-11-30') },
              { startsAt: at('10:00', '2026-11-20'), endsAt: at('11:00', '2026-11-20') },
            ],
          },
        ],
      }),
    );
    expect(grid.columns[0]?.shaded).toContainEqual({
      kind: 'time-off',
      startMinute: 900,
      endMinute: 1080,
      startRow: 14,
      rowSpan: 6,
    });
    expect(grid.columns[0]?.shaded.filter((shade) => shade.kind === 'time-off')).toHaveLength(1);
  });

  it('adds given breaks to the gaps between working ranges', () => {
    const grid = layOutDayGrid(
      input({
        staff: [
          {
            id: 'ana',
            workingHours: [{ start: '09:00', end: '18:00' }],
            breaks: [{ start: '15:00', end: '15:30' }],
            timeOff: [],
          },
        ],
      }),
    );
    expect(grid.columns[0]?.shaded.filter((shade) => shade.kind === 'break')).toEqual([
      { kind: 'break', startMinute: 900, endMinute: 930, startRow: 14, rowSpan: 1 },
    ]);
  });

  it('widens the grid to whole steps to hold a booking outside opening hours', () => {
    const grid = layOutDayGrid(
      input({
        bookings: [{ id: 'late', staffId: 'ana', startsAt: at('18:10'), endsAt: at('18:50') }],
      }),
    );
    expect(grid.endMinute).toBe(19 * 60);
    expect(grid.columns[0]?.blocks[0]).toMatchObject({ startRow: 20 + 1 / 3, rowSpan: 4 / 3 });
  });

  it('shows 08:00–20:00 when the day holds nothing', () => {
    const grid = layOutDayGrid(input({ openingHours: [], staff: [], bookings: [] }));
    expect([grid.startMinute, grid.endMinute]).toEqual([480, 1200]);
  });

  it('puts overlapping bookings side by side instead of on top of each other', () => {
    const grid = layOutDayGrid(
      input({
        bookings: [
          { id: 'x', staffId: 'ana', startsAt: at('09:00'), endsAt: at('10:00') },
          { id: 'y', staffId: 'ana', startsAt: at('09:30'), endsAt: at('10:30') },
          { id: 'z', staffId: 'ana', startsAt: at('10:00'), endsAt: at('11:00') },
          { id: 'w', staffId: 'ana', startsAt: at('14:00'), endsAt: at('15:00') },
        ],
      }),
    );
    const lanes = Object.fromEntries(
      grid.columns[0]?.blocks.map((block) => [block.bookingId, [block.lane, block.laneCount]]) ??
        [],
    );
    expect(lanes).toEqual({ x: [0, 2], y: [1, 2], z: [0, 2], w: [0, 1] });
  });

  it('leaves out bookings of someone who has no column', () => {
    const grid = layOutDayGrid(
      input({
        bookings: [{ id: 'b', staffId: 'gone', startsAt: at('10:00'), endsAt: at('11:00') }],
      }),
    );
    expect(grid.columns[0]?.blocks).toEqual([]);
  });

  it("draws the current-time line only on today's grid, in the shop's zone", () => {
    expect(layOutDayGrid(input({ now: at('10:15') })).nowLine).toEqual({ minute: 615, row: 4.5 });
    expect(layOutDayGrid(input({ now: at('10:15', '2026-11-29') })).nowLine).toBeNull();
    // 01:30 UTC on the 29th is still 22:30 on the 28th in São Paulo: today, but after hours.
    expect(layOutDayGrid(input({ now: new Date('2026-11-29T01:30:00Z') })).nowLine).toBeNull();
    expect(
      layOutDayGrid(input({ now: new Date('2026-11-29T01:30:00Z'), timeZone: 'Asia/Tokyo' }))
        .nowLine,
    ).toBeNull();
  });

  it('reads the same day in a shop on the other side of the world', () => {
    const tokyo = (time: string) => shopLocalToUtc(date, time, 'Asia/Tokyo');
    const grid = layOutDayGrid(
      input({
        timeZone: 'Asia/Tokyo',
        bookings: [{ id: 'b', staffId: 'ana', startsAt: tokyo('09:00'), endsAt: tokyo('09:30') }],
        now: tokyo('09:10'),
      }),
    );
    expect(grid.columns[0]?.blocks[0]).toMatchObject({ startMinute: 540, startRow: 2 });
    expect(grid.nowLine).toEqual({ minute: 550, row: 70 / 30 });
  });

  it('refuses a slot step that is not a positive whole number of minutes', () => {
    expect(() => layOutDayGrid(input({ slotStepMinutes: 0 }))).toThrow(RangeError);
  });

  it('never mutates its input', () => {
    const given = input();
    const before = JSON.stringify(given);
    layOutDayGrid(given);
    expect(JSON.stringify(given)).toBe(before);
  });

  it('keeps every block inside the grid and never lets two blocks of one lane overlap', () => {
    const booking = fc
      .record({
        start: fc.integer({ min: 0, max: 1430 }),
        length: fc.integer({ min: 5, max: 240 }),
      })
      .map(({ start, length }) => ({ start, end: Math.min(1440, start + length) }));
    fc.assert(
      fc.property(
        fc.array(booking, { maxLength: 12 }),
        fc.constantFrom(5, 10, 15, 30, 60),
        (ranges, step) => {
          const day = shopLocalToUtc(date, '00:00', zone).getTime();
          const grid = layOutDayGrid(
            input({
              slotStepMinutes: step,
              bookings: ranges.map((range, index) => ({
                id: String(index),
                staffId: 'ana',
                startsAt: day + range.start * 60_000,
                endsAt: day + range.end * 60_000,
              })),
            }),
          );
          const blocks = grid.columns[0]?.blocks ?? [];
          expect(blocks).toHaveLength(ranges.length);
          for (const block of blocks) {
            expect(block.startMinute).toBeGreaterThanOrEqual(grid.startMinute);
            expect(block.endMinute).toBeLessThanOrEqual(grid.endMinute);
            expect(block.lane).toBeLessThan(block.laneCount);
            for (const other of blocks) {
              if (other === block || other.lane !== block.lane) continue;
              const apart =
                other.endMinute <= block.startMinute || block.endMinute <= other.startMinute;
              expect(apart).toBe(true);
            }
          }
        },
      ),
    );
  });
});

describe('getBreaks', () => {
  it('finds the gaps between working ranges', () => {
    expect(
      getBreaks([
        { start: '13:00', end: '19:00' },
        { start: '09:00', end: '12:00' },
      ]),
    ).toEqual([{ start: '12:00', end: '13:00' }]);
    expect(getBreaks([{ start: '09:00', end: '18:00' }])).toEqual([]);
  });
});

describe('minuteOfShopDay', () => {
  it('clamps instants of other days to the ends of the day', () => {
    expect(minuteOfShopDay(at('23:00', '2026-11-27'), date, zone)).toBe(0);
    expect(minuteOfShopDay(at('10:30'), date, zone)).toBe(630);
    expect(minuteOfShopDay(at('00:30', '2026-11-29'), date, zone)).toBe(1440);
  });
});

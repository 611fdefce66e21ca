import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  containsRange,
  isEmptyRange,
  mergeRanges,
  overlaps,
  subtractRanges,
  toTimeRange,
} from './time-range.js';
import type { TimeRange } from './time-range.js';

/** Minutes after an arbitrary midnight, to keep the examples readable. */
const r = (start: number, end: number): TimeRange => ({ start: start * 60_000, end: end * 60_000 });
const h = (hours: number, minutes = 0) => hours * 60 + minutes;

const rangeArb = fc
  .tuple(fc.integer({ min: 0, max: 1440 }), fc.integer({ min: -30, max: 300 }))
  .map(([start, length]) => r(start, start + length));
const rangesArb = fc.array(rangeArb, { maxLength: 12 });

function covers(ranges: readonly TimeRange[], instant: number): boolean {
  return ranges.some((range) => range.start <= instant && instant < range.end);
}

describe('overlaps', () => {
  it('does not count touching ranges', () => {
    expect(overlaps(r(h(9), h(10)), r(h(10), h(11)))).toBe(false);
    expect(overlaps(r(h(10), h(11)), r(h(9), h(10)))).toBe(false);
  });

  it('never counts an empty range', () => {
    expect(overlaps(r(h(9), h(12)), r(h(10), h(10)))).toBe(false);
    expect(overlaps(r(h(9), h(12)), r(h(11), h(10)))).toBe(false);
  });

  it('counts any shared minute', () => {
    expect(overlaps(r(h(9), h(10)), r(h(9, 59), h(11)))).toBe(true);
    expect(overlaps(r(h(9), h(12)), r(h(10), h(11)))).toBe(true);
  });
});

describe('containsRange', () => {
  it('accepts coinciding ends', () => {
    expect(containsRange(r(h(9), h(12)), r(h(11), h(12)))).toBe(true);
    expect(containsRange(r(h(9), h(12)), r(h(11, 30), h(12, 15)))).toBe(false);
  });
});

describe('toTimeRange', () => {
  it('reads Dates and epoch milliseconds', () => {
    const start = new Date('2026-05-04T12:00:00Z');
    expect(toTimeRange({ start, end: start.getTime() + 1000 })).toEqual({
      start: start.getTime(),
      end: start.getTime() + 1000,
    });
  });
});

describe('isEmptyRange', () => {
  it('treats zero-length, reversed and invalid ranges as empty', () => {
    expect(isEmptyRange(r(10, 10))).toBe(true);
    expect(isEmptyRange(r(10, 5))).toBe(true);
    expect(isEmptyRange({ start: Number.NaN, end: 5 })).toBe(true);
    expect(isEmptyRange(r(5, 10))).toBe(false);
  });
});

describe('mergeRanges', () => {
  it('joins overlapping and touching ranges, in order', () => {
    expect(
      mergeRanges([r(h(13), h(19)), r(h(9), h(12)), r(h(12), h(12, 30)), r(h(11), h(11, 30))]),
    ).toEqual([r(h(9), h(12, 30)), r(h(13), h(19))]);
  });

  it('drops empty ranges', () => {
    expect(mergeRanges([r(5, 5), r(7, 3)])).toEqual([]);
  });

  it('covers the same instants with sorted, disjoint ranges and leaves the input alone', () => {
    fc.assert(
      fc.property(rangesArb, fc.integer({ min: -30, max: 2000 }), (ranges, minute) => {
        const frozen = Object.freeze(ranges.map((range) => Object.freeze({ ...range })));
        const merged = mergeRanges(frozen);
        const instant = minute * 60_000;
        expect(covers(merged, instant)).toBe(covers(frozen, instant));
        merged.forEach((range, index) => {
          expect(range.start).toBeLessThan(range.end);
          const next = merged[index + 1];
          if (next) expect(range.end).toBeLessThan(next.start);
        });
        expect(frozen).toEqual(ranges);
      }),
    );
  });
});

describe('subtractRanges', () => {
  it('cuts busy time out of the working day', () => {
    expect(subtractRanges([r(h(9), h(12))], [r(h(10), h(10, 45)), r(h(11, 30), h(13))])).toEqual([
      r(h(9), h(10)),
      r(h(10, 45), h(11, 30)),
    ]);
  });

  it('lets one busy range span several base ranges', () => {
    expect(subtractRanges([r(h(9), h(12)), r(h(13), h(19))], [r(h(11), h(14))])).toEqual([
      r(h(9), h(11)),
      r(h(14), h(19)),
    ]);
  });

  it('keeps everything when busy ranges only touch', () => {
    expect(subtractRanges([r(h(9), h(12))], [r(h(8), h(9)), r(h(12), h(13))])).toEqual([
      r(h(9), h(12)),
    ]);
  });

  it('leaves nothing when busy covers everything', () => {
    expect(subtractRanges([r(h(9), h(12))], [r(h(8), h(13))])).toEqual([]);
  });

  it('keeps exactly the base instants no busy range covers, and leaves the input alone', () => {
    fc.assert(
      fc.property(
        rangesArb,
        rangesArb,
        fc.integer({ min: -30, max: 2000 }),
        (base, busy, minute) => {
          const frozenBase = Object.freeze(base.map((range) => Object.freeze({ ...range })));
          const frozenBusy = Object.freeze(busy.map((range) => Object.freeze({ ...range })));
          const free = subtractRanges(frozenBase, frozenBusy);
          const instant = minute * 60_000;
          expect(covers(free, instant)).toBe(
            covers(frozenBase, instant) && !covers(frozenBusy, instant),
          );
          for (const range of free) {
            expect(range.start).toBeLessThan(range.end);
            expect(frozenBusy.some((cut) => overlaps(cut, range))).toBe(false);
          }
          expect(mergeRanges(free)).toEqual(free);
          expect(frozenBase).toEqual(base);
          expect(frozenBusy).toEqual(busy);
        },
      ),
    );
  });
});

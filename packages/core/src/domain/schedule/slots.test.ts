import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToLocalDate, getLocalDayOfWeek, shopLocalToUtc } from '../format/date-time.js';
import { checkSlot, getSlots } from './slots.js';
import type { SlotParams } from './slots.js';
import { formatTimeOfDay } from './time-of-day.js';
import { overlaps, toTimeRange } from './time-range.js';
import type { InstantRange } from './time-range.js';
import { buildWorkingRanges } from './working-ranges.js';
import type { WorkingHours } from './working-ranges.js';

const SAO_PAULO = 'America/Sao_Paulo';
const MONDAY = '2026-05-04';
const utc = (iso: string) => new Date(iso);
/** São Paulo is UTC−3 all year: 09:00 there is 12:00Z. */
const sp = (time: string, date = MONDAY) => shopLocalToUtc(date, time, SAO_PAULO);

/** Monday to Saturday 09:00–12:00 and 13:00–19:00, Sunday closed: the demo shop. */
const demoWeek: WorkingHours[] = [1, 2, 3, 4, 5, 6].flatMap((dayOfWeek) => [
  { dayOfWeek, startTime: '09:00', endTime: '12:00' },
  { dayOfWeek, startTime: '13:00', endTime: '19:00' },
]);

function slots(overrides: Partial<SlotParams> = {}) {
  return getSlots({
    date: MONDAY,
    timeZone: SAO_PAULO,
    workingHours: demoWeek,
    busy: [],
    durationMinutes: 30,
    now: utc('2026-05-01T12:00:00Z'),
    ...overrides,
  });
}

const times = (list: { time: string }[]) => list.map((slot) => slot.time);
const availableTimes = (list: { time: string; available: boolean }[]) =>
  list.filter((slot) => slot.available).map((slot) => slot.time);

describe('getSlots', () => {
  it('follows the worked example: 45 minutes around lunch and at closing', () => {
    const result = slots({ durationMinutes: 45 });
    // prettier-ignore
    expect(times(result)).toEqual([
      '09:00', '09:30', '10:00', '10:30', '11:00', '11:30',
      '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30', '18:00', '18:30',
    ]);
    const byTime = new Map(result.map((slot) => [slot.time, slot.available]));
    expect(byTime.get('11:00')).toBe(true);
    expect(byTime.get('11:30')).toBe(false);
    expect(byTime.get('18:00')).toBe(true);
    expect(byTime.get('18:30')).toBe(false);
    const withBusy = slots({
      durationMinutes: 45,
      busy: [{ start: sp('10:00'), end: sp('10:45') }],
    });
    expect(availableTimes(withBusy).slice(0, 3)).toEqual(['09:00', '11:00', '13:00']);
  });

  it('gives each slot its UTC instant', () => {
    const [first] = slots();
    expect(first).toEqual({
      time: '09:00',
      startsAt: utc('2026-05-04T12:00:00Z'),
      available: true,
    });
  });

  it('offers the last slot of the day when the booking ends exactly at closing', () => {
    expect(availableTimes(slots({ durationMinutes: 30 })).at(-1)).toBe('18:30');
    expect(availableTimes(slots({ durationMinutes: 60 })).at(-1)).toBe('18:00');
  });

  it('offers nothing during the lunch break and nothing that runs into it', () => {
    const result = slots({ durationMinutes: 60 });
    expect(times(result)).not.toContain('12:00');
    expect(times(result)).not.toContain('12:30');
    expect(availableTimes(result)).toContain('11:00');
    expect(availableTimes(result)).not.toContain('11:30');
  });

  it('offers nothing when the service is longer than any gap', () => {
    expect(availableTimes(slots({ durationMinutes: 7 * 60 }))).toEqual([]);
    const busy = [
      { start: sp('09:00'), end: sp('10:00') },
      { start: sp('11:00'), end: sp('12:00') },
      { start: sp('13:00'), end: sp('19:00') },
    ];
    expect(availableTimes(slots({ durationMinutes: 90, busy }))).toEqual([]);
    expect(availableTimes(slots({ durationMinutes: 60, busy }))).toEqual(['10:00']);
  });

  it('treats a busy range that only touches a slot as no conflict', () => {
    const busy = [
      { start: sp('09:00'), end: sp('09:30') },
      { start: sp('10:00'), end: sp('10:30') },
    ];
    const result = slots({ busy });
    expect(availableTimes(result).slice(0, 3)).toEqual(['09:30', '10:30', '11:00']);
    expect(result.find((slot) => slot.time === '10:00')?.available).toBe(false);
  });

  it('blocks a slot a busy range overlaps by one second', () => {
    const busy = [{ start: sp('08:00'), end: new Date(sp('09:00').getTime() + 1000) }];
    expect(slots({ busy })[0]).toMatchObject({ time: '09:00', available: false });
  });

  it('accepts busy ranges as Dates or epoch milliseconds', () => {
    const asDates = slots({ busy: [{ start: sp('10:00'), end: sp('11:00') }] });
    const asNumbers = slots({
      busy: [{ start: sp('10:00').getTime(), end: sp('11:00').getTime() }],
    });
    expect(asNumbers).toEqual(asDates);
  });

  it('ignores busy time on other days', () => {
    const busy = [{ start: sp('09:00', '2026-05-05'), end: sp('19:00', '2026-05-05') }];
    expect(availableTimes(slots({ busy }))).toHaveLength(18);
  });

  it('reads working hours in the shop zone, wherever the shop is', () => {
    const tokyo = slots({ timeZone: 'Asia/Tokyo' });
    expect(tokyo[0]).toEqual({
      time: '09:00',
      startsAt: utc('2026-05-04T00:00:00Z'),
      available: true,
    });
    const saoPaulo = slots();
    expect(saoPaulo[0]?.startsAt).toEqual(utc('2026-05-04T12:00:00Z'));
    expect(times(tokyo)).toEqual(times(saoPaulo));
  });

  it("blocks a Tokyo shop's slot with busy time given in UTC", () => {
    // 10:00–10:30 in Tokyo is 01:00–01:30Z.
    const busy = [{ start: utc('2026-05-04T01:00:00Z'), end: utc('2026-05-04T01:30:00Z') }];
    const tokyo = slots({ timeZone: 'Asia/Tokyo', busy });
    expect(tokyo.filter((slot) => !slot.available).map((slot) => slot.time)).toEqual(['10:00']);
  });

  it("hides today's past times", () => {
    const result = slots({ now: utc('2026-05-04T13:10:00Z') }); // 10:10 in São Paulo
    expect(result[0]?.time).toBe('10:30');
    expect(result.every((slot) => slot.available)).toBe(true);
  });

  it('still offers a slot that starts exactly now', () => {
    expect(slots({ now: sp('10:00') })[0]).toMatchObject({ time: '10:00', available: true });
  });

  it('returns nothing for a day that is over', () => {
    expect(slots({ now: utc('2026-05-05T12:00:00Z') })).toEqual([]);
  });

  it('keeps a day in São Paulo open while it is already tomorrow in UTC', () => {
    // 21:30 on Monday in São Paulo is 00:30Z on Tuesday: Monday's slots are past, Tuesday's are not.
    const now = utc('2026-05-05T00:30:00Z');
    expect(slots({ now })).toEqual([]);
    expect(slots({ now, date: '2026-05-05' })).toHaveLength(18);
  });

  it('shows times inside the minimum notice as unavailable', () => {
    const result = slots({ now: sp('10:10'), minNoticeMinutes: 60 });
    expect(result.slice(0, 3)).toEqual([
      { time: '10:30', startsAt: sp('10:30'), available: false },
      { time: '11:00', startsAt: sp('11:00'), available: false },
      { time: '11:30', startsAt: sp('11:30'), available: true },
    ]);
  });

  it('offers nothing on a day without working hours (Sunday closed)', () => {
    expect(slots({ date: '2026-05-03' })).toEqual([]);
  });

  it.each([
    [15, 36, ['09:00', '09:15', '09:30']],
    [30, 18, ['09:00', '09:30', '10:00']],
    [60, 9, ['09:00', '10:00', '11:00']],
  ])('steps every %i minutes', (slotStepMinutes, count, firstThree) => {
    const result = slots({ slotStepMinutes });
    expect(result).toHaveLength(count);
    expect(times(result).slice(0, 3)).toEqual(firstThree);
  });

  it("starts counting at each working range's own start", () => {
    const workingHours: WorkingHours[] = [
      { dayOfWeek: 1, startTime: '09:15', endTime: '11:00' },
      { dayOfWeek: 1, startTime: '14:10', endTime: '15:00' },
    ];
    expect(times(slots({ workingHours }))).toEqual([
      '09:15',
      '09:45',
      '10:15',
      '10:45',
      '14:10',
      '14:40',
    ]);
  });

  it('skips the wall-clock times a spring-forward night does not have', () => {
    const workingHours: WorkingHours[] = [{ dayOfWeek: 0, startTime: '00:00', endTime: '04:00' }];
    const result = slots({
      date: '2026-03-08',
      timeZone: 'America/New_York',
      workingHours,
      now: utc('2026-03-01T00:00:00Z'),
    });
    expect(times(result)).toEqual(['00:00', '00:30', '01:00', '01:30', '03:00', '03:30']);
    expect(result.find((slot) => slot.time === '03:00')?.startsAt).toEqual(
      utc('2026-03-08T07:00:00Z'),
    );
    // 01:30 EST + 30 minutes is 03:00 EDT: the booking fits.
    expect(result.find((slot) => slot.time === '01:30')?.available).toBe(true);
  });

  it('offers a repeated wall-clock time once, at its first occurrence', () => {
    const workingHours: WorkingHours[] = [{ dayOfWeek: 0, startTime: '00:00', endTime: '03:00' }];
    const result = slots({
      date: '2026-11-01',
      timeZone: 'America/New_York',
      workingHours,
      now: utc('2026-10-01T00:00:00Z'),
    });
    expect(times(result)).toEqual(['00:00', '00:30', '01:00', '01:30', '02:00', '02:30']);
    expect(result.find((slot) => slot.time === '01:30')?.startsAt).toEqual(
      utc('2026-11-01T05:30:00Z'),
    );
    expect(result.find((slot) => slot.time === '02:00')?.startsAt).toEqual(
      utc('2026-11-01T07:00:00Z'),
    );
  });

  it('handles a Lisbon spring-forward day', () => {
    const workingHours: WorkingHours[] = [{ dayOfWeek: 0, startTime: '00:00', endTime: '03:00' }];
    const result = slots({
      date: '2026-03-29',
      timeZone: 'Europe/Lisbon',
      workingHours,
      now: utc('2026-03-01T00:00:00Z'),
    });
    expect(result.map((slot) => [slot.time, slot.startsAt.toISOString()])).toEqual([
      ['00:00', '2026-03-29T00:00:00.000Z'],
      ['00:30', '2026-03-29T00:30:00.000Z'],
      ['02:00', '2026-03-29T01:00:00.000Z'],
      ['02:30', '2026-03-29T01:30:00.000Z'],
    ]);
  });

  it('rejects a non-positive duration or step and a negative notice', () => {
    expect(() => slots({ durationMinutes: 0 })).toThrow(RangeError);
    expect(() => slots({ slotStepMinutes: 0 })).toThrow(RangeError);
    expect(() => slots({ slotStepMinutes: 7.5 })).toThrow(RangeError);
    expect(() => slots({ minNoticeMinutes: -1 })).toThrow(RangeError);
    expect(() => slots({ now: new Date(Number.NaN) })).toThrow(RangeError);
  });
});

describe('checkSlot', () => {
  const check = (time: string, overrides: Partial<SlotParams> = {}) =>
    checkSlot({
      date: MONDAY,
      timeZone: SAO_PAULO,
      workingHours: demoWeek,
      busy: [{ start: sp('10:00'), end: sp('10:45') }],
      durationMinutes: 45,
      minNoticeMinutes: 60,
      now: sp('09:10'),
      time,
      ...overrides,
    });

  it('accepts a free time with its span', () => {
    expect(check('11:00')).toEqual({ ok: true, startsAt: sp('11:00'), endsAt: sp('11:45') });
  });

  it('says why a time cannot be booked', () => {
    expect(check('09:00')).toEqual({ ok: false, reason: 'PAST' });
    expect(check('09:30')).toEqual({ ok: false, reason: 'TOO_SOON' });
    expect(check('10:30')).toEqual({ ok: false, reason: 'BUSY' });
    expect(check('11:30')).toEqual({ ok: false, reason: 'OUTSIDE_WORKING_HOURS' });
    expect(check('12:00')).toEqual({ ok: false, reason: 'OUTSIDE_WORKING_HOURS' });
    expect(check('14:10')).toEqual({ ok: false, reason: 'NOT_A_SLOT' });
    expect(check('10:00', { date: '2026-05-10' })).toEqual({
      ok: false,
      reason: 'OUTSIDE_WORKING_HOURS',
    });
  });

  it('rejects a malformed time', () => {
    expect(() => check('25:61')).toThrow(RangeError);
  });
});

const zones = [
  'America/Sao_Paulo',
  'America/New_York',
  'Europe/Lisbon',
  'Asia/Tokyo',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
] as const;

/** A row of any weekday; `null` stands for the weekday of the generated date, to keep most rows relevant. */
const rowArb = fc.record({
  dayOfWeek: fc.option(fc.integer({ min: 0, max: 6 }), { freq: 3 }),
  start: fc.integer({ min: 0, max: 287 }),
  length: fc.integer({ min: -6, max: 144 }),
});

const paramsArb = fc
  .record({
    // 2026 and early 2027 cover every zone's daylight-saving changes.
    dayOffset: fc.integer({ min: 0, max: 450 }),
    timeZone: fc.constantFrom(...zones),
    workingHours: fc.array(rowArb, { minLength: 1, maxLength: 6 }),
    busy: fc.array(
      fc.record({
        startMinute: fc.integer({ min: -180, max: 1620 }),
        seconds: fc.integer({ min: 0, max: 59 }),
        lengthMinutes: fc.integer({ min: -10, max: 300 }),
        asNumber: fc.boolean(),
      }),
      { maxLength: 8 },
    ),
    durationMinutes: fc.oneof(fc.integer({ min: 5, max: 90 }), fc.integer({ min: 1, max: 300 })),
    slotStepMinutes: fc.constantFrom(5, 10, 15, 20, 30, 45, 60),
    minNoticeMinutes: fc.constantFrom(0, 0, 15, 60, 240),
    // Mostly during the day itself, so that "today" is exercised.
    nowMinute: fc.oneof(
      fc.integer({ min: 0, max: 1440 }),
      fc.integer({ min: -2 * 1440, max: 2 * 1440 }),
    ),
  })
  .map(({ dayOffset, timeZone, workingHours, busy, nowMinute, ...rest }): SlotParams => {
    const date = addDaysToLocalDate('2026-01-01', dayOffset);
    const midnight = shopLocalToUtc(date, '00:00', timeZone).getTime();
    return {
      ...rest,
      date,
      timeZone,
      workingHours: workingHours.map(({ dayOfWeek, start, length }) => ({
        dayOfWeek: dayOfWeek ?? getLocalDayOfWeek(date),
        startTime: formatTimeOfDay(start * 5),
        endTime: formatTimeOfDay(Math.min(1439, Math.max(0, (start + length) * 5))),
      })),
      busy: busy.map(({ startMinute, seconds, lengthMinutes, asNumber }): InstantRange => {
        const start = midnight + startMinute * 60_000 + seconds * 1000;
        const end = start + lengthMinutes * 60_000;
        return asNumber ? { start, end } : { start: new Date(start), end: new Date(end) };
      }),
      now: new Date(midnight + nowMinute * 60_000),
    };
  });

describe('getSlots properties', () => {
  it('are exercised on days with bookable and unbookable slots', () => {
    const samples = fc.sample(paramsArb, { numRuns: 300, seed: 1 }).map(getSlots);
    expect(
      samples.filter((result) => result.some((slot) => slot.available)).length,
    ).toBeGreaterThan(99);
    expect(
      samples.filter((result) => result.some((slot) => !slot.available)).length,
    ).toBeGreaterThan(99);
  });

  it('never offers a slot that overlaps a busy range', () => {
    fc.assert(
      fc.property(paramsArb, (params) => {
        const busy = params.busy.map(toTimeRange);
        for (const slot of getSlots(params).filter((s) => s.available)) {
          const start = slot.startsAt.getTime();
          const span = { start, end: start + params.durationMinutes * 60_000 };
          expect(busy.some((range) => overlaps(range, span))).toBe(false);
        }
      }),
    );
  });

  it('offers only slots that lie inside working hours', () => {
    fc.assert(
      fc.property(paramsArb, (params) => {
        const working = buildWorkingRanges(params);
        for (const slot of getSlots(params)) {
          const start = slot.startsAt.getTime();
          const end = start + params.durationMinutes * 60_000;
          expect(working.some((range) => range.start <= start && start < range.end)).toBe(true);
          if (slot.available) {
            expect(working.some((range) => range.start <= start && end <= range.end)).toBe(true);
          }
        }
      }),
    );
  });

  it('marks a slot available exactly when it is free, inside working hours and past the notice', () => {
    fc.assert(
      fc.property(paramsArb, (params) => {
        const working = buildWorkingRanges(params);
        const busy = params.busy.map(toTimeRange);
        const earliest = params.now.getTime() + (params.minNoticeMinutes ?? 0) * 60_000;
        for (const slot of getSlots(params)) {
          const start = slot.startsAt.getTime();
          const span = { start, end: start + params.durationMinutes * 60_000 };
          const expected =
            start >= earliest &&
            working.some((range) => range.start <= span.start && span.end <= range.end) &&
            !busy.some((range) => overlaps(range, span));
          expect(slot.available).toBe(expected);
        }
      }),
    );
  });

  it('returns slots sorted by time, each once, none in the past, each naming its own instant', () => {
    fc.assert(
      fc.property(paramsArb, (params) => {
        const result = getSlots(params);
        result.forEach((slot, index) => {
          expect(slot.startsAt.getTime()).toBeGreaterThanOrEqual(params.now.getTime());
          expect(shopLocalToUtc(params.date, slot.time, params.timeZone)).toEqual(slot.startsAt);
          const next = result[index + 1];
          if (next) {
            expect(next.startsAt.getTime()).toBeGreaterThan(slot.startsAt.getTime());
            expect(next.time > slot.time).toBe(true);
          }
        });
      }),
    );
  });

  it('agrees with checkSlot on every slot', () => {
    fc.assert(
      fc.property(paramsArb, (params) => {
        for (const slot of getSlots(params)) {
          expect(checkSlot({ ...params, time: slot.time }).ok).toBe(slot.available);
        }
      }),
    );
  });

  it('does not mutate its inputs', () => {
    fc.assert(
      fc.property(paramsArb, (params) => {
        const copyInstant = (instant: Date | number) =>
          typeof instant === 'number' ? instant : new Date(instant);
        const snapshot = {
          ...params,
          now: new Date(params.now),
          workingHours: params.workingHours.map((row) => ({ ...row })),
          busy: params.busy.map(({ start, end }) => ({
            start: copyInstant(start),
            end: copyInstant(end),
          })),
        };
        const frozen: SlotParams = Object.freeze({
          ...params,
          workingHours: Object.freeze(params.workingHours.map((row) => Object.freeze({ ...row }))),
          busy: Object.freeze(params.busy.map((range) => Object.freeze({ ...range }))),
        });
        getSlots(frozen);
        checkSlot({ ...frozen, time: '10:00' });
        expect(frozen).toEqual(snapshot);
      }),
    );
  });
});

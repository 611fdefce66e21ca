import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysToLocalDate,
  createShopDayClock,
  formatDate,
  formatDateTime,
  formatLocalDate,
  formatTime,
  getLocalDayOfWeek,
  isValidLocalDate,
  isValidTimeZone,
  localDateInZone,
  localTimeInZone,
  shopLocalToUtc,
} from './date-time.js';

const SAO_PAULO = 'America/Sao_Paulo';
const utc = (iso: string) => new Date(iso);

describe('isValidLocalDate', () => {
  it('accepts real calendar dates', () => {
    expect(isValidLocalDate('2026-05-04')).toBe(true);
    expect(isValidLocalDate('2028-02-29')).toBe(true);
    expect(isValidLocalDate('2000-02-29')).toBe(true);
  });

  it.each([
    '2099-99-99',
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-5-4',
    '04/05/2026',
    '',
    '2026-05-04T00:00',
  ])('rejects %j', (value) => expect(isValidLocalDate(value)).toBe(false));
});

describe('isValidTimeZone', () => {
  it('accepts IANA zones and rejects anything else', () => {
    expect(isValidTimeZone(SAO_PAULO)).toBe(true);
    expect(isValidTimeZone('Asia/Tokyo')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(undefined)).toBe(false);
  });
});

describe('getLocalDayOfWeek', () => {
  it('counts from Sunday = 0', () => {
    expect(getLocalDayOfWeek('2026-05-03')).toBe(0);
    expect(getLocalDayOfWeek('2026-05-04')).toBe(1);
    expect(getLocalDayOfWeek('2026-05-09')).toBe(6);
  });
});

describe('addDaysToLocalDate', () => {
  it('crosses month, year and leap days', () => {
    expect(addDaysToLocalDate('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDaysToLocalDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysToLocalDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToLocalDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDaysToLocalDate('2026-05-04', 0)).toBe('2026-05-04');
  });

  it('ignores daylight saving (it counts calendar days, not hours)', () => {
    expect(addDaysToLocalDate('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDaysToLocalDate('2026-03-08', 1)).toBe('2026-03-09');
  });

  it('rejects an invalid date or a fractional count', () => {
    expect(() => addDaysToLocalDate('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDaysToLocalDate('2026-02-10', 0.5)).toThrow(RangeError);
  });
});

describe('localDateInZone', () => {
  it("gives the shop's date, not the machine's or UTC's", () => {
    const lateEveningInSaoPaulo = utc('2026-05-05T01:30:00Z');
    expect(localDateInZone(lateEveningInSaoPaulo, SAO_PAULO)).toBe('2026-05-04');
    expect(localDateInZone(lateEveningInSaoPaulo, 'Asia/Tokyo')).toBe('2026-05-05');
    expect(localTimeInZone(lateEveningInSaoPaulo, SAO_PAULO)).toBe('22:30');
  });

  it('rejects an unknown zone', () => {
    expect(() => localDateInZone(utc('2026-05-05T01:30:00Z'), 'Nowhere/City')).toThrow(RangeError);
  });
});

describe('shopLocalToUtc', () => {
  it('reads shop-local time in the shop zone', () => {
    expect(shopLocalToUtc('2026-05-04', '09:00', SAO_PAULO)).toEqual(utc('2026-05-04T12:00:00Z'));
    expect(shopLocalToUtc('2026-05-04', '09:00', 'Asia/Tokyo')).toEqual(
      utc('2026-05-04T00:00:00Z'),
    );
    expect(shopLocalToUtc('2026-05-04', '09:00', 'Asia/Kolkata')).toEqual(
      utc('2026-05-04T03:30:00Z'),
    );
  });

  it('moves a time the clock skips forward by the gap', () => {
    expect(shopLocalToUtc('2026-03-08', '02:30', 'America/New_York')).toEqual(
      utc('2026-03-08T07:30:00Z'),
    );
    expect(shopLocalToUtc('2026-03-29', '01:30', 'Europe/Lisbon')).toEqual(
      utc('2026-03-29T01:30:00Z'),
    );
  });

  it('takes the first occurrence of a time the clock shows twice', () => {
    expect(shopLocalToUtc('2026-11-01', '01:30', 'America/New_York')).toEqual(
      utc('2026-11-01T05:30:00Z'),
    );
    expect(shopLocalToUtc('2026-10-25', '01:30', 'Europe/Lisbon')).toEqual(
      utc('2026-10-25T00:30:00Z'),
    );
  });

  it('uses the right offset on either side of a transition', () => {
    expect(shopLocalToUtc('2026-03-07', '09:00', 'America/New_York')).toEqual(
      utc('2026-03-07T14:00:00Z'),
    );
    expect(shopLocalToUtc('2026-03-08', '09:00', 'America/New_York')).toEqual(
      utc('2026-03-08T13:00:00Z'),
    );
  });

  it('rejects an invalid date, time or zone', () => {
    expect(() => shopLocalToUtc('2099-99-99', '09:00', SAO_PAULO)).toThrow(RangeError);
    expect(() => shopLocalToUtc('2026-05-04', '25:61', SAO_PAULO)).toThrow(RangeError);
    expect(() => shopLocalToUtc('2026-05-04', '09:00', 'Nowhere/City')).toThrow(RangeError);
  });

  it('round-trips with localDateInZone and localTimeInZone except in skipped times', () => {
    const zones = [
      'America/Sao_Paulo',
      'America/New_York',
      'Europe/Lisbon',
      'Asia/Tokyo',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 * 365 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.constantFrom(...zones),
        (dayOffset, minute, timeZone) => {
          const date = addDaysToLocalDate('2025-01-01', dayOffset);
          const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
          const instant = shopLocalToUtc(date, time, timeZone);
          const back = `${localDateInZone(instant, timeZone)} ${localTimeInZone(instant, timeZone)}`;
          // Only a skipped time may move, and then forward by at most an hour.
          if (back !== `${date} ${time}`) {
            const movedBy =
              instant.getTime() -
              shopLocalToUtc(date, '00:00', timeZone).getTime() -
              minute * 60_000;
            expect(movedBy).toBeGreaterThan(0);
            expect(movedBy).toBeLessThanOrEqual(60 * 60_000);
          }
        },
      ),
    );
  });
});

describe('formatDateTime', () => {
  it("writes 'dd/mm/yyyy às HH:mm' in the shop's zone, 24-hour", () => {
    expect(formatDateTime(utc('2026-05-04T12:00:00Z'), SAO_PAULO)).toBe('04/05/2026 às 09:00');
    expect(formatDateTime(utc('2026-05-04T20:05:00Z'), SAO_PAULO)).toBe('04/05/2026 às 17:05');
    expect(formatDateTime(utc('2026-05-04T20:05:00Z'), 'Asia/Tokyo')).toBe('05/05/2026 às 05:05');
  });

  it('formats the date and the time alone', () => {
    expect(formatDate(utc('2026-01-01T02:00:00Z'), SAO_PAULO)).toBe('31/12/2025');
    expect(formatTime(utc('2026-01-01T02:00:00Z'), SAO_PAULO)).toBe('23:00');
    expect(formatTime(utc('2026-01-01T03:00:59Z'), SAO_PAULO)).toBe('00:00');
  });
});

describe('formatLocalDate', () => {
  it("writes a 'YYYY-MM-DD' date as 'dd/mm/yyyy'", () => {
    expect(formatLocalDate('2026-05-04')).toBe('04/05/2026');
    expect(() => formatLocalDate('2026-13-01')).toThrow(RangeError);
  });
});

describe('createShopDayClock', () => {
  it('converts the minutes of a day like shopLocalToUtc, saying which times exist', () => {
    const newYorkSpring = createShopDayClock('2026-03-08', 'America/New_York');
    expect(newYorkSpring(9 * 60)).toEqual({
      epoch: utc('2026-03-08T13:00:00Z').getTime(),
      exists: true,
    });
    expect(newYorkSpring(150)).toEqual({
      epoch: utc('2026-03-08T07:30:00Z').getTime(),
      exists: false,
    });
    const saoPaulo = createShopDayClock('2026-05-04', SAO_PAULO);
    expect(saoPaulo(9 * 60)).toEqual({
      epoch: utc('2026-05-04T12:00:00Z').getTime(),
      exists: true,
    });
  });

  it('agrees with shopLocalToUtc on every minute of any day', () => {
    const zones = [
      'America/Sao_Paulo',
      'America/New_York',
      'Europe/Lisbon',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 * 365 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.constantFrom(...zones),
        (dayOffset, minute, timeZone) => {
          const date = addDaysToLocalDate('2026-01-01', dayOffset);
          const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
          const { epoch, exists } = createShopDayClock(date, timeZone)(minute);
          expect(epoch).toBe(shopLocalToUtc(date, time, timeZone).getTime());
          expect(exists).toBe(localTimeInZone(epoch, timeZone) === time);
        },
      ),
    );
  });

  it('agrees with shopLocalToUtc on the days the clocks change', () => {
    const changes = [
      ['2026-03-08', 'America/New_York'],
      ['2026-11-01', 'America/New_York'],
      ['2026-03-29', 'Europe/Lisbon'],
      ['2026-10-25', 'Europe/Lisbon'],
      ['2026-04-05', 'Australia/Lord_Howe'],
      ['2026-10-04', 'Australia/Lord_Howe'],
    ] as const;
    for (const [date, timeZone] of changes) {
      const clock = createShopDayClock(date, timeZone);
      for (let minute = 0; minute < 1440; minute += 15) {
        const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
        expect(clock(minute).epoch).toBe(shopLocalToUtc(date, time, timeZone).getTime());
      }
    }
  });
});

describe('offsets read through the quarter-hour cache', () => {
  /** The wall clock Intl itself shows, 'YYYY-MM-DD HH:MM'. */
  const intlWallClock = (epoch: number, timeZone: string) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .formatToParts(new Date(epoch))
        .map((part) => [part.type, part.value]),
    );
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
  };

  it.each([
    // Clocks forward and back, by an hour and (Lord Howe) by half an hour.
    ['America/New_York', '2026-03-08T05:00:00Z'],
    ['America/New_York', '2026-11-01T04:30:00Z'],
    ['Europe/Lisbon', '2026-10-25T00:30:00Z'],
    ['Australia/Lord_Howe', '2026-04-04T14:30:00Z'],
    ['America/Sao_Paulo', '2026-05-04T12:00:00Z'],
    // Local mean time (−03:06:28) to −03:00, inside a quarter hour: the cache must not span it.
    ['America/Sao_Paulo', '1914-01-01T03:06:28Z'],
  ])('match Intl minute by minute around %s %s, read twice', (timeZone, around) => {
    const start = Date.parse(around) - 3 * 60 * 60_000;
    for (let round = 0; round < 2; round += 1) {
      for (let epoch = start; epoch < start + 6 * 60 * 60_000; epoch += 60_000) {
        expect(`${localDateInZone(epoch, timeZone)} ${localTimeInZone(epoch, timeZone)}`).toBe(
          intlWallClock(epoch, timeZone),
        );
      }
    }
  });
});

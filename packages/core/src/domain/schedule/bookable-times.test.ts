import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../contracts/barbershop.js';
import {
  BOOKING_TIME_ZONE,
  getBookableTimes,
  getBookingDays,
  getShopToday,
  isPastDate,
  markPastTimes,
} from './bookable-times.js';

// Wednesday 2026-05-06 14:10 in São Paulo (UTC−3).
const clock = { now: new Date('2026-05-06T17:10:00Z'), timeZone: 'America/Sao_Paulo' };

const times = [
  { time: '09:00', available: true },
  { time: '14:00', available: true },
  { time: '14:10', available: true },
  { time: '14:30', available: false },
  { time: '15:00', available: true, availableBarbers: 2 },
];

describe('bookable times', () => {
  it("hides today's past times and the unavailable ones", () => {
    expect(getBookableTimes(times, '2026-05-06', clock)).toEqual([
      { time: '15:00', available: true, availableBarbers: 2 },
    ]);
  });

  it('offers every available time of a later day', () => {
    expect(getBookableTimes(times, '2026-05-07', clock).map((slot) => slot.time)).toEqual([
      '09:00',
      '14:00',
      '14:10',
      '15:00',
    ]);
  });

  it('offers nothing on a past day', () => {
    expect(getBookableTimes(times, '2026-05-05', clock)).toEqual([]);
  });

  it('marks past times unavailable without dropping them, nor touching its input', () => {
    const marked = markPastTimes(times, '2026-05-06', clock);
    expect(marked.map((slot) => slot.available)).toEqual([false, false, false, false, true]);
    expect(times[0]?.available).toBe(true);
  });

  it("reads today on the shop's clock, not UTC's", () => {
    // 01:30Z on the 7th is still 22:30 on the 6th in São Paulo.
    const lateEvening = { now: new Date('2026-05-07T01:30:00Z'), timeZone: 'America/Sao_Paulo' };
    expect(getShopToday(lateEvening)).toBe('2026-05-06');
    expect(isPastDate('2026-05-06', lateEvening)).toBe(false);
    expect(isPastDate('2026-05-05', lateEvening)).toBe(true);
    expect(getBookableTimes(times, '2026-05-06', lateEvening)).toEqual([]);
  });

  it('lays out 30 days from today across months', () => {
    const days = getBookingDays({ now: new Date('2026-05-20T12:00:00Z'), timeZone: 'UTC' });
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-05-20');
    expect(days[12]).toBe('2026-06-01');
    expect(days[29]).toBe('2026-06-18');
  });

  it("uses the barbershops' default zone", () => {
    expect(BOOKING_TIME_ZONE).toBe(DEFAULT_TIME_ZONE);
  });
});

import { describe, expect, it } from 'vitest';
import {
  getServiceStartTimes,
  isBookingActive,
  isBookingFinished,
  splitBookings,
  splitServiceIcons,
  sumServiceDurations,
  sumServicePrices,
} from './booking-list.js';

const today = '2026-05-10';
const booking = (status: string, scheduledDate: string, scheduledTime = '10:00') => ({
  status,
  scheduledDate,
  scheduledTime,
});

describe('isBookingFinished', () => {
  it('keeps pending and confirmed bookings of today and later active', () => {
    expect(isBookingFinished(booking('PENDING', today), today)).toBe(false);
    expect(isBookingFinished(booking('CONFIRMED', '2026-05-11'), today)).toBe(false);
  });

  it('finishes a booking dated before today, whatever its status', () => {
    expect(isBookingFinished(booking('PENDING', '2026-05-09', '23:30'), today)).toBe(true);
    expect(isBookingFinished(booking('CONFIRMED', '2025-12-31'), today)).toBe(true);
  });

  it('finishes completed, cancelled and expired bookings even in the future', () => {
    expect(isBookingFinished(booking('COMPLETED', today), today)).toBe(true);
    expect(isBookingFinished(booking('CANCELLED', '2026-06-01'), today)).toBe(true);
    expect(isBookingFinished(booking('EXPIRED', '2026-06-01'), today)).toBe(true);
    expect(isBookingFinished(booking('NO_SHOW', today), today)).toBe(true);
  });

  it('compares calendar days across months and years', () => {
    expect(isBookingFinished(booking('PENDING', '2026-04-30'), '2026-05-01')).toBe(true);
    expect(isBookingFinished(booking('PENDING', '2027-01-01'), '2026-12-31')).toBe(false);
  });
});

describe('isBookingActive', () => {
  it('is true only for PENDING and CONFIRMED', () => {
    expect(isBookingActive(booking('PENDING', today))).toBe(true);
    expect(isBookingActive(booking('CONFIRMED', today))).toBe(true);
    expect(isBookingActive(booking('CANCELLED', today))).toBe(false);
    expect(isBookingActive(booking('EXPIRED', today))).toBe(false);
  });
});

describe('splitBookings', () => {
  it('puts the active ones first, soonest first, then the finished, newest first', () => {
    const list = [
      { id: 'later', ...booking('CONFIRMED', '2026-05-20', '09:00') },
      { id: 'cancelled', ...booking('CANCELLED', '2026-05-15') },
      { id: 'soon', ...booking('PENDING', '2026-05-10', '15:30') },
      { id: 'old', ...booking('COMPLETED', '2026-03-01') },
      { id: 'sooner', ...booking('PENDING', '2026-05-10', '09:30') },
      { id: 'missed', ...booking('PENDING', '2026-05-01') },
    ];
    const before = list.map((item) => ({ ...item }));
    const { active, finished } = splitBookings(list, today);
    expect(active.map((item) => item.id)).toEqual(['sooner', 'soon', 'later']);
    expect(finished.map((item) => item.id)).toEqual(['cancelled', 'missed', 'old']);
    expect(list).toEqual(before);
  });

  it('gives two empty sections for no bookings', () => {
    expect(splitBookings([], today)).toEqual({ active: [], finished: [] });
  });
});

describe('splitServiceIcons', () => {
  const letters = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

  it("shows at most 6 icons and counts the rest for the '+N' badge", () => {
    expect(splitServiceIcons(letters)).toEqual({
      shown: ['a', 'b', 'c', 'd', 'e', 'f'],
      hiddenCount: 2,
    });
  });

  it('needs no badge for 6 or fewer', () => {
    expect(splitServiceIcons(letters.slice(0, 6)).hiddenCount).toBe(0);
    expect(splitServiceIcons(['a'])).toEqual({ shown: ['a'], hiddenCount: 0 });
    expect(splitServiceIcons([])).toEqual({ shown: [], hiddenCount: 0 });
  });

  it('takes another limit, and refuses a negative one', () => {
    expect(splitServiceIcons(letters, 3).hiddenCount).toBe(5);
    expect(() => splitServiceIcons(letters, -1)).toThrow(RangeError);
  });
});

describe('sums', () => {
  it('adds the services’ prices and durations', () => {
    const services = [
      { price: 4500, durationMinutes: 30 },
      { price: 3000, durationMinutes: 20 },
    ];
    expect(sumServicePrices(services)).toBe(7500);
    expect(sumServiceDurations(services)).toBe(50);
    expect(sumServicePrices([])).toBe(0);
  });
});

describe('getServiceStartTimes', () => {
  it('starts each service when the one before ends', () => {
    expect(
      getServiceStartTimes('09:00', [
        { durationMinutes: 30 },
        { durationMinutes: 20 },
        { durationMinutes: 45 },
      ]),
    ).toEqual(['09:00', '09:30', '09:50']);
  });

  it('wraps past midnight and refuses a bad time', () => {
    expect(
      getServiceStartTimes('23:45', [{ durationMinutes: 30 }, { durationMinutes: 10 }]),
    ).toEqual(['23:45', '00:15']);
    expect(() => getServiceStartTimes('25:00', [])).toThrow(RangeError);
  });
});

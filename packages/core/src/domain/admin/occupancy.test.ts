import { describe, expect, it } from 'vitest';
import { shopLocalToUtc } from '../format/date-time.js';
import { computeOccupancyRate, computeWorkingMinutes } from './occupancy.js';

const zone = 'America/Sao_Paulo';
const monday = [
  { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' },
  { dayOfWeek: 1, startTime: '13:00', endTime: '19:00' },
];

describe('computeWorkingMinutes', () => {
  it('sums the periods of each date and leaves the breaks out', () => {
    // 2026-05-04 is a Monday; the rest of that week has no hours.
    const period = { from: '2026-05-03', to: '2026-05-09' };
    expect(
      computeWorkingMinutes({ period, timeZone: zone, workingHours: monday, timeOff: [] }),
    ).toBe(540);
  });

  it('takes time off out of working time only', () => {
    const timeOff = [
      {
        start: shopLocalToUtc('2026-05-04', '10:00', zone),
        end: shopLocalToUtc('2026-05-04', '11:00', zone),
      },
      // Over the lunch break: nothing more to take.
      {
        start: shopLocalToUtc('2026-05-04', '12:00', zone),
        end: shopLocalToUtc('2026-05-04', '13:00', zone),
      },
    ];
    expect(
      computeWorkingMinutes({
        period: { from: '2026-05-04', to: '2026-05-04' },
        timeZone: zone,
        workingHours: monday,
        timeOff,
      }),
    ).toBe(480);
  });

  it('reads a daylight-saving day as the clock does', () => {
    // New York springs forward on 2026-03-08 (a Sunday): 01:00–04:00 lasts two hours.
    const hours = [{ dayOfWeek: 0, startTime: '01:00', endTime: '04:00' }];
    expect(
      computeWorkingMinutes({
        period: { from: '2026-03-08', to: '2026-03-08' },
        timeZone: 'America/New_York',
        workingHours: hours,
        timeOff: [],
      }),
    ).toBe(120);
  });
});

describe('computeOccupancyRate', () => {
  it('is booked over working time, capped at a full agenda', () => {
    expect(computeOccupancyRate(120, 480)).toBe(0.25);
    expect(computeOccupancyRate(600, 480)).toBe(1);
    expect(computeOccupancyRate(30, 0)).toBe(0);
  });
});

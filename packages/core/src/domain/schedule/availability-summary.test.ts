import { describe, expect, it } from 'vitest';
import { summarizeAvailability } from './availability-summary.js';

describe('summarizeAvailability', () => {
  it('counts available and occupied times', () => {
    expect(
      summarizeAvailability([
        { time: '09:00', available: true },
        { time: '09:30', available: false },
        { time: '10:00', available: true },
      ]),
    ).toEqual({
      available: true,
      totalSlots: 3,
      availableSlots: 2,
      occupiedSlots: 1,
      times: [
        { time: '09:00', available: true },
        { time: '09:30', available: false },
        { time: '10:00', available: true },
      ],
    });
  });

  it('keeps the barber count and drops everything else', () => {
    const slot = {
      time: '09:00',
      available: true,
      availableBarbers: 2,
      startsAt: new Date(0),
      barberIds: ['a', 'b'],
    };
    expect(summarizeAvailability([slot]).times).toEqual([
      { time: '09:00', available: true, availableBarbers: 2 },
    ]);
  });

  it('is unavailable when nothing can be booked', () => {
    expect(summarizeAvailability([{ time: '09:00', available: false }])).toMatchObject({
      available: false,
      occupiedSlots: 1,
    });
    expect(summarizeAvailability([])).toEqual({
      available: false,
      totalSlots: 0,
      availableSlots: 0,
      occupiedSlots: 0,
      times: [],
    });
  });
});

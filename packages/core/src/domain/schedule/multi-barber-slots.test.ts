import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shopLocalToUtc } from '../format/date-time.js';
import { getSlotsForBarbers, pickBarber } from './multi-barber-slots.js';
import type { BarberSchedule, SharedSlotParams } from './multi-barber-slots.js';
import { getSlots } from './slots.js';
import { formatTimeOfDay } from './time-of-day.js';

const SAO_PAULO = 'America/Sao_Paulo';
const MONDAY = '2026-05-04';
const sp = (time: string) => shopLocalToUtc(MONDAY, time, SAO_PAULO);
const shared: SharedSlotParams = {
  date: MONDAY,
  timeZone: SAO_PAULO,
  durationMinutes: 60,
  now: new Date('2026-05-01T12:00:00Z'),
};

const ana: BarberSchedule = {
  barberId: 'ana',
  workingHours: [{ dayOfWeek: 1, startTime: '09:00', endTime: '12:00' }],
  busy: [{ start: sp('09:00'), end: sp('10:00') }],
};
const bruno: BarberSchedule = {
  barberId: 'bruno',
  workingHours: [{ dayOfWeek: 1, startTime: '10:00', endTime: '13:00' }],
  busy: [],
};

describe('getSlotsForBarbers', () => {
  it('offers every time any barber offers, counting who can take it', () => {
    const result = getSlotsForBarbers([ana, bruno], shared);
    expect(
      result.map(({ time, available, availableBarbers, barberIds }) => [
        time,
        available,
        availableBarbers,
        barberIds,
      ]),
    ).toEqual([
      ['09:00', false, 0, []],
      ['09:30', false, 0, []],
      ['10:00', true, 2, ['ana', 'bruno']],
      ['10:30', true, 2, ['ana', 'bruno']],
      ['11:00', true, 2, ['ana', 'bruno']],
      ['11:30', true, 1, ['bruno']],
      ['12:00', true, 1, ['bruno']],
      ['12:30', false, 0, []],
    ]);
    expect(result[2]?.startsAt).toEqual(sp('10:00'));
  });

  it('lists barbers in the order given and counts a repeated barber once', () => {
    const result = getSlotsForBarbers([bruno, ana, bruno], shared);
    expect(result.find((slot) => slot.time === '10:00')?.barberIds).toEqual(['bruno', 'ana']);
  });

  it('offers nothing without barbers', () => {
    expect(getSlotsForBarbers([], shared)).toEqual([]);
  });

  it('makes a time available exactly when one of the barbers has it available', () => {
    const rowArb = fc
      .tuple(fc.integer({ min: 0, max: 287 }), fc.integer({ min: 1, max: 100 }))
      .map(([start, length]) => ({
        dayOfWeek: 1,
        startTime: formatTimeOfDay(start * 5),
        endTime: formatTimeOfDay(Math.min(1439, (start + length) * 5)),
      }));
    const barberArb = (barberId: string) =>
      fc.record({
        barberId: fc.constant(barberId),
        workingHours: fc.array(rowArb, { maxLength: 3 }),
        busy: fc.array(
          fc
            .tuple(fc.integer({ min: 0, max: 1440 }), fc.integer({ min: 1, max: 240 }))
            .map(([start, length]) => ({
              start: sp('00:00').getTime() + start * 60_000,
              end: sp('00:00').getTime() + (start + length) * 60_000,
            })),
          { maxLength: 4 },
        ),
      });
    fc.assert(
      fc.property(
        fc.tuple(barberArb('a'), barberArb('b'), barberArb('c')),
        fc.integer({ min: 5, max: 120 }),
        (barbers, durationMinutes) => {
          const params = { ...shared, durationMinutes, slotStepMinutes: 15 };
          const frozen = Object.freeze(barbers.map((barber) => Object.freeze({ ...barber })));
          const result = getSlotsForBarbers(frozen, params);
          const perBarber = barbers.map((barber) => ({
            barber,
            slots: getSlots({ ...params, ...barber }),
          }));
          const allTimes = new Set(
            perBarber.flatMap(({ slots }) => slots.map((slot) => slot.time)),
          );
          expect(result.map((slot) => slot.time)).toEqual([...allTimes].sort());
          for (const slot of result) {
            const free = perBarber
              .filter(({ slots }) => slots.some((s) => s.time === slot.time && s.available))
              .map(({ barber }) => barber.barberId);
            expect(slot.barberIds).toEqual(free);
            expect(slot.availableBarbers).toBe(free.length);
            expect(slot.available).toBe(free.length > 0);
          }
        },
      ),
    );
  });
});

describe('pickBarber', () => {
  it('gives the booking to the barber with the fewest bookings that day', () => {
    expect(
      pickBarber([
        { barberId: 'b', bookingsThatDay: 3 },
        { barberId: 'c', bookingsThatDay: 1 },
        { barberId: 'd', bookingsThatDay: 2 },
      ]),
    ).toBe('c');
  });

  it('breaks ties by the smallest id, whatever the order', () => {
    const tied = [
      { barberId: 'c', bookingsThatDay: 1 },
      { barberId: 'a', bookingsThatDay: 1 },
      { barberId: 'b', bookingsThatDay: 1 },
    ];
    expect(pickBarber(tied)).toBe('a');
    expect(pickBarber([...tied].reverse())).toBe('a');
  });

  it('returns null when nobody is free', () => {
    expect(pickBarber([])).toBeNull();
  });

  it('does not depend on the order of the candidates', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({ barberId: fc.uuid(), bookingsThatDay: fc.integer({ min: 0, max: 5 }) }),
          {
            selector: (candidate) => candidate.barberId,
            maxLength: 6,
          },
        ),
        fc.infiniteStream(fc.double()),
        (candidates, shuffle) => {
          const shuffled = [...candidates].sort(() => shuffle.next().value - 0.5);
          expect(pickBarber(Object.freeze(shuffled))).toBe(pickBarber(candidates));
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  canWaitlistTransition,
  firstInLine,
  freedSlotKey,
  isWaitlistDayOver,
  offerExpiresAt,
  wishFitsSlot,
} from './waitlist.js';
import type { FreedSlot, WaitlistWish } from './waitlist.js';

const bruno = 'barber-bruno';
const caio = 'barber-caio';
const slot: FreedSlot = {
  barberId: bruno,
  date: '2026-11-28',
  startTime: '10:00',
  freeMinutes: 45,
};

function wish(overrides: Partial<WaitlistWish> = {}): WaitlistWish {
  return {
    id: 'w1',
    status: 'WAITING',
    date: '2026-11-28',
    fromTime: '09:00',
    toTime: '12:00',
    barberId: null,
    durationMinutes: 30,
    createdAt: new Date('2026-11-26T10:00:00Z'),
    eligibleBarberIds: [bruno, caio],
    ...overrides,
  };
}

describe('wishFitsSlot', () => {
  it('fits a waiting entry of that day, any barber, inside its range and long enough', () => {
    expect(wishFitsSlot(wish(), slot)).toBe(true);
    expect(wishFitsSlot(wish({ barberId: bruno }), slot)).toBe(true);
  });

  it.each([
    ['another day', { date: '2026-11-29' }],
    ['another barber asked for', { barberId: caio }],
    ['a barber who lacks a service', { eligibleBarberIds: [caio] }],
    ['a start before the range', { fromTime: '10:30' }],
    ['an end after the range', { toTime: '10:20' }],
    ['services longer than the gap', { durationMinutes: 60 }],
    ['an entry already offered', { status: 'OFFERED' as const }],
    ['a time it let lapse', { declinedSlotKeys: [freedSlotKey(slot)] }],
  ])('refuses %s', (_label, overrides) => {
    expect(wishFitsSlot(wish(overrides), slot)).toBe(false);
  });
});

describe('firstInLine', () => {
  it('offers the earliest entry that fits, skipping those that do not', () => {
    const first = wish({ id: 'a', createdAt: new Date('2026-11-26T09:00:00Z'), barberId: caio });
    const second = wish({ id: 'b', createdAt: new Date('2026-11-26T09:05:00Z') });
    const third = wish({ id: 'c', createdAt: new Date('2026-11-26T09:10:00Z') });
    expect(firstInLine([third, second, first], slot)?.id).toBe('b');
    expect(firstInLine([first], slot)).toBeNull();
  });
});

describe('the states', () => {
  it('go WAITING → OFFERED → BOOKED, or end EXPIRED / CANCELLED', () => {
    expect(canWaitlistTransition('WAITING', 'OFFERED')).toBe(true);
    expect(canWaitlistTransition('OFFERED', 'BOOKED')).toBe(true);
    expect(canWaitlistTransition('OFFERED', 'WAITING')).toBe(true);
    expect(canWaitlistTransition('WAITING', 'BOOKED')).toBe(false);
    expect(canWaitlistTransition('BOOKED', 'CANCELLED')).toBe(false);
    expect(canWaitlistTransition('EXPIRED', 'WAITING')).toBe(false);
  });

  it('hold an offer 15 minutes unless the shop says otherwise, and end with the day', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(offerExpiresAt(now).toISOString()).toBe('2026-11-28T12:15:00.000Z');
    expect(offerExpiresAt(now, 5).toISOString()).toBe('2026-11-28T12:05:00.000Z');
    expect(isWaitlistDayOver('2026-11-27', '2026-11-28')).toBe(true);
    expect(isWaitlistDayOver('2026-11-28', '2026-11-28')).toBe(false);
  });
});

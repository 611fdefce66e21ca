import { describe, expect, it } from 'vitest';
import {
  canWaitlistTransition,
  firstInLine,
  freedSlotKey,
  buildWaitlistOfferNotice,
  isWaitlistDayOver,
  offerExpiresAt,
  offerMinutesLeft,
  waitlistEventSources,
  waitlistStatuses,
  waitlistTransition,
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

describe('waitlistTransition', () => {
  it.each([
    ['WAITING', 'offer', 'OFFERED'],
    ['OFFERED', 'book', 'BOOKED'],
    ['OFFERED', 'decline', 'WAITING'],
    ['OFFERED', 'lapse', 'WAITING'],
    ['WAITING', 'cancel', 'CANCELLED'],
    ['OFFERED', 'cancel', 'CANCELLED'],
    ['WAITING', 'expire', 'EXPIRED'],
    ['OFFERED', 'expire', 'EXPIRED'],
  ] as const)('takes %s through %s to %s', (from, event, to) => {
    expect(waitlistTransition(from, event)).toBe(to);
  });

  it.each([
    ['OFFERED', 'offer'],
    ['WAITING', 'book'],
    ['WAITING', 'decline'],
    ['WAITING', 'lapse'],
    ['BOOKED', 'cancel'],
    ['EXPIRED', 'offer'],
    ['CANCELLED', 'expire'],
  ] as const)('refuses %s through %s', (from, event) => {
    expect(waitlistTransition(from, event)).toBeNull();
  });

  it('ends nothing that has ended', () => {
    for (const event of ['offer', 'book', 'decline', 'lapse', 'cancel', 'expire'] as const) {
      for (const ended of ['BOOKED', 'EXPIRED', 'CANCELLED'] as const) {
        expect(waitlistTransition(ended, event)).toBeNull();
      }
      expect(waitlistEventSources(event).every((s) => waitlistStatuses.includes(s))).toBe(true);
    }
  });
});

describe('the offer', () => {
  it('counts whole minutes left, never below zero', () => {
    const expires = new Date('2026-11-28T12:15:00Z');
    expect(offerMinutesLeft(expires, new Date('2026-11-28T12:00:00Z'))).toBe(15);
    expect(offerMinutesLeft(expires, new Date('2026-11-28T12:14:01Z'))).toBe(1);
    expect(offerMinutesLeft(expires, new Date('2026-11-28T12:16:00Z'))).toBe(0);
  });

  it('tells the client when, with whom and for how long, and opens the offer', () => {
    expect(
      buildWaitlistOfferNotice({
        entryId: 'e1',
        time: '10:00',
        dateLabel: 'Sáb., 28/11',
        barberName: 'Bruno',
        holdMinutes: 15,
      }),
    ).toEqual({
      title: 'Vagou um horário para você',
      body: 'Sáb., 28/11 às 10:00 com Bruno. Reservado para você por 15 min.',
      link: '/lista-de-espera/e1',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { canPayNow, getUnpaidBookingDeadline } from './pay-now.js';

const createdAt = new Date('2026-05-04T13:00:00Z');
const unpaidPix = {
  status: 'PENDING',
  paymentStatus: 'FAILED',
  paymentMethod: 'PIX',
  createdAt,
  openPaymentExpiresAt: null,
} as const;

describe('getUnpaidBookingDeadline', () => {
  it('is 30 minutes after booking when no attempt is open', () => {
    expect(getUnpaidBookingDeadline(unpaidPix)).toEqual(new Date('2026-05-04T13:30:00Z'));
  });

  it('follows a later open attempt, which the sweep waits for', () => {
    const open = new Date('2026-05-04T13:50:00Z');
    expect(getUnpaidBookingDeadline({ ...unpaidPix, openPaymentExpiresAt: open })).toEqual(open);
  });

  it('is null for paid, cash, confirmed or ended bookings', () => {
    expect(getUnpaidBookingDeadline({ ...unpaidPix, paymentStatus: 'COMPLETED' })).toBeNull();
    expect(getUnpaidBookingDeadline({ ...unpaidPix, paymentMethod: 'CASH' })).toBeNull();
    expect(getUnpaidBookingDeadline({ ...unpaidPix, status: 'CONFIRMED' })).toBeNull();
    expect(getUnpaidBookingDeadline({ ...unpaidPix, status: 'EXPIRED' })).toBeNull();
  });
});

describe('canPayNow', () => {
  it('offers paying a declined or abandoned online booking', () => {
    expect(canPayNow(unpaidPix)).toBe(true);
    expect(
      canPayNow({ ...unpaidPix, paymentStatus: 'PENDING', paymentMethod: 'CREDIT_CARD' }),
    ).toBe(true);
  });

  it('does not offer it for paid, in-review, ended or cash-at-the-shop bookings', () => {
    expect(canPayNow({ ...unpaidPix, paymentStatus: 'COMPLETED' })).toBe(false);
    expect(canPayNow({ ...unpaidPix, paymentStatus: 'PROCESSING' })).toBe(false);
    expect(canPayNow({ ...unpaidPix, status: 'CANCELLED' })).toBe(false);
    expect(canPayNow({ ...unpaidPix, paymentMethod: 'CASH', paymentStatus: 'PENDING' })).toBe(
      false,
    );
  });
});

describe('a cash booking that owes a deposit (decision 029)', () => {
  const owing = {
    ...unpaidPix,
    paymentStatus: 'PENDING',
    paymentMethod: 'CASH',
    depositCents: 2000,
  } as const;

  it('is paid now, and released 30 minutes after booking like an unpaid PIX', () => {
    expect(canPayNow(owing)).toBe(true);
    expect(getUnpaidBookingDeadline(owing)).toEqual(new Date('2026-05-04T13:30:00Z'));
  });

  it('waits for nothing once the deposit confirmed it', () => {
    const paid = { ...owing, status: 'CONFIRMED', paymentStatus: 'COMPLETED' } as const;
    expect(canPayNow(paid)).toBe(false);
    expect(getUnpaidBookingDeadline(paid)).toBeNull();
  });
});

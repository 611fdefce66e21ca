import { describe, expect, it } from 'vitest';
import { appointmentStatuses, paymentStatuses } from '../appointments/appointment-status.js';
import { PAYMENT_FEE_BASIS_POINTS } from './fees.js';
import { getPayabilityRefusal, totalsFor } from './payability.js';

describe('getPayabilityRefusal', () => {
  it('lets an active booking with nothing paid take a payment', () => {
    for (const status of ['PENDING', 'CONFIRMED'] as const) {
      for (const paymentStatus of ['PENDING', 'FAILED', 'CANCELLED'] as const) {
        expect(getPayabilityRefusal({ status, paymentStatus })).toBeNull();
      }
    }
  });

  it('refuses a booking that ended, whatever its payment', () => {
    for (const status of appointmentStatuses.filter((s) => s !== 'PENDING' && s !== 'CONFIRMED')) {
      for (const paymentStatus of paymentStatuses) {
        expect(getPayabilityRefusal({ status, paymentStatus })).toBe('APPOINTMENT_NOT_PAYABLE');
      }
    }
  });

  it('says a paid booking is paid, a refunded one not payable and one under review in progress', () => {
    expect(getPayabilityRefusal({ status: 'CONFIRMED', paymentStatus: 'COMPLETED' })).toBe(
      'ALREADY_PAID',
    );
    expect(getPayabilityRefusal({ status: 'PENDING', paymentStatus: 'REFUNDED' })).toBe(
      'APPOINTMENT_NOT_PAYABLE',
    );
    expect(getPayabilityRefusal({ status: 'PENDING', paymentStatus: 'PROCESSING' })).toBe(
      'PAYMENT_IN_PROGRESS',
    );
  });
});

describe('totalsFor', () => {
  const bookedByPix = {
    paymentMethod: 'PIX' as const,
    subtotalCents: 7500,
    discountCents: 750,
    paymentFeeCents: 68,
    totalCents: 6818,
  };

  it('keeps the figures agreed at booking for the booked method', () => {
    expect(totalsFor(bookedByPix, 'PIX')).toEqual({
      subtotal: 7500,
      discount: 750,
      paymentFee: 68,
      total: 6818,
    });
  });

  it('keeps the stored figures even when the shop changed its fee since', () => {
    const fees = { ...PAYMENT_FEE_BASIS_POINTS, PIX: 500 };
    expect(totalsFor(bookedByPix, 'PIX', fees).total).toBe(6818);
  });

  it('reprices another method with the shop’s fee for it', () => {
    expect(totalsFor(bookedByPix, 'WALLET')).toEqual({
      subtotal: 7500,
      discount: 750,
      paymentFee: 0,
      total: 6750,
    });
    const fees = { ...PAYMENT_FEE_BASIS_POINTS, WALLET: 200 };
    expect(totalsFor(bookedByPix, 'WALLET', fees)).toEqual({
      subtotal: 7500,
      discount: 750,
      paymentFee: 135,
      total: 6885,
    });
  });
});

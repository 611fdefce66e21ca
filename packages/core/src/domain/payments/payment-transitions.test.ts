import { describe, expect, it } from 'vitest';
import { paymentStatuses } from '../appointments/appointment-status.js';
import { canMovePayment, getPaymentStatusesBefore } from './payment-transitions.js';

describe('canMovePayment', () => {
  it('completes an open payment and one given up on moments before the money came', () => {
    expect(canMovePayment('PENDING', 'COMPLETED')).toBe(true);
    expect(canMovePayment('PROCESSING', 'COMPLETED')).toBe(true);
    expect(canMovePayment('CANCELLED', 'COMPLETED')).toBe(true);
  });

  it('never completes a refused payment nor refunds one that was not paid', () => {
    expect(canMovePayment('FAILED', 'COMPLETED')).toBe(false);
    expect(canMovePayment('PENDING', 'REFUNDED')).toBe(false);
    expect(canMovePayment('COMPLETED', 'REFUNDED')).toBe(true);
  });

  it('lets nothing go back to PENDING, and a status never moves to itself', () => {
    for (const from of paymentStatuses) {
      expect(canMovePayment(from, 'PENDING')).toBe(false);
      expect(canMovePayment(from, from)).toBe(false);
    }
  });

  it('keeps a paid payment from failing or being cancelled', () => {
    expect(canMovePayment('COMPLETED', 'FAILED')).toBe(false);
    expect(canMovePayment('COMPLETED', 'CANCELLED')).toBe(false);
    expect(canMovePayment('REFUNDED', 'COMPLETED')).toBe(false);
  });

  it('agrees with getPaymentStatusesBefore', () => {
    for (const to of paymentStatuses) {
      for (const from of paymentStatuses) {
        expect(canMovePayment(from, to)).toBe(getPaymentStatusesBefore(to).includes(from));
      }
    }
  });
});

import type { AppointmentStatus, PaymentStatus } from '../appointments/appointment-status.js';
import { PAYMENT_FEE_BASIS_POINTS } from './fees.js';
import type { OrderTotals } from './fees.js';
import { repriceForMethod } from './order-method.js';
import type { PaymentMethod } from './payment-method.js';

/** Why a booking cannot be paid; the API answers each with 409 and this code. */
export type PayabilityRefusal = 'APPOINTMENT_NOT_PAYABLE' | 'ALREADY_PAID' | 'PAYMENT_IN_PROGRESS';

/**
 * Whether a booking can take a payment: it must be active (PENDING or CONFIRMED) and its payment
 * neither completed, refunded nor under review (PROCESSING). A failed or cancelled attempt may
 * be followed by another. Null when payable.
 */
export function getPayabilityRefusal(booking: {
  status: AppointmentStatus;
  paymentStatus: PaymentStatus;
}): PayabilityRefusal | null {
  if (booking.status !== 'PENDING' && booking.status !== 'CONFIRMED') {
    return 'APPOINTMENT_NOT_PAYABLE';
  }
  switch (booking.paymentStatus) {
    case 'COMPLETED':
      return 'ALREADY_PAID';
    case 'REFUNDED':
      return 'APPOINTMENT_NOT_PAYABLE';
    case 'PROCESSING':
      return 'PAYMENT_IN_PROGRESS';
    case 'PENDING':
    case 'FAILED':
    case 'CANCELLED':
      return null;
  }
}

/** The figures a booking stored when it was made (centavos). */
export interface BookedTotals {
  paymentMethod: PaymentMethod | null;
  subtotalCents: number;
  discountCents: number;
  paymentFeeCents: number;
  totalCents: number;
}

/**
 * A booking's figures for paying by `method`: as stored when it is the booked method (the price
 * agreed at booking stands), otherwise repriced with the shop's fee for that method (same
 * subtotal and discount). Worked example: booked by PIX at 6818 (subtotal 7500, discount 750,
 * fee 68); paid by the wallet (0%) → total 6750; paid by PIX → 6818 as stored.
 */
export function totalsFor(
  booking: BookedTotals,
  method: PaymentMethod,
  feeBasisPoints: Readonly<Record<PaymentMethod, number>> = PAYMENT_FEE_BASIS_POINTS,
): OrderTotals {
  if (booking.paymentMethod === method) {
    return {
      subtotal: booking.subtotalCents,
      discount: booking.discountCents,
      paymentFee: booking.paymentFeeCents,
      total: booking.totalCents,
    };
  }
  return repriceForMethod(
    { subtotal: booking.subtotalCents, discount: booking.discountCents },
    method,
    feeBasisPoints,
  );
}

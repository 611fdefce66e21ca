import type { Cents } from '../money.js';
import { PAYMENT_FEE_BASIS_POINTS } from './fees.js';
import { repriceForMethod } from './order-method.js';
import type { PaymentMethod } from './payment-method.js';

/** What a booking says it costs, in centavos (the appointment's figures, decoded). */
export interface BookingFigures {
  /** The method the booking was priced for. */
  paymentMethod: PaymentMethod | null;
  /** Sum of the services' prices at booking (the appointment's `totalPrice`). */
  subtotal: Cents;
  /** The promo discount (`discount_amount`). */
  discount: Cents;
  /** What is due with `paymentMethod` (`final_amount`). */
  total: Cents;
}

/**
 * The amount a payment of a booking by `method` must carry, as the server checks it: the
 * booking's own total when it was priced for that method (the price agreed at booking
 * stands), otherwise the same subtotal and discount with that method's fee.
 * Worked example: booked for cash at R$ 67,50 (subtotal 7500, discount 750); paid by PIX it is
 * 6750 + 1% = 6818 centavos (R$ 68,18); paid in cash it stays 6750.
 */
export function getPaymentAmount(
  booking: BookingFigures,
  method: PaymentMethod,
  feeBasisPoints: Readonly<Record<PaymentMethod, number>> = PAYMENT_FEE_BASIS_POINTS,
): Cents {
  if (booking.paymentMethod === method) return booking.total;
  return repriceForMethod(booking, method, feeBasisPoints).total;
}

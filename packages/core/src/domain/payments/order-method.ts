import { percentOf } from '../money.js';
import { PAYMENT_FEE_BASIS_POINTS } from './fees.js';
import type { OrderTotals } from './fees.js';
import type { PaymentMethod } from './payment-method.js';

/**
 * An order's figures for another payment method: the subtotal and promo discount stay, the fee
 * and total follow the method, exactly as `computeOrderTotals` prices them (fee = rate on
 * subtotal − discount, rounded half-up). For the payment screen, which knows the order's
 * subtotal and discount but lets the client switch methods.
 * Worked example: subtotal 7500, discount 750, PIX → fee 1% of 6750 = 68, total 6818; CASH →
 * fee 0, total 6750.
 */
export function repriceForMethod(
  { subtotal, discount }: Pick<OrderTotals, 'subtotal' | 'discount'>,
  method: PaymentMethod,
  feeBasisPoints: Readonly<Record<PaymentMethod, number>> = PAYMENT_FEE_BASIS_POINTS,
): OrderTotals {
  if (discount > subtotal) {
    throw new RangeError(`discount ${discount} exceeds subtotal ${subtotal}`);
  }
  const base = subtotal - discount;
  const paymentFee = percentOf(base, feeBasisPoints[method]);
  return { subtotal, discount, paymentFee, total: base + paymentFee };
}

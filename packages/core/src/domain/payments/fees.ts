import { getServicePricing } from '../catalog/service-pricing.js';
import type { PricedService } from '../catalog/service-pricing.js';
import { percentOf, percentToBasisPoints } from '../money.js';
import type { Cents } from '../money.js';
import type { PaymentMethod } from './payment-method.js';

/**
 * Payment fee per method in basis points (100 = 1%), charged on subtotal minus discount
 * (spec §9; cash is paid at the shop, so 0%).
 */
export const PAYMENT_FEE_BASIS_POINTS: Readonly<Record<PaymentMethod, number>> = {
  PIX: 100,
  DEBIT_CARD: 300,
  CREDIT_CARD: 840,
  WALLET: 0,
  CASH: 0,
};

/**
 * Fee kept on a refund, in basis points of the refunded amount (spec §9: credit 3%, debit 2%,
 * PIX 0, wallet 1%). The spec names no rate for cash; handing cash back costs nothing, so 0.
 */
export const REFUND_FEE_BASIS_POINTS: Readonly<Record<PaymentMethod, number>> = {
  PIX: 0,
  DEBIT_CARD: 200,
  CREDIT_CARD: 300,
  WALLET: 100,
  CASH: 0,
};

/** What an order costs, in centavos. */
export interface OrderTotals {
  /** Sum of each service's final price (the promotional one when lower). */
  subtotal: Cents;
  /** The promo code's percentage of the subtotal. */
  discount: Cents;
  /** The method's fee on subtotal − discount. */
  paymentFee: Cents;
  /** subtotal − discount + paymentFee. */
  total: Cents;
}

/** The services of an order, the promo code's percentage and how it is paid. */
export interface OrderInput {
  items: readonly PricedService[];
  /** Percent off the subtotal, 0–100 (the demo code NAVALHA10 is 10); none when omitted. */
  promoPercent?: number;
  method: PaymentMethod;
  /** The shop's fee table; spec §9 rates when omitted. */
  feeBasisPoints?: Readonly<Record<PaymentMethod, number>>;
}

/**
 * Prices an order the way both the confirm screen and the server do (architecture §4).
 *
 * Rounding: each step rounds once, half-up to the centavo, with exact integer arithmetic —
 * discount = round(subtotal × promo%), fee = round((subtotal − discount) × rate).
 * Worked example: Corte R$ 45,00 + Barba R$ 35,00 (promotional R$ 30,00), NAVALHA10, credit card:
 * subtotal 7500, discount 750, fee 8.4% of 6750 = 567, total 7317 (R$ 73,17).
 */
export function computeOrderTotals({
  items,
  promoPercent = 0,
  method,
  feeBasisPoints = PAYMENT_FEE_BASIS_POINTS,
}: OrderInput): OrderTotals {
  const subtotal = items.reduce((sum, item) => sum + getServicePricing(item).finalPrice, 0);
  const discount = percentOf(subtotal, percentToBasisPoints(promoPercent));
  const base = subtotal - discount;
  const paymentFee = percentOf(base, feeBasisPoints[method]);
  return { subtotal, discount, paymentFee, total: base + paymentFee };
}

/**
 * The fee kept when `amountCents` paid by `method` is refunded, rounded half-up to the
 * centavo: a R$ 73,17 credit-card refund keeps 3% = 219.51 → 220 centavos.
 */
export function refundFee(method: PaymentMethod, amountCents: Cents): Cents {
  if (amountCents < 0) throw new RangeError(`Cannot refund a negative amount: ${amountCents}`);
  return percentOf(amountCents, REFUND_FEE_BASIS_POINTS[method]);
}

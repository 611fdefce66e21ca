import type { CreateAppointmentBody } from '@navalha/core/contracts/appointments';
import { shopLocalToUtc } from '@navalha/core/domain/format/date-time';
import { computeOrderTotals } from '@navalha/core/domain/payments/fees';
import type { OrderTotals } from '@navalha/core/domain/payments/fees';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import type { PromoCodeRow } from '../../db/schema/promo-codes.js';
import { getFeeTable } from '@navalha/core/domain/payments/fee-table';
import type { BookingScope } from '../schedule/booking-scope.js';

/** A booking request in one shape, whichever body it came in. */
export interface BookingRequest {
  serviceIds: string[];
  barberIds: string[];
  /** Shop-local date and time (booking flow), or an instant (simple body). */
  date?: string;
  time?: string;
  instant?: Date;
  paymentMethod: PaymentMethod | null;
  totalPriceCents: number;
  promotionCode: string | null;
  notes: string | null;
}

export function toBookingRequest(body: CreateAppointmentBody): BookingRequest {
  if ('scheduledTo' in body) {
    return {
      serviceIds: [body.serviceId.toLowerCase()],
      barberIds: [body.barberId.toLowerCase()],
      instant: body.scheduledTo,
      paymentMethod: body.paymentMethod ?? null,
      totalPriceCents: body.totalPrice,
      promotionCode: body.promotionCode,
      notes: body.notes,
    };
  }
  return {
    serviceIds: body.serviceIds,
    barberIds: body.barberIds,
    date: body.scheduledDate,
    time: body.scheduledTime,
    paymentMethod: body.paymentMethod,
    totalPriceCents: body.totalPrice,
    promotionCode: body.promotionCode,
    notes: body.notes,
  };
}

const MS_PER_DAY = 86_400_000;

/**
 * Instants that surely hold the shop-local day of a request before the shop's zone is known:
 * every zone is within 14 h of UTC, so two days either side of the UTC date are plenty. Busy
 * time is read for this window with the statics and then cut to the shop's day.
 */
export function busyWindow(request: BookingRequest): { from: Date; to: Date } {
  const base = request.instant
    ? Math.floor(request.instant.getTime() / MS_PER_DAY) * MS_PER_DAY
    : shopLocalToUtc(request.date ?? '', '00:00', 'UTC').getTime();
  return { from: new Date(base - 2 * MS_PER_DAY), to: new Date(base + 3 * MS_PER_DAY) };
}

/**
 * The order's figures. Without a method (the simple body) there is no fee yet: the total is
 * subtotal − discount, and the payment step adds the method's fee.
 */
export function priceOrder(
  scope: BookingScope,
  promo: PromoCodeRow | null,
  method: PaymentMethod | null,
): OrderTotals {
  const totals = computeOrderTotals({
    items: scope.services,
    promoPercent: promo?.discountPercent ?? 0,
    method: method ?? 'CASH',
    feeBasisPoints: getFeeTable(scope.settings),
  });
  return method ? totals : { ...totals, paymentFee: 0, total: totals.subtotal - totals.discount };
}

import type { AppointmentStatus, PaymentStatus } from '../appointments/appointment-status.js';
import type { PaymentMethod } from './payment-method.js';
import { getPaymentExpiry } from './payment-expiry.js';
import { getPayabilityRefusal } from './payability.js';
import { getDepositOwed } from './deposit.js';

/** Methods whose unpaid bookings the expiry sweep releases (issue 5). */
const onlineMethods: readonly PaymentMethod[] = ['PIX', 'CREDIT_CARD', 'DEBIT_CARD'];

/** A booking as the 'Pagar agora' rule reads it. */
export interface PayNowInput {
  status: AppointmentStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod | null;
  createdAt: Date;
  /** When its open (PENDING) payment attempt stops being payable; null without one. */
  openPaymentExpiresAt: Date | null;
  /** The deposit asked of it (decision 029): a cash booking owing one waits for it online. */
  depositCents?: number | null;
}

/**
 * When an unpaid online booking is released by the expiry sweep (issue 18 §3): 30 minutes after
 * it was made, or later while a payment attempt is still open — the sweep keeps a booking whose
 * PENDING attempt has not expired. Null when the booking does not wait for an online payment
 * (paid, being paid, cash, ended): nothing will expire it for want of payment.
 * Worked example: made at 10:00, a new PIX code at 10:20 → payable until 10:50.
 */
export function getUnpaidBookingDeadline(booking: PayNowInput): Date | null {
  if (booking.status !== 'PENDING') return null;
  const owesDeposit = getDepositOwed({ ...booking, depositCents: booking.depositCents ?? null });
  if (owesDeposit === null) {
    if (!booking.paymentMethod || !onlineMethods.includes(booking.paymentMethod)) return null;
  }
  if (getPayabilityRefusal(booking) !== null) return null;
  const window = getPaymentExpiry(booking.createdAt);
  const open = booking.openPaymentExpiresAt;
  return open && open.getTime() > window.getTime() ? open : window;
}

/**
 * Whether the client should be offered 'Pagar agora' (issue 18 §3): the booking is active and
 * payable (its last attempt declined, abandoned or never made) and not left to be paid at the
 * shop — unless a deposit is owed first (decision 029). Paying again pays this same booking, by
 * any method.
 */
export function canPayNow(booking: {
  status: AppointmentStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod | null;
  depositCents?: number | null;
}): boolean {
  if (getPayabilityRefusal(booking) !== null) return false;
  if (getDepositOwed({ ...booking, depositCents: booking.depositCents ?? null }) !== null) {
    return true;
  }
  return booking.paymentMethod !== 'CASH' || booking.paymentStatus !== 'PENDING';
}

import type { PaymentStatus } from '../appointments/appointment-status.js';

/**
 * The statuses a payment may move to each status from. A gateway's answers arrive late, twice
 * or out of order (webhooks, the return page, a forced sync), so every write goes through this
 * table as a conditional `UPDATE … WHERE status IN (…)`: a replay finds nothing to change.
 * - PROCESSING (the gateway is reviewing) follows only PENDING;
 * - COMPLETED follows PENDING and PROCESSING, and also CANCELLED: a PIX paid in the minute we
 *   gave up on it still brought the money in, which must be recorded (and then refunded);
 * - FAILED and CANCELLED end a payment that was still open;
 * - REFUNDED (refunds, chargebacks) follows only COMPLETED.
 * Nothing ever returns to PENDING.
 */
const previousStatuses: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  PENDING: [],
  PROCESSING: ['PENDING'],
  COMPLETED: ['PENDING', 'PROCESSING', 'CANCELLED'],
  FAILED: ['PENDING', 'PROCESSING'],
  CANCELLED: ['PENDING', 'PROCESSING'],
  REFUNDED: ['COMPLETED'],
};

/** The statuses from which a payment may move to `to` (empty for PENDING). */
export function getPaymentStatusesBefore(to: PaymentStatus): readonly PaymentStatus[] {
  return previousStatuses[to];
}

/** Whether a payment may move from `from` to `to`; staying put is not a move. */
export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return previousStatuses[to].includes(from);
}

/** Statuses in which a payment is still open: it may yet be paid, so the booking waits. */
export const openPaymentStatuses = [
  'PENDING',
  'PROCESSING',
] as const satisfies readonly PaymentStatus[];

import { getSplitRefund } from '@navalha/core/domain/payments/refund-split';
import type { PaidPart } from '@navalha/core/domain/payments/refund-split';
import type { AppointmentRow } from '../../db/schema/appointments.js';
import type { PaymentRow } from '../../db/schema/payments.js';
import type { PaymentsRepository } from './payments.repository.js';
import { refundReasons } from './payment-reasons.js';

/**
 * A booking paid in parts (a deposit, then the rest online or at the desk; decision 029) gives
 * its money back across all of them, each the way it came, the fee kept from the deposit first
 * (core's refund-split). A booking without a deposit has one part, its latest payment, as
 * before.
 */

export function partsOf(rows: readonly PaymentRow[]): PaidPart[] {
  return rows.map((row) => ({ method: row.method, amountCents: row.amountCents }));
}

/** The payments a refund of the booking gives back now (COMPLETED), the deposit first. */
export async function refundablePaymentsOf(
  repository: PaymentsRepository,
  booking: { id: string; depositCents: number | null },
): Promise<PaymentRow[]> {
  if ((booking.depositCents ?? 0) > 0) {
    const parts = await repository.findPaidParts(booking.id, refundReasons.late);
    return parts.filter((row) => row.status === 'COMPLETED');
  }
  const latest = await repository.findLatestByAppointment(booking.id);
  return latest?.status === 'COMPLETED' ? [latest] : [];
}

/**
 * What the automatic refund of `payment` gives back when its booking ended (a client's
 * cancellation keeps `cancellationFeeCents` and each method's refund fee; the shop's ending
 * keeps nothing). For a booking with a deposit the fee is spread over every part it was paid
 * with — those already refunded too, so each part's share is the same whichever goes first.
 */
export async function automaticRefundOf(
  repository: PaymentsRepository,
  payment: PaymentRow,
  appointment: AppointmentRow,
  cause: 'client' | 'shop',
): Promise<{ refunded: number; fee: number }> {
  const keptCents = cause === 'client' ? (appointment.cancellationFeeCents ?? 0) : 0;
  const rows =
    (appointment.depositCents ?? 0) > 0
      ? await repository.findPaidParts(appointment.id, refundReasons.late)
      : [payment];
  const index = rows.findIndex((row) => row.id === payment.id);
  const split = getSplitRefund(
    partsOf(index < 0 ? [payment] : rows),
    keptCents,
    cause === 'client',
  );
  const share = split.parts[Math.max(0, index)] ?? { refunded: payment.amountCents, refundFee: 0 };
  return { refunded: share.refunded, fee: share.refundFee };
}

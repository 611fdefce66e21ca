import { getSplitRefund } from '@navalha/core/domain/payments/refund-split';
import type { PaidPart, PartRefund, SplitRefund } from '@navalha/core/domain/payments/refund-split';
import type {
  RefundDestination,
  RefundPartQuote,
} from '@navalha/core/domain/payments/refund-destination';
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

export function partsOf(rows: readonly Pick<PaymentRow, 'method' | 'amountCents'>[]): PaidPart[] {
  return rows.map((row) => ({ method: row.method, amountCents: row.amountCents }));
}

/**
 * Every payment a refund of the booking is spread over: for a booking with a deposit each part
 * that brought money in, those already refunded too (a gateway failure between two parts
 * leaves one REFUNDED), the deposit first; else its latest payment, if COMPLETED.
 */
export async function paidPartsOf(
  repository: PaymentsRepository,
  booking: { id: string; depositCents: number | null },
): Promise<PaymentRow[]> {
  if ((booking.depositCents ?? 0) > 0) {
    return repository.findPaidParts(booking.id, refundReasons.late);
  }
  const latest = await repository.findLatestByAppointment(booking.id);
  return latest?.status === 'COMPLETED' ? [latest] : [];
}

/** The parts a refund still gives back (COMPLETED), each with its share of the whole split. */
export function owedShares<Row extends Pick<PaymentRow, 'status'>>(
  rows: readonly Row[],
  split: SplitRefund,
): { payments: Row[]; figures: PartRefund[] } {
  const owed = rows.flatMap((row, index) => {
    const share = split.parts[index];
    return row.status === 'COMPLETED' && share ? [{ row, share }] : [];
  });
  return { payments: owed.map(({ row }) => row), figures: owed.map(({ share }) => share) };
}

/**
 * What the whole booking gives back and keeps once the owed parts are refunded: a part refunded
 * before by its recorded figures, the others by their share. Worked example: R$ 20,00 by PIX
 * then R$ 30,00 by PIX, R$ 5,00 kept; the deposit's R$ 15,00 went back before the rest's refund
 * failed → the retry gives R$ 30,00 back, R$ 45,00 in all, as quoted.
 */
export function settledTotal(rows: readonly PaymentRow[], split: SplitRefund): PartRefund {
  return rows.reduce(
    (sum, row, index) => {
      const share = split.parts[index] ?? { refunded: 0, refundFee: 0, kept: row.amountCents };
      const part =
        row.status === 'REFUNDED'
          ? {
              refunded: row.refundedAmountCents ?? 0,
              refundFee: row.refundFeeCents ?? 0,
              kept: row.amountCents - (row.refundedAmountCents ?? 0) - (row.refundFeeCents ?? 0),
            }
          : share;
      return {
        refunded: sum.refunded + part.refunded,
        refundFee: sum.refundFee + part.refundFee,
        kept: sum.kept + part.kept,
      };
    },
    { refunded: 0, refundFee: 0, kept: 0 },
  );
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

/**
 * Where a client's cancellation sends a part: a wallet payment and the rest paid at the shop to
 * the wallet at that shop (`refundsToWallet`), PIX and card back through the gateway, a whole
 * booking paid at the shop handed back there (decision 005).
 */
export function refundDestinationOf(row: {
  method: PaymentRow['method'];
  gateway: string;
  purpose: string;
}): RefundDestination {
  if (row.method === 'WALLET') return 'wallet';
  if (row.gateway === 'shop') return row.purpose === 'BALANCE' ? 'wallet' : 'shop';
  return 'original';
}

/**
 * What a booking's cancellation by its client would give back now, part by part, from its
 * payments as read with it (`paid`, in the refund's order): the parts `paidPartsOf` takes
 * (money marked late aside; without a deposit only the latest, once COMPLETED), the split
 * `automaticRefundOf` makes (the fee kept from the deposit first, each method's refund fee),
 * and nothing more of a part refunded before (a gateway failure between two parts), as
 * `owedShares` gives.
 */
export function quoteCancelRefund(
  booking: { depositCents: number | null; keptCents: number },
  paid: readonly (Pick<
    PaymentRow,
    'method' | 'amountCents' | 'status' | 'purpose' | 'refundReason'
  > & {
    gateway: string;
  })[],
): (RefundPartQuote & { refundFeeCents: number })[] {
  const counted = paid.filter((row) => row.refundReason !== refundReasons.late);
  const latest = counted.filter((row) => row.status === 'COMPLETED').at(-1);
  const parts = (booking.depositCents ?? 0) > 0 ? counted : latest ? [latest] : [];
  const split = getSplitRefund(partsOf(parts), booking.keptCents, true);
  const { payments, figures } = owedShares(parts, split);
  return payments.map((row, index) => ({
    method: row.method,
    destination: refundDestinationOf(row),
    amountCents: figures[index]?.refunded ?? 0,
    refundFeeCents: figures[index]?.refundFee ?? 0,
  }));
}

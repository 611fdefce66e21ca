import { percentOf, percentToBasisPoints } from '../money.js';
import type { Cents } from '../money.js';

const MS_PER_HOUR = 3_600_000;

/** What a client cancellation costs (the cancel response's `canCancelFree`, `cancellationFee`). */
export interface CancellationTerms {
  canCancelFree: boolean;
  /** Centavos; 0 when free. */
  cancellationFee: Cents;
  /** The last instant a cancellation is free. */
  freeUntil: Date;
}

/** The appointment, the value at stake and the shop's policy (spec §9 defaults). */
export interface CancellationInput {
  startsAt: Date;
  now: Date;
  /** The appointment's value in centavos. */
  amountCents: Cents;
  /** Cancelling at least this many hours before the start is free; default 24. */
  freeWindowHours?: number;
  /** Fee on a later cancellation, percent of the value; default 50. */
  feePercent?: number;
}

/**
 * Cancellation is free while `now <= startsAt − freeWindowHours`; later it costs `feePercent`
 * of the value, rounded half-up to the centavo.
 * Worked example, a R$ 45,00 cut at 14:00 on 10/05 (24 h window, 50%): cancelling at 14:00 on
 * 09/05 is free (exactly 24 h before); at 14:01 on 09/05 the fee is R$ 22,50.
 */
export function getCancellationTerms({
  startsAt,
  now,
  amountCents,
  freeWindowHours = 24,
  feePercent = 50,
}: CancellationInput): CancellationTerms {
  if (!Number.isFinite(freeWindowHours) || freeWindowHours < 0) {
    throw new RangeError(`freeWindowHours must be 0 or more, got ${freeWindowHours}`);
  }
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`amountCents must be a non-negative integer, got ${amountCents}`);
  }
  const feeBasisPoints = percentToBasisPoints(feePercent);
  const freeUntil = new Date(startsAt.getTime() - freeWindowHours * MS_PER_HOUR);
  const canCancelFree = now.getTime() <= freeUntil.getTime();
  const cancellationFee = canCancelFree ? 0 : percentOf(amountCents, feeBasisPoints);
  return { canCancelFree, cancellationFee, freeUntil };
}

/** Why a client may not cancel a booking that has started (issue 16 §5). */
export const CANCEL_AFTER_START_MESSAGE =
  'Este horário já começou e não pode mais ser cancelado pelo app. Fale com a barbearia.';

/**
 * Whether a client may still cancel: the booking is PENDING or CONFIRMED and has not started.
 * From its start on, a missed booking is a no-show for the shop to handle, not a cancellation
 * with a partial refund.
 */
export function canClientCancel(
  appointment: { status: string; startsAt: Date },
  now: Date,
): boolean {
  const active = appointment.status === 'PENDING' || appointment.status === 'CONFIRMED';
  return active && now.getTime() < appointment.startsAt.getTime();
}

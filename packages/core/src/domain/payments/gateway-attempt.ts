import type { PaymentStatus } from '../appointments/appointment-status.js';
import { findGatewayAmountMismatch } from './gateway-amount.js';
import { getPaymentStatusesBefore } from './payment-transitions.js';

/**
 * A gateway attempt is a row written before the gateway is called (a booking's payment, a
 * wallet deposit), completed with the gateway's answer, moved by what the gateway reports
 * after, and cancelled when its time is up (decision 005). These are its state rules; each
 * module writes its own table.
 */

/** What a gateway reports of an attempt: a create's answer, a webhook, a sync. */
export interface GatewayAttemptReport {
  status: PaymentStatus;
  failureReason: string | null;
  transactionId?: string | null;
  /** What the gateway received, when it says: an approval must match the attempt's amount. */
  amountCents?: number | null;
  currency?: string | null;
}

/** The columns a report changes besides the status. */
export interface GatewayAttemptChanges {
  paidAt?: Date;
  failureReason?: string | null;
  transactionId?: string;
}

export type GatewayAttemptStep =
  /** An approval of another amount or currency: nothing is paid, the attempt is flagged. */
  | { kind: 'flag'; reason: string }
  /** Move to `to` only from one of `from`, so a replayed or late report changes nothing. */
  | {
      kind: 'move';
      to: PaymentStatus;
      from: readonly PaymentStatus[];
      changes: GatewayAttemptChanges;
    };

/** What a gateway's report does to an attempt of `amountCents`, at `now`. */
export function planGatewayAttemptStep(
  attempt: { amountCents: number },
  report: GatewayAttemptReport,
  now: Date,
): GatewayAttemptStep {
  const to = report.status;
  if (to === 'COMPLETED' && report.amountCents !== undefined) {
    const mismatch = findGatewayAmountMismatch(attempt.amountCents, {
      amountCents: report.amountCents,
      currency: report.currency ?? null,
    });
    if (mismatch) return { kind: 'flag', reason: mismatch };
  }
  return {
    kind: 'move',
    to,
    from: getPaymentStatusesBefore(to),
    changes: {
      ...(to === 'COMPLETED' ? { paidAt: now, failureReason: null } : {}),
      ...(to === 'FAILED' || to === 'CANCELLED' ? { failureReason: report.failureReason } : {}),
      ...(report.transactionId ? { transactionId: report.transactionId } : {}),
    },
  };
}

/** Written but its gateway's answer not yet recorded: another request is submitting it. */
export function isAttemptInFlight(attempt: {
  submittedAt: Date | null;
  status: PaymentStatus;
}): boolean {
  return attempt.submittedAt === null && attempt.status === 'PENDING';
}

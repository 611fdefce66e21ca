import type { PaymentStatus } from '@navalha/core/domain/appointments/appointment-status';
import { isAttemptInFlight } from '@navalha/core/domain/payments/gateway-attempt';
import { and, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The conditions a gateway attempt's writes share (core's gateway-attempt.ts), for the tables
 * that hold attempts: `payments` and `wallet_deposits`. Each table's repository writes its
 * own rows with them; this file writes nothing.
 */
export interface GatewayAttemptColumns {
  id: AnyPgColumn;
  status: AnyPgColumn;
  submittedAt: AnyPgColumn;
  expiresAt: AnyPgColumn;
}

/** The attempt still waiting for its gateway's answer: the answer is written once. */
export function inFlightAttempt(table: GatewayAttemptColumns, id: string): SQL {
  return and(eq(table.id, id), isNull(table.submittedAt)) as SQL;
}

/** The attempt, if it is in one of `from` (core's payment transitions). */
export function attemptIn(
  table: GatewayAttemptColumns,
  id: string,
  from: readonly PaymentStatus[],
): SQL {
  return and(eq(table.id, id), inArray(table.status, [...from])) as SQL;
}

/** Unpaid attempts whose time is up at `now`: the sweep cancels them. */
export function expiredAttempts(table: GatewayAttemptColumns, now: Date): SQL {
  return and(
    eq(table.status, 'PENDING'),
    isNotNull(table.expiresAt),
    lte(table.expiresAt, now),
  ) as SQL;
}

const SETTLE_TIMEOUT_MS = 5_000;
const SETTLE_POLL_MS = 25;

/**
 * Waits (a few seconds at most) for an attempt another request is submitting, so a replayed
 * idempotency key answers with the gateway's answer; returns the attempt as it then is.
 */
export async function settleInFlightAttempt<
  T extends { submittedAt: Date | null; status: PaymentStatus },
>(attempt: T, reload: () => Promise<T | null>): Promise<T> {
  let current = attempt;
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (isAttemptInFlight(current) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
    current = (await reload()) ?? current;
  }
  return current;
}

import { isFrontDesk } from '@navalha/core/domain/auth/roles';
import type { AuditAction } from '@navalha/core/domain/admin/audit-actions';
import type { Db } from '../../db/client.js';
import type { PaymentRow } from '../../db/schema/payments.js';
import type { AuthUser } from '../auth/auth-user.js';
import { recordAudit } from '../audit/audit-trail.js';

/** Writes a change's audit row inside the transaction that makes it (`tx`), `row` as it now is. */
export type PaymentAuditHook = (tx: Db, row: PaymentRow) => Promise<void>;

/** A payment as the audit log keeps it (centavos, as stored). */
function auditView(row: PaymentRow) {
  return {
    status: row.status,
    method: row.method,
    amountCents: row.amountCents,
    refundedAmountCents: row.refundedAmountCents,
    refundFeeCents: row.refundFeeCents,
    receivedWith: row.receivedWith,
    reason: row.refundReason ?? row.cancellationReason ?? row.failureReason,
  };
}

/**
 * The audit of a shop's change to a payment (issue 8): only the desk's (ADMIN, OWNER, RECEPTION)
 * is recorded (a client cancelling their own PIX code is not a shop change), so for others: none.
 */
export function paymentAudit(
  actor: AuthUser,
  action: Extract<AuditAction, `payment.${string}`>,
  before: PaymentRow,
): PaymentAuditHook | undefined {
  if (!isFrontDesk(actor.role)) return undefined;
  return (tx, row) =>
    recordAudit(tx, actor, row.barbershopId, {
      action,
      entityId: row.id,
      before: auditView(before),
      after: auditView(row),
    });
}

import type { DeskReceipt, DeskReceiveBody } from '@navalha/core/contracts/front-desk-actions';
import { getCashChange } from '@navalha/core/domain/front-desk/desk-actions';
import { formatBRL } from '@navalha/core/domain/money';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { getPgErrorCode, pgErrorCodes } from '../../db/pg-error.js';
import { payments } from '../../db/schema/payments.js';
import { validationError } from '../../errors/app-error.js';
import type { AppointmentRecord } from '../appointments/booking-lifecycle.js';
import type { AuthUser } from '../auth/auth-user.js';
import { recordAudit } from '../audit/audit-trail.js';
import { conflict } from './payment-errors.js';
import { PaymentsRepository } from './payments.repository.js';

/** What a booking's completed payments brought in, in centavos (a deposit, the rest, or all). */
export async function paidCentsOf(db: Db, appointmentId: string): Promise<number> {
  const [row] = await db
    .select({
      paid: sql<number>`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number),
    })
    .from(payments)
    .where(and(eq(payments.appointmentId, appointmentId), eq(payments.status, 'COMPLETED')));
  return row?.paid ?? 0;
}

const alreadyPaid = () => conflict('INVALID_PAYMENT_STATE', 'Este agendamento já está pago.');

/**
 * 'Receber' after a deposit (decision 029): the desk takes the rest of the booking (its total
 * minus what was paid online) as a BALANCE payment, COMPLETED at once with how, by whom and
 * when, and audited in the same transaction. The booking's payment is already COMPLETED (the
 * deposit confirmed it), so nothing changes on it. One BALANCE per booking: a second click
 * meets payments_one_balance_per_appointment and is told it is paid.
 */
export async function receiveBalance(
  deps: { db: Db; now: () => Date },
  actor: AuthUser,
  booking: AppointmentRecord,
  body: DeskReceiveBody,
): Promise<DeskReceipt> {
  const paid = await paidCentsOf(deps.db, booking.id);
  const balance = booking.totalCents - paid;
  if (balance <= 0) throw alreadyPaid();
  let changeCents: number | null = null;
  if (body.with === 'cash' && body.givenCents !== undefined) {
    changeCents = getCashChange(balance, body.givenCents);
    if (changeCents === null) {
      throw validationError(
        `O valor entregue não cobre o restante de ${formatBRL(balance)}.`,
        'givenCents',
      );
    }
  }
  const now = deps.now();
  try {
    const row = await deps.db.transaction(async (tx) => {
      const inserted = await new PaymentsRepository(tx).insert({
        appointmentId: booking.id,
        clientId: booking.clientId,
        barbershopId: booking.barbershopId,
        method: 'CASH',
        flow: 'cash',
        purpose: 'BALANCE',
        status: 'COMPLETED',
        amountCents: balance,
        gateway: 'shop',
        description: 'Restante após o sinal',
        submittedAt: now,
        paidAt: now,
        receivedWith: body.with,
        receivedBy: actor.userId,
        receivedAt: now,
      });
      await recordAudit(tx, actor, booking.barbershopId, {
        action: 'payment.receive',
        entityId: inserted.id,
        before: { status: null },
        after: {
          status: inserted.status,
          purpose: inserted.purpose,
          amountCents: inserted.amountCents,
          receivedWith: inserted.receivedWith,
        },
      });
      return inserted;
    });
    return { paymentId: row.id, amountCents: row.amountCents, with: body.with, changeCents };
  } catch (error) {
    if (getPgErrorCode(error) === pgErrorCodes.uniqueViolation) throw alreadyPaid();
    throw error;
  }
}

import { transition } from '@navalha/core/domain/appointments/appointment-transitions';
import { getDepositOwed } from '@navalha/core/domain/payments/deposit';
import {
  getUnfinishedRefund,
  UNFINISHED_REFUND_MESSAGE,
} from '@navalha/core/domain/payments/unfinished-refund';
import type { Db } from '../../db/client.js';
import type { AppointmentRow } from '../../db/schema/appointments.js';
import { AppError } from '../../errors/app-error.js';
import { notifyAppointment } from '../notifications/notify.js';
import { AppointmentsRepository } from './appointments.repository.js';
import { depositAwaited } from './appointment-errors.js';
import { RefundPartsRepository } from './refund-parts.repository.js';

// The front desk's changes to a booking (issue 17 §2, decision 019), beside the other named
// operations of booking-lifecycle.ts: each runs in the caller's transaction (`tx`), moves the
// status only through core's `transition()`, and answers a DeskChange instead of throwing.

/** A booking as the audit log keeps a desk action's change (centavos, as stored). */
export function deskAuditView(row: AppointmentRow) {
  return {
    status: row.status,
    paymentStatus: row.paymentStatus,
    arrivedAt: row.arrivedAt,
    startedAt: row.startedAt,
    reason: row.cancellationReason,
    feeCents: row.cancellationFeeCents,
  };
}

/** A desk action's outcome: the booking before and after, or why it was refused (pt-BR). */
export type DeskChange =
  | { ok: true; before: AppointmentRow; after: AppointmentRow }
  | { ok: false; message: string; notStarted?: true };

/**
 * The desk moves a booking along its day (issue 17 §2), by core's transitions: `confirm`,
 * `arrive` ('Chegou', confirming a PENDING one), `start` and `complete`; none while a deposit
 * is owed (decision 029). One compare-and-set on the status read; the client is told of a
 * confirmation and a completion.
 */
export async function moveAlongAtDesk(
  tx: Db,
  booking: AppointmentRow,
  event: 'confirm' | 'arrive' | 'start' | 'complete',
  now: Date,
): Promise<DeskChange> {
  const result = transition(booking.status, event, { now, startsAt: booking.startsAt });
  if (!result.ok) return { ok: false, message: result.message };
  if (event !== 'complete' && getDepositOwed(booking)) return depositAwaited();
  const after = await new AppointmentsRepository(tx).updateIfStatus(booking.id, [booking.status], {
    status: result.status,
    ...(event === 'arrive' || (event === 'start' && !booking.arrivedAt) ? { arrivedAt: now } : {}),
    ...(event === 'start' ? { startedAt: now } : {}),
  });
  if (!after) return { ok: false, message: 'O agendamento mudou enquanto isso. Tente de novo.' };
  if (event === 'confirm' || event === 'complete') await notifyAppointment(tx, booking.id, event);
  return { ok: true, before: booking, after };
}

/**
 * 'Faltou' (issue 17 §2): an active booking whose client has not arrived becomes NO_SHOW once
 * its start has passed (core's `no_show`), with the shop's no-show fee recorded as kept; a
 * payment still open becomes CANCELLED on the booking (payments cancels its own row), a paid
 * one REFUNDED when payments gave back what exceeds the fee (`refunded`). The client is told.
 */
export async function markNoShow(
  tx: Db,
  booking: AppointmentRow,
  { now, feeCents, refunded }: { now: Date; feeCents: number; refunded: boolean },
): Promise<DeskChange> {
  if (booking.arrivedAt) {
    return { ok: false, message: 'O cliente já chegou: não é possível marcar falta.' };
  }
  const result = transition(booking.status, 'no_show', { now, startsAt: booking.startsAt });
  if (!result.ok) {
    return {
      ok: false,
      message: result.message,
      ...(result.reason === 'NOT_STARTED' ? { notStarted: true as const } : {}),
    };
  }
  const open = booking.paymentStatus === 'PENDING' || booking.paymentStatus === 'FAILED';
  const after = await new AppointmentsRepository(tx).updateIfStatus(booking.id, [booking.status], {
    status: result.status,
    cancellationFeeCents: feeCents,
    cancelledAt: now,
    ...(refunded ? { paymentStatus: 'REFUNDED' as const } : {}),
    ...(!refunded && open ? { paymentStatus: 'CANCELLED' as const } : {}),
  });
  if (!after) return { ok: false, message: 'O agendamento mudou enquanto isso. Tente de novo.' };
  await notifyAppointment(tx, booking.id, 'no_show');
  return { ok: true, before: booking, after };
}

/**
 * The desk cancels an active booking with its reason (issue 17 §2): CANCELLED by core's
 * `cancel`, `keptCents` recorded as the cancellation's fee, its payment REFUNDED when money
 * went back (`refunded`), CANCELLED when it was still open. The client is told the reason and
 * the refund; the barber that the time is free.
 */
export async function cancelAtDesk(
  tx: Db,
  booking: AppointmentRow,
  options: { now: Date; reason: string; keptCents: number | null; refundedCents: number | null },
): Promise<DeskChange> {
  const { now, reason } = options;
  const result = transition(booking.status, 'cancel', { now, startsAt: booking.startsAt });
  if (!result.ok) return { ok: false, message: result.message };
  const open = booking.paymentStatus === 'PENDING' || booking.paymentStatus === 'FAILED';
  const after = await new AppointmentsRepository(tx).updateIfStatus(booking.id, [booking.status], {
    status: result.status,
    cancellationReason: reason,
    cancellationFeeCents: options.keptCents,
    cancelledAt: now,
    ...(options.refundedCents !== null ? { paymentStatus: 'REFUNDED' as const } : {}),
    ...(options.refundedCents === null && open ? { paymentStatus: 'CANCELLED' as const } : {}),
  });
  if (!after) return { ok: false, message: 'O agendamento mudou enquanto isso. Tente de novo.' };
  await notifyAppointment(tx, booking.id, 'desk_cancel', {
    refundedCents: options.refundedCents ?? 0,
  });
  return { ok: true, before: booking, after };
}

/**
 * Refuses to complete a booking holding a refund the gateway broke off between its parts
 * (decision 029): its deposit went back, its rest is still owed back; the desk tries the
 * refund again (its cancel or 'Faltou') first. Read in the caller's transaction (`tx`); it
 * throws (409 REFUND_UNFINISHED), for the desk's and the barber's 'Concluir' alike.
 */
export async function refuseUnfinishedRefund(
  tx: Db,
  booking: Pick<AppointmentRow, 'id' | 'status' | 'paymentStatus' | 'depositCents'>,
): Promise<void> {
  if (!booking.depositCents) return;
  const parts = await new RefundPartsRepository(tx).findStates(booking.id);
  if (getUnfinishedRefund(booking, parts)) {
    throw new AppError(409, 'REFUND_UNFINISHED', UNFINISHED_REFUND_MESSAGE);
  }
}

import { barbershopSettingsSchema } from '@navalha/core/contracts/barbershop';
import type {
  AppointmentStatus,
  PaymentStatus,
} from '@navalha/core/domain/appointments/appointment-status';
import { transition } from '@navalha/core/domain/appointments/appointment-transitions';
import type { OrderTotals } from '@navalha/core/domain/payments/fees';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import type { Db } from '../../db/client.js';
import type { NewAppointmentServiceRow } from '../../db/schema/appointment-services.js';
import type { AppointmentRow, NewAppointmentRow } from '../../db/schema/appointments.js';
import {
  notifyAppointment,
  notifyAppointments,
  notifyPreviousBarber,
} from '../notifications/notify.js';
import { returnPromoCodeUsesTo } from '../promo-codes/promo-code-uses.js';
import { AppointmentsRepository } from './appointments.repository.js';

// What other modules may do to a booking (decision 016): each operation runs in the caller's
// transaction (`tx`) and moves the booking's status only through core's `transition()`.

/** For a shop saved before the setting existed. */
const DEFAULT_CASH_EXPIRY_HOURS = barbershopSettingsSchema.parse(
  {},
).unconfirmedCashExpiresHoursBefore;

/** A compare-and-set loop gives up after this many concurrent changes of the booking. */
const MAX_ATTEMPTS = 3;

/**
 * A new payment attempt: the booking's payment is PENDING again, with the attempt's method and
 * figures when they differ. Only while the booking can still be paid (active, and its payment
 * neither completed, refunded nor under review); false otherwise.
 */
export async function recordPaymentAttempt(
  tx: Db,
  appointmentId: string,
  change: { method: PaymentMethod; totals: OrderTotals } | null,
): Promise<boolean> {
  const updated = await new AppointmentsRepository(tx).updatePayable(appointmentId, {
    paymentStatus: 'PENDING',
    ...(change
      ? {
          paymentMethod: change.method,
          paymentFeeCents: change.totals.paymentFee,
          totalCents: change.totals.total,
        }
      : {}),
  });
  return updated !== null;
}

/**
 * The wallet paid the booking at once: its payment is COMPLETED with the wallet's figures and
 * a PENDING booking is confirmed (core's `confirm`). Only while it can still be paid; false
 * otherwise.
 */
export async function confirmBecausePaidFromWallet(
  tx: Db,
  appointment: { id: string; startsAt: Date },
  totals: OrderTotals,
  now: Date,
): Promise<boolean> {
  const confirmed = transition('PENDING', 'confirm', { now, startsAt: appointment.startsAt });
  const updated = await new AppointmentsRepository(tx).updatePayable(appointment.id, {
    paymentStatus: 'COMPLETED',
    paymentMethod: 'WALLET',
    paymentFeeCents: totals.paymentFee,
    totalCents: totals.total,
    ...(confirmed.ok ? { status: confirmed.status } : {}),
  });
  return updated !== null;
}

/**
 * A payment completed: the booking's payment is COMPLETED and a PENDING booking is confirmed
 * (core's `confirm`); client and barber are told. A compare-and-set on the booking's status:
 * should a cancellation land between the read and the write, the booking is read again.
 * 'ended' when the booking was no longer active (the money is then late), 'missing' when
 * there is no booking.
 */
export async function confirmBecausePaid(
  tx: Db,
  appointmentId: string,
  method: PaymentMethod,
  now: Date,
): Promise<'confirmed' | 'ended' | 'missing'> {
  const repository = new AppointmentsRepository(tx);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const appointment = await repository.findById(appointmentId);
    if (!appointment) return 'missing';
    const active = appointment.status === 'PENDING' || appointment.status === 'CONFIRMED';
    const confirmed =
      appointment.status === 'PENDING'
        ? transition('PENDING', 'confirm', { now, startsAt: appointment.startsAt })
        : null;
    // The transaction holds the row from here: a concurrent writer waits for us.
    const updated = await repository.updateIfStatus(appointmentId, [appointment.status], {
      paymentStatus: 'COMPLETED',
      paymentMethod: method,
      ...(confirmed?.ok ? { status: confirmed.status } : {}),
    });
    if (!updated) continue;
    if (!active) return 'ended';
    await notifyAppointment(tx, appointmentId, 'pay');
    return 'confirmed';
  }
  throw new Error(`booking ${appointmentId} kept changing while its payment completed`);
}

/**
 * Holds the booking in the caller's transaction, so that two payments of its rest after a
 * deposit (the desk's and the client's online one, decision 029) are decided one after the
 * other: the second reads the first.
 */
export async function lockBookingForPayment(tx: Db, appointmentId: string): Promise<void> {
  await new AppointmentsRepository(tx).lockById(appointmentId);
}

/**
 * The rest after a deposit was paid online (decision 029): an active or completed booking
 * keeps its status, method and figures (its payment was COMPLETED by the deposit). 'ended' when
 * it was cancelled or expired meanwhile: the money is late, and the booking's payment is
 * COMPLETED again so the refund of late money finds it.
 */
export async function recordBalancePaid(
  tx: Db,
  appointmentId: string,
): Promise<'kept' | 'ended' | 'missing'> {
  const repository = new AppointmentsRepository(tx);
  const appointment = await repository.findById(appointmentId);
  if (!appointment) return 'missing';
  if (['PENDING', 'CONFIRMED', 'COMPLETED'].includes(appointment.status)) return 'kept';
  await repository.updateIfStatus(appointmentId, [appointment.status], {
    paymentStatus: 'COMPLETED',
  });
  return 'ended';
}

/** A card went under review: the booking's payment is PROCESSING. */
export async function markPaymentProcessing(tx: Db, appointmentId: string): Promise<void> {
  await new AppointmentsRepository(tx).setPaymentStatus(appointmentId, 'PROCESSING', [
    'PENDING',
    'FAILED',
    'CANCELLED',
  ]);
}

/**
 * An attempt failed or was cancelled: the booking's payment says so, unless another attempt
 * (other than `paymentId`) is open or paid; the booking itself stays PENDING so the client may
 * try again (the expiry sweep ends it if nothing is paid in time).
 */
export async function markPaymentFailed(
  tx: Db,
  appointmentId: string,
  status: Extract<PaymentStatus, 'FAILED' | 'CANCELLED'>,
  options: { paymentId: string; from: readonly PaymentStatus[] },
): Promise<void> {
  await new AppointmentsRepository(tx).setPaymentStatus(appointmentId, status, options.from, {
    unlessOtherPaymentThan: options.paymentId,
  });
}

/**
 * The gateway gave a paid booking's money back (a refund at the gateway's side, a chargeback):
 * the booking's payment is REFUNDED and, if the booking is still active, it is cancelled by
 * core's `cancel` with the reason, which frees its slot; client and barber are told. A booking
 * already done or ended keeps its status. True when the booking was cancelled.
 */
export async function cancelBecausePaymentReversed(
  tx: Db,
  appointmentId: string,
  now: Date,
  reason: string,
): Promise<boolean> {
  const repository = new AppointmentsRepository(tx);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const appointment = await repository.findById(appointmentId);
    if (!appointment || appointment.paymentStatus !== 'COMPLETED') return false;
    const cancelled = transition(appointment.status, 'cancel', {
      now,
      startsAt: appointment.startsAt,
    });
    const updated = await repository.updateIfStatus(appointmentId, [appointment.status], {
      paymentStatus: 'REFUNDED',
      ...(cancelled.ok
        ? { status: cancelled.status, cancellationReason: reason, cancelledAt: now }
        : {}),
    });
    if (!updated) continue;
    if (cancelled.ok) await notifyAppointment(tx, appointmentId, 'reverse');
    return cancelled.ok;
  }
  throw new Error(`booking ${appointmentId} kept changing while its payment was reversed`);
}

/**
 * The booking's money was refunded: its payment is REFUNDED (`onlyIfPaid`: only when it was
 * COMPLETED; `partsLeft`: not yet, another part of a booking paid in parts is still owed back,
 * so the sweep's look-up of paid ended bookings finds it; decision 029) and, with `cancel`, an
 * active booking is cancelled with the reason (core's `cancel`). One compare-and-set; a
 * booking that changed meanwhile is left as it is.
 */
export async function cancelAfterRefund(
  tx: Db,
  appointmentId: string,
  options: { now: Date; reason: string; cancel: boolean; onlyIfPaid: boolean; partsLeft?: boolean },
): Promise<void> {
  const repository = new AppointmentsRepository(tx);
  const appointment = await repository.findById(appointmentId);
  if (!appointment) return;
  const { now, reason } = options;
  const cancelled = options.cancel
    ? transition(appointment.status, 'cancel', { now, startsAt: appointment.startsAt })
    : null;
  const refunded =
    (!options.onlyIfPaid || appointment.paymentStatus === 'COMPLETED') && !options.partsLeft;
  // Another part of a booking paid in parts was refunded first (decision 029): nothing to move.
  if (!refunded && !cancelled?.ok) return;
  await repository.updateIfStatus(appointmentId, [appointment.status], {
    ...(refunded ? { paymentStatus: 'REFUNDED' as const } : {}),
    ...(cancelled?.ok
      ? { status: cancelled.status, cancellationReason: reason, cancelledAt: now }
      : {}),
  });
}

/**
 * The expiry sweep's side of bookings: PENDING cash bookings the shop has not confirmed in
 * time, then PENDING bookings to be paid online made before `cutoff` with nothing paid or
 * payable, become EXPIRED (core's `expire`), which frees their slots; cash clients and barbers
 * are told. Returns the ids, cash first. `between` runs after the cash bookings expired and
 * before the online ones do (the sweep cancels the open payments of ended bookings there).
 */
export async function expireUnpaidBookings(
  tx: Db,
  { now, cutoff }: { now: Date; cutoff: Date },
  between: () => Promise<void>,
): Promise<string[]> {
  const expired = transition('PENDING', 'expire', { now, startsAt: now });
  if (!expired.ok) throw new Error('core no longer lets PENDING expire');
  const repository = new AppointmentsRepository(tx);
  const cashIds = (
    await repository.expireUnconfirmedCash(now, DEFAULT_CASH_EXPIRY_HOURS, expired.status)
  ).map((row) => row.id);
  await notifyAppointments(tx, cashIds, 'expire_cash');
  await between();
  const onlineIds = (await repository.expireUnpaidOnline(cutoff, now, expired.status)).map(
    (row) => row.id,
  );
  return [...cashIds, ...onlineIds];
}

/**
 * The front desk moves an active booking (PENDING or CONFIRMED; core's state machine keeps
 * `reschedule` for the client's PENDING ones) to another barber and time, keeping its status,
 * services and price; client and barber are told (issue 17 §1). A compare-and-set on the status
 * read: null when the booking ended meanwhile. The exclusion constraint has the last word on
 * the slot: its 23P01 reaches the caller, which answers 409 SLOT_UNAVAILABLE.
 */
export async function moveBooking(
  tx: Db,
  appointment: { id: string; status: AppointmentStatus; barberId: string },
  /** Where it goes, and `at`: the move's time (the WhatsApp reschedule notice's news). */
  to: { barberId: string; startsAt: Date; endsAt: Date; at: Date },
): Promise<AppointmentRow | null> {
  if (appointment.status !== 'PENDING' && appointment.status !== 'CONFIRMED') return null;
  const moved = await new AppointmentsRepository(tx).updateIfStatus(
    appointment.id,
    [appointment.status],
    { barberId: to.barberId, startsAt: to.startsAt, endsAt: to.endsAt, rescheduledAt: to.at },
  );
  if (moved) {
    await notifyAppointment(tx, appointment.id, 'move');
    if (moved.barberId !== appointment.barberId) {
      await notifyPreviousBarber(tx, appointment.id, appointment.barberId);
    }
  }
  return moved;
}

/** An account's deletion: the notes the client wrote on their bookings go. */
export async function clearClientNotes(tx: Db, clientId: string): Promise<void> {
  await new AppointmentsRepository(tx).clearClientNotes(clientId);
}

/**
 * The promo code uses of bookings that ended (cancelled or expired; all of them, or only
 * `ids`) come back to their codes, once each: the bookings are marked and the codes' counters
 * given back by the promo-codes module in one transaction. Returns how many uses came back.
 */
export async function returnPromoCodeUses(
  db: Db,
  now: Date,
  ids?: readonly string[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const returned = await new AppointmentsRepository(tx).markPromoCodeUsesReturned(now, ids);
    await returnPromoCodeUsesTo(tx, returned);
    return returned.reduce((sum, code) => sum + code.uses, 0);
  });
}

/**
 * Bookings already planned whole (the demo's agenda, past and future), written as they are
 * in the caller's transaction: no availability check, no notice, no payment.
 */
export async function recordPlannedBookings(
  tx: Db,
  rows: readonly NewAppointmentRow[],
  services: readonly NewAppointmentServiceRow[],
): Promise<void> {
  await new AppointmentsRepository(tx).insertPlannedBookings(rows, services);
}

/** What other modules read of bookings. */
export type BookingReads = Pick<AppointmentsRepository, 'findById' | 'findServicesOf'>;

export function bookingReadsOf(db: Db): BookingReads {
  return new AppointmentsRepository(db);
}

export type { AppointmentRecord } from './appointments.repository.js';

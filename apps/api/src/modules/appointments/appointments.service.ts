import { isFrontDesk } from '@navalha/core/domain/auth/roles';
import type {
  Appointment,
  CancelAppointmentResponse,
  RescheduleAppointmentBody,
} from '@navalha/core/contracts/appointments';
import { errorMessages } from '@navalha/core/contracts/errors';
import { activeAppointmentStatuses } from '@navalha/core/domain/appointments/appointment-status';
import type { AppointmentStatus } from '@navalha/core/domain/appointments/appointment-status';
import { transition } from '@navalha/core/domain/appointments/appointment-transitions';
import type { AppointmentEvent } from '@navalha/core/domain/appointments/appointment-transitions';
import {
  CANCEL_AFTER_START_MESSAGE,
  canClientCancel,
  getCancellationTerms,
} from '@navalha/core/domain/appointments/cancellation-policy';
import { getRescheduleRule } from '@navalha/core/domain/appointments/reschedule-policy';
import { getCancellationRefund } from '@navalha/core/domain/payments/cancellation-refund';
import { checkSlot } from '@navalha/core/domain/schedule/slots';
import type { Db } from '../../db/client.js';
import { isBookingConflict } from '../../db/pg-error.js';
import type { AppointmentRow } from '../../db/schema/appointments.js';
import { AppError, validationError } from '../../errors/app-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import { recordAudit } from '../audit/audit-trail.js';
import { notifyAppointment } from '../notifications/notify.js';
import type { BookingPayments } from './booking-payments.js';
import { bookingScheduleReadsOf, shopDaySpan } from '../schedule/booking-scope.js';
import type { BookingScheduleReads } from '../schedule/booking-scope.js';
import { AppointmentsRepository } from './appointments.repository.js';
import { getDepositOwed } from '@navalha/core/domain/payments/deposit';
import type { AppointmentRecord } from './appointments.repository.js';
import { AppointmentQueries } from './appointment-queries.service.js';
import { checkClientLoad } from './booking-creation.js';
import { refuseUnfinishedRefund } from './booking-desk-changes.js';
import { returnPromoCodeUses } from './booking-lifecycle.js';
import {
  appointmentNotFound,
  depositAwaited,
  slotError,
  slotUnavailable,
} from './appointment-errors.js';

/** A booking as the audit log keeps it (centavos, as stored). */
function appointmentAuditView(row: AppointmentRow) {
  return {
    status: row.status,
    paymentStatus: row.paymentStatus,
    totalCents: row.totalCents,
    reason: row.cancellationReason,
  };
}

export class AppointmentsService {
  private readonly repository: AppointmentsRepository;
  private readonly queries: AppointmentQueries;
  private readonly schedule: BookingScheduleReads;

  private readonly db: Db;
  private readonly now: () => Date;
  private readonly payments: BookingPayments;
  private readonly onTimeFreed: (barbershopId: string) => Promise<void>;

  constructor(deps: {
    db: Db;
    now: () => Date;
    /** Settles a cancelled or rejected booking's payments (cancel the open one, refund). */
    payments: BookingPayments;
    /** After a committed change freed a shop's time: the waitlist offers it (decision 032). */
    onTimeFreed?: ((barbershopId: string) => Promise<void>) | undefined;
  }) {
    const { db, now, payments } = deps;
    this.db = db;
    this.now = now;
    this.payments = payments;
    this.onTimeFreed = deps.onTimeFreed ?? (() => Promise.resolve());
    this.repository = new AppointmentsRepository(db);
    this.queries = new AppointmentQueries({ db, now, payments });
    this.schedule = bookingScheduleReadsOf(db);
  }

  /**
   * The client moves a booking to another free time of the same barber: an unpaid PENDING one
   * freely, a confirmed or paid one only while its cancellation is free (decision 025). Status,
   * price and payment rows stay as they are (the payment moves with the booking); the
   * exclusion constraint has the last word on the slot; client and barber are told.
   */
  async reschedule(
    actor: AuthUser,
    id: string,
    body: RescheduleAppointmentBody,
  ): Promise<Appointment> {
    const appointment = await this.owned(actor, id);
    const now = this.now();
    this.allow(appointment, 'reschedule', now);
    const rule = getRescheduleRule({
      status: appointment.status,
      paymentStatus: appointment.paymentStatus,
      startsAt: appointment.startsAt,
      now,
      freeWindowHours: appointment.settings.cancellationWindowHours,
      timeZone: appointment.timeZone,
    });
    if (!rule.allowed) throw new AppError(409, 'INVALID_TRANSITION', rule.reason);
    const statics = await this.schedule.loadStatics({
      barberIds: [appointment.barberId],
      serviceIds: [],
    });
    const [barber] = statics.barbers;
    if (!barber) throw slotUnavailable();
    const busy = await this.schedule.loadBusy({
      barbershopId: appointment.barbershopId,
      barberIds: [appointment.barberId],
      excludeAppointmentId: id,
      ...shopDaySpan(body.scheduledDate, appointment.timeZone),
    });
    const durationMinutes = Math.round(
      (appointment.endsAt.getTime() - appointment.startsAt.getTime()) / 60_000,
    );
    const check = checkSlot({
      date: body.scheduledDate,
      time: body.scheduledTime,
      timeZone: appointment.timeZone,
      workingHours: barber.hours,
      busy,
      durationMinutes,
      slotStepMinutes: appointment.settings.slotStepMinutes,
      minNoticeMinutes: appointment.settings.minNoticeMinutes,
      now,
    });
    if (!check.ok) throw slotError(check.reason);
    try {
      const updated = await this.db.transaction(async (tx) => {
        const repository = new AppointmentsRepository(tx);
        await checkClientLoad(repository, {
          clientId: appointment.clientId,
          barbershopId: appointment.barbershopId,
          startsAt: check.startsAt,
          endsAt: check.endsAt,
          now,
          excludeId: id,
        });
        const moved = await repository.updateIfStatus(id, [appointment.status], {
          startsAt: check.startsAt,
          endsAt: check.endsAt,
          rescheduledAt: now,
          ...(body.notes === undefined ? {} : { notes: body.notes }),
        });
        if (moved) await notifyAppointment(tx, id, 'reschedule');
        return moved;
      });
      if (!updated) throw await this.refused(appointment.id, 'reschedule', now);
    } catch (error) {
      if (isBookingConflict(error)) throw slotUnavailable();
      throw error;
    }
    await this.onTimeFreed(appointment.barbershopId);
    return this.queries.load(id);
  }

  /**
   * A client's cancellation, PENDING or CONFIRMED: free up to the shop's window before the
   * start (24 h), then the shop's fee on the total (50%), per core's cancellation policy.
   */
  async cancel(actor: AuthUser, id: string): Promise<CancelAppointmentResponse> {
    const appointment = await this.owned(actor, id);
    const now = this.now();
    this.allow(appointment, 'cancel', now);
    if (!canClientCancel(appointment, now)) {
      throw new AppError(409, 'INVALID_TRANSITION', CANCEL_AFTER_START_MESSAGE);
    }
    const terms = getCancellationTerms({
      startsAt: appointment.startsAt,
      now,
      amountCents: appointment.totalCents,
      freeWindowHours: appointment.settings.cancellationWindowHours,
      feePercent: appointment.settings.cancellationFeePercent,
    });
    const updated = await this.repository.updateIfStatus(id, activeAppointmentStatuses, {
      status: 'CANCELLED',
      cancellationFeeCents: terms.cancellationFee,
      cancelledAt: now,
      ...(appointment.paymentStatus === 'PENDING' ? { paymentStatus: 'CANCELLED' as const } : {}),
    });
    if (!updated) throw await this.refused(id, 'cancel', now);
    await returnPromoCodeUses(this.db, now, [id]);
    // The client reads the fee kept and what goes back, where (issue 18 §2).
    const method = appointment.paymentMethod;
    const refund =
      appointment.paymentStatus === 'COMPLETED' && method && method !== 'CASH'
        ? getCancellationRefund({
            cause: 'client',
            method,
            paidCents: appointment.totalCents,
            cancellationFeeCents: terms.cancellationFee,
          })
        : null;
    await notifyAppointment(this.db, id, 'cancel', {
      cancellationFeeCents: terms.cancellationFee,
      refundedCents: refund?.refunded ?? 0,
      refundMethod: method,
    });
    await this.payments.settleEndedBooking(id);
    await this.onTimeFreed(appointment.barbershopId);
    return {
      id,
      status: updated.status,
      cancellationFee: terms.cancellationFee,
      canCancelFree: terms.canCancelFree,
    };
  }

  confirm(actor: AuthUser, id: string): Promise<Appointment> {
    return this.staffTransition(actor, id, 'confirm');
  }

  reject(actor: AuthUser, id: string, reason: string): Promise<Appointment> {
    return this.staffTransition(actor, id, 'reject', reason);
  }

  complete(actor: AuthUser, id: string): Promise<Appointment> {
    return this.staffTransition(actor, id, 'complete');
  }

  private async staffTransition(
    actor: AuthUser,
    id: string,
    event: 'confirm' | 'reject' | 'complete',
    reason?: string,
  ): Promise<Appointment> {
    const appointment = await this.queries.visible(actor, id);
    const now = this.now();
    const status = this.allow(appointment, event, now, reason);
    const rejected = event === 'reject';
    // The change and, when the shop's staff make it, its audit row (issue 8) commit together.
    const updated = await this.db.transaction(async (tx) => {
      if (event === 'complete') await refuseUnfinishedRefund(tx, appointment);
      const row = await new AppointmentsRepository(tx).updateIfStatus(id, [appointment.status], {
        status,
        ...(rejected
          ? {
              cancellationReason: reason ?? null,
              cancelledAt: now,
              ...(appointment.paymentStatus === 'PENDING'
                ? { paymentStatus: 'CANCELLED' as const }
                : {}),
            }
          : {}),
      });
      if (row && isFrontDesk(actor.role)) {
        await recordAudit(tx, actor, row.barbershopId, {
          action: `appointment.${event}`,
          entityId: id,
          before: appointmentAuditView(appointment),
          after: appointmentAuditView(row),
        });
      }
      return row;
    });
    if (!updated) throw await this.refused(id, event, now);
    if (rejected) await returnPromoCodeUses(this.db, now, [id]);
    await notifyAppointment(this.db, id, event);
    if (rejected) {
      await this.payments.settleEndedBooking(id);
      await this.onTimeFreed(updated.barbershopId);
    }
    return this.queries.load(id);
  }

  /** The status core's state machine allows, or its refusal as 409 INVALID_TRANSITION. */
  private allow(
    appointment: AppointmentRow,
    event: AppointmentEvent,
    now: Date,
    reason?: string,
  ): AppointmentStatus {
    const result = transition(appointment.status, event, {
      now,
      startsAt: appointment.startsAt,
      reason,
    });
    // A deposit the shop asks is paid online before the booking is confirmed (decision 029).
    const awaited = event === 'confirm' && getDepositOwed(appointment) ? depositAwaited() : null;
    if (awaited) throw new AppError(409, 'DEPOSIT_REQUIRED', awaited.message);
    if (result.ok) return result.status;
    if (result.reason === 'REASON_REQUIRED') throw validationError(result.message, 'reason');
    throw new AppError(409, 'INVALID_TRANSITION', result.message);
  }

  /** Someone changed the appointment between our read and our write: say what it is now. */
  private async refused(id: string, event: AppointmentEvent, now: Date): Promise<AppError> {
    const current = await this.repository.findById(id);
    if (current) {
      const result = transition(current.status, event, { now, startsAt: current.startsAt });
      if (!result.ok) return new AppError(409, 'INVALID_TRANSITION', result.message);
    }
    return new AppError(409, 'INVALID_TRANSITION', errorMessages.invalidTransition);
  }

  /** The appointment if it is the client's own. */
  private async owned(actor: AuthUser, id: string): Promise<AppointmentRecord> {
    const appointment = await this.repository.findById(id);
    if (appointment?.clientId !== actor.userId) throw appointmentNotFound();
    return appointment;
  }
}

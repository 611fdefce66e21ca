import { barbershopSettingsSchema } from '@navalha/core/contracts/barbershop';
import { errorMessages } from '@navalha/core/contracts/errors';
import type { DeskActionResult, DeskBooking } from '@navalha/core/contracts/front-desk-actions';
import { getCancellationTerms } from '@navalha/core/domain/appointments/cancellation-policy';
import { getBalanceDue } from '@navalha/core/domain/payments/deposit';
import { getUnfinishedRefund } from '@navalha/core/domain/payments/unfinished-refund';
import {
  getDeskRefundSplit,
  getNoShowFee,
  mayRefundBeyondPolicy,
} from '@navalha/core/domain/front-desk/desk-actions';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors/app-error.js';
import {
  deskAuditView,
  moveAlongAtDesk,
  refuseUnfinishedRefund,
} from '../appointments/booking-desk-changes.js';
import { bookingReadsOf } from '../appointments/booking-lifecycle.js';
import type { AppointmentRecord } from '../appointments/booking-lifecycle.js';
import type { AuthUser } from '../auth/auth-user.js';
import { requireManagedShop } from '../auth/auth-user.js';
import { recordAudit } from '../audit/audit-trail.js';
import { DeskActionsRepository } from './desk-actions.repository.js';

/** The steps of a booking's day the desk takes (issue 17 §2); money is the payments module's. */
export type DeskStep = 'confirm' | 'arrive' | 'start' | 'complete';

/**
 * What the front desk reads of and does to one booking of its shop (issue 17 §2): the panel's
 * details, and confirm, 'Chegou', start and complete through the booking lifecycle's named
 * operations, each audited in its own transaction. A booking of another shop answers 404.
 */
export class DeskActions {
  private readonly extras: DeskActionsRepository;

  private readonly db: Db;
  private readonly now: () => Date;

  constructor(deps: { db: Db; now: () => Date }) {
    const { db, now } = deps;
    this.db = db;
    this.now = now;
    this.extras = new DeskActionsRepository(db);
  }

  async details(actor: AuthUser, id: string): Promise<DeskBooking> {
    const booking = await this.managed(actor, id);
    const extras = await this.extras.findExtras(id);
    if (!extras) throw notFound(errorMessages.appointmentNotFound);
    const settings = barbershopSettingsSchema.parse(booking.settings);
    const payment = extras.payment;
    const paid = payment?.status === 'COMPLETED' ? payment : null;
    // A booking with a deposit gives back every part it was paid with (decision 029), as the
    // cancellation does (payments' desk-payments.ts): the quote is the refund.
    const parts =
      booking.paymentStatus !== 'COMPLETED'
        ? []
        : booking.depositCents
          ? extras.paidParts
          : paid
            ? [{ method: paid.method, amountCents: paid.amountCents }]
            : [];
    const policyFeeCents = getCancellationTerms({
      startsAt: booking.startsAt,
      now: this.now(),
      amountCents: booking.totalCents,
      freeWindowHours: settings.cancellationWindowHours,
      feePercent: settings.cancellationFeePercent,
    }).cancellationFee;
    const policy =
      parts.length > 0 ? getDeskRefundSplit(parts, policyFeeCents, { kind: 'policy' }) : null;
    const full =
      parts.length > 0 ? getDeskRefundSplit(parts, policyFeeCents, { kind: 'full' }) : null;
    return {
      id: booking.id,
      barber: { id: booking.barberId, name: extras.barberName },
      client: {
        id: booking.clientId,
        name: extras.clientName,
        phone: extras.clientPhone,
        email: extras.clientEmail,
        noShowCount: extras.noShowCount,
      },
      services: extras.services,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      status: booking.status,
      paymentStatus: booking.paymentStatus,
      paymentMethod: booking.paymentMethod,
      totalCents: booking.totalCents,
      notes: booking.notes,
      arrivedAt: booking.arrivedAt,
      startedAt: booking.startedAt,
      cancellationReason: booking.cancellationReason,
      cancellationFeeCents: booking.cancellationFeeCents,
      depositCents: booking.depositCents ?? null,
      balanceCents: balanceDue(booking, extras.paidCents),
      unfinishedRefund: getUnfinishedRefund(booking, extras.paidParts),
      payment: payment
        ? {
            id: payment.id,
            status: payment.status,
            method: payment.method,
            amountCents: payment.amountCents,
            atShop: payment.gateway === 'shop',
            receivedWith: payment.receivedWith,
            receivedAt: payment.receivedAt ? new Date(payment.receivedAt) : null,
            refundedAmountCents: payment.refundedAmountCents,
          }
        : null,
      refundQuote:
        policy && full
          ? {
              paidCents: full.total.refunded,
              policyRefundCents: policy.total.refunded,
              policyKeptCents: policy.total.kept,
              beyondPolicyAllowed:
                mayRefundBeyondPolicy(actor.role) || full.total.refunded <= policy.total.refunded,
              walletAllowed: true,
            }
          : null,
      noShowFeeCents: getNoShowFee(booking.totalCents, settings.noShowFeePercent),
    };
  }

  /**
   * Confirm, 'Chegou', start or complete. A booking still to be paid at the shop is completed
   * only once its payment was received ('Receber pagamento'): completing no longer leaves a
   * cash payment 'Pendente' (issue 17 §2).
   */
  async step(actor: AuthUser, id: string, step: DeskStep): Promise<DeskActionResult> {
    const booking = await this.managed(actor, id);
    // After a deposit the rest is received first, as a cash booking's whole is (decision 029).
    const extras =
      step === 'complete' && booking.depositCents ? await this.extras.findExtras(id) : null;
    if (extras && balanceDue(booking, extras.paidCents) > 0) {
      throw new AppError(
        409,
        'INVALID_TRANSITION',
        'Receba o restante antes de concluir o atendimento.',
      );
    }
    if (step === 'complete' && booking.paymentMethod === 'CASH') {
      if (booking.paymentStatus === 'PENDING' || booking.paymentStatus === 'FAILED') {
        throw new AppError(
          409,
          'INVALID_TRANSITION',
          'Receba o pagamento antes de concluir o atendimento.',
        );
      }
    }
    const now = this.now();
    const change = await this.db.transaction(async (tx) => {
      if (step === 'complete') await refuseUnfinishedRefund(tx, booking);
      const result = await moveAlongAtDesk(tx, booking, step, now);
      if (result.ok) {
        await recordAudit(tx, actor, booking.barbershopId, {
          action: `appointment.${step}`,
          entityId: id,
          before: deskAuditView(result.before),
          after: deskAuditView(result.after),
        });
      }
      return result;
    });
    if (!change.ok) throw new AppError(409, 'INVALID_TRANSITION', change.message);
    return {
      id,
      status: change.after.status,
      paymentStatus: change.after.paymentStatus,
      refundedCents: null,
    };
  }

  /** The booking if it belongs to the caller's shop; 404 otherwise, as if it did not exist. */
  private async managed(actor: AuthUser, id: string): Promise<AppointmentRecord> {
    const shopId = requireManagedShop(actor);
    const booking = await bookingReadsOf(this.db).findById(id);
    if (booking?.barbershopId !== shopId) throw notFound(errorMessages.appointmentNotFound);
    return booking;
  }
}

/**
 * What the desk still takes of a booking whose deposit was paid (core's getBalanceDue, decision
 * 029): its total minus what its payments brought in, a part refunded meanwhile included (a
 * refund the gateway broke off); 0 without a deposit, before the deposit confirmed it, or once
 * the booking ended (a cancellation whose refund the sweep still owes).
 */
function balanceDue(booking: AppointmentRecord, paidCents: number): number {
  return getBalanceDue(booking, paidCents) ?? 0;
}

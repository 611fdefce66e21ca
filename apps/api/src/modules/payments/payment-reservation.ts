import type { PaymentFlow } from '@navalha/core/contracts/payments';
import { errorMessages } from '@navalha/core/contracts/errors';
import { formatDateTime } from '@navalha/core/domain/format/date-time';
import { getPaymentExpiry } from '@navalha/core/domain/payments/payment-expiry';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { settleInFlightAttempt } from '../../db/gateway-attempts.js';
import { getPgErrorCode, pgErrorCodes } from '../../db/pg-error.js';
import type { NewPaymentRow, PaymentRow } from '../../db/schema/payments.js';
import { AppError } from '../../errors/app-error.js';
import type { PaymentGateway } from '../../gateways/payment-gateway.js';
import { accountOfGateway } from '../../gateways/shop-gateways.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { AppointmentRecord } from '../appointments/booking-lifecycle.js';
import { lockBookingForPayment, recordPaymentAttempt } from '../appointments/booking-lifecycle.js';
import { paidCentsOf } from './deposit-balance.js';
import {
  assertPayable,
  BALANCE_PAID_MESSAGE,
  balanceAttemptOf,
  balanceFigures,
  bookingTotalsFor,
  depositAttemptOf,
  depositFigures,
} from './payability.js';
import type { PaymentStates } from './payment-states.js';
import { PaymentsRepository } from './payments.repository.js';
import {
  appointmentNotFound,
  conflict,
  gatewayUnavailable,
  paymentInProgress,
  shopTakesNoOnlinePayment,
} from './payment-errors.js';
import type { PaymentsContext } from './payments-context.js';

/** Why a payment was cancelled to make room for another attempt. */
const REPLACED_REASON = 'Substituído por uma nova tentativa de pagamento.';

/** A reused PIX code must leave the payer at least this long to pay it. */
const REUSE_MARGIN_MS = 60_000;

/** What a payment attempt is: how, how much, and the payer's text. */
export interface Attempt {
  method: PaymentMethod;
  flow: PaymentFlow;
  amountCents: number;
  description: string | null;
  installments: number;
}

/** A reservation: the first payment of an idempotency key or reuse, or a new row to submit. */
export type Reserved =
  | { fresh: false; payment: PaymentRow }
  | {
      fresh: true;
      payment: PaymentRow;
      appointment: AppointmentRecord;
      title: string;
      /** The gateway of the booking's shop, which the payment is submitted to. */
      gateway: PaymentGateway;
    };

function isReusable(payment: PaymentRow, attempt: Attempt, now: Date): boolean {
  return (
    payment.status === 'PENDING' &&
    payment.submittedAt !== null &&
    payment.flow !== 'card' &&
    payment.flow === attempt.flow &&
    payment.method === attempt.method &&
    payment.amountCents === attempt.amountCents &&
    (payment.expiresAt === null || payment.expiresAt.getTime() - now.getTime() > REUSE_MARGIN_MS)
  );
}

/**
 * Step 1 of a create (payment-creation.ts): the checks and the reservation row, written with
 * the booking's new attempt in one short transaction; a replayed idempotency key or a reusable
 * open attempt returns the first payment instead.
 */
export class PaymentReservation {
  private readonly context: PaymentsContext;
  private readonly states: PaymentStates;

  constructor(deps: PaymentsContext & { states: PaymentStates }) {
    this.context = deps;
    this.states = deps.states;
  }

  /**
   * Step 1 of a create: the idempotency key, the booking (the client's own, payable), the
   * amount (the booking's total for that method, repriced by core when the method changes),
   * the booking's open payment (under review: refused; an unexpired code of the same kind
   * and amount: reused), then one short transaction that cancels a PENDING attempt, moves the
   * booking to this method's figures and writes the new row.
   */
  async reserve(
    actor: AuthUser,
    appointmentId: string,
    key: string | null,
    plan: (appointment: AppointmentRecord) => Attempt,
  ): Promise<Reserved> {
    if (key) {
      const existing = await this.context.repository.findByIdempotencyKey(actor.userId, key);
      if (existing) return { fresh: false, payment: await this.replay(existing, appointmentId) };
    }
    const appointment = await this.context.appointments.findById(appointmentId);
    if (appointment?.clientId !== actor.userId) throw appointmentNotFound();
    // After its deposit a booking may pay its rest online (decision 029, 'Pagar o restante').
    const paidCents = appointment.depositCents
      ? await paidCentsOf(this.context.db, appointmentId)
      : 0;
    const attempt = plan(appointment);
    const balance = balanceAttemptOf(appointment, paidCents, attempt.method);
    if (balance === null) assertPayable(appointment);
    // Online payments go to the shop's own account; a shop without one takes cash only.
    const gateway =
      attempt.flow === 'cash'
        ? this.context.gateway
        : await this.context.gateways.forShop(appointment.barbershopId).catch((error: unknown) => {
            // The shop's token could not be refreshed: as any gateway failure, 502.
            this.context.log.error({ err: error }, 'shop gateway unavailable');
            throw gatewayUnavailable();
          });
    if (!gateway) throw shopTakesNoOnlinePayment();
    // A booking paid at the shop that owes a deposit pays exactly it first (decision 029).
    const deposit = balance === null ? depositAttemptOf(appointment, attempt.method) : null;
    const totals = bookingTotalsFor(appointment, attempt.method);
    if (attempt.amountCents !== (balance ?? deposit ?? totals.total)) {
      throw new AppError(
        409,
        'PAYMENT_AMOUNT_MISMATCH',
        errorMessages.paymentAmountMismatch,
        'amount',
      ).withDetails({
        ...(balance !== null
          ? balanceFigures(appointment, balance)
          : deposit === null
            ? totals
            : depositFigures(appointment, deposit)),
      });
    }

    let open = await this.context.repository.findOpenByAppointment(appointmentId);
    if (open && !open.submittedAt) open = await this.settle(open);
    if (open?.status === 'PROCESSING') throw paymentInProgress();
    if (open && isReusable(open, attempt, this.context.now()))
      return { fresh: false, payment: open };

    const title = await this.describe(appointment);
    const now = this.context.now();
    const values: NewPaymentRow = {
      appointmentId,
      clientId: actor.userId,
      barbershopId: appointment.barbershopId,
      method: attempt.method,
      flow: attempt.flow,
      status: 'PENDING',
      amountCents: attempt.amountCents,
      purpose: balance !== null ? 'BALANCE' : deposit === null ? 'BOOKING' : 'DEPOSIT',
      gateway: attempt.flow === 'cash' ? 'shop' : this.context.gateway.name,
      gatewayAccount: attempt.flow === 'cash' ? null : accountOfGateway(gateway),
      installments: attempt.installments,
      description: attempt.description ?? title,
      idempotencyKey: key,
      expiresAt: attempt.flow === 'cash' ? null : getPaymentExpiry(now),
      submittedAt: attempt.flow === 'cash' ? now : null,
    };
    try {
      const { payment, replaced } = await this.context.db.transaction(async (tx) => {
        const repository = new PaymentsRepository(tx);
        if (balance !== null) {
          // The rest: the booking stays paid (its deposit), and the desk may be taking it
          // now. Both hold the booking, so the later one reads the earlier one's payment.
          await lockBookingForPayment(tx, appointmentId);
          if ((await paidCentsOf(tx, appointmentId)) >= appointment.totalCents) {
            throw conflict('ALREADY_PAID', BALANCE_PAID_MESSAGE);
          }
          const replaced = await repository.cancelSubmittedPending(appointmentId, REPLACED_REASON);
          return { payment: await repository.insert(values), replaced };
        }
        const replaced = await repository.cancelSubmittedPending(appointmentId, REPLACED_REASON);
        const updated = await recordPaymentAttempt(
          tx,
          appointmentId,
          // A deposit leaves the booking's method and figures as booked (at the shop).
          appointment.paymentMethod === attempt.method || deposit !== null
            ? null
            : { method: attempt.method, totals },
        );
        if (!updated) {
          throw conflict('APPOINTMENT_NOT_PAYABLE', errorMessages.appointmentNotPayable);
        }
        return { payment: await repository.insert(values), replaced };
      });
      await this.states.cancelAtGateway(replaced);
      return { fresh: true, payment, appointment, title, gateway };
    } catch (error) {
      // A parallel request got there first (its row holds the key, or it has paid the booking
      // already): with the same key, its payment is ours.
      if (key) {
        const existing = await this.context.repository.findByIdempotencyKey(actor.userId, key);
        if (existing) return { fresh: false, payment: await this.replay(existing, appointmentId) };
      }
      if (error instanceof AppError && error.code === 'APPOINTMENT_NOT_PAYABLE') {
        const current = await this.context.appointments.findById(appointmentId);
        if (current) assertPayable(current);
        throw error;
      }
      if (getPgErrorCode(error) !== pgErrorCodes.uniqueViolation) throw error;
      const current = await this.context.repository.findOpenByAppointment(appointmentId);
      if (current) {
        const settled = await this.settle(current);
        if (isReusable(settled, attempt, this.context.now()))
          return { fresh: false, payment: settled };
      }
      throw paymentInProgress();
    }
  }

  /** The first payment of an idempotency key, once its gateway has answered. */
  private async replay(existing: PaymentRow, appointmentId: string): Promise<PaymentRow> {
    if (existing.appointmentId !== appointmentId) {
      throw conflict('IDEMPOTENCY_KEY_REUSED', errorMessages.idempotencyKeyReused);
    }
    return this.settle(existing);
  }

  /** 'Corte de cabelo + Barba — 04/05/2026 às 09:00': the item the payer sees. */
  private async describe(appointment: AppointmentRecord): Promise<string> {
    const services = await this.context.appointments.findServicesOf([appointment.id]);
    const names = services.map((service) => service.name).join(' + ') || 'Agendamento';
    const when = formatDateTime(appointment.startsAt, appointment.timeZone);
    return `${names} — ${when}`.slice(0, 200);
  }

  /** Waits (a few seconds at most) for a payment another request is submitting. */
  private settle(payment: PaymentRow): Promise<PaymentRow> {
    return settleInFlightAttempt(payment, () => this.context.repository.findById(payment.id));
  }
}

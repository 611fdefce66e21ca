import { errorMessages } from '@navalha/core/contracts/errors';
import type { OrderTotals } from '@navalha/core/domain/payments/fees';
import { getPayabilityRefusal, totalsFor } from '@navalha/core/domain/payments/payability';
import type { PayabilityRefusal } from '@navalha/core/domain/payments/payability';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { AppError } from '../../errors/app-error.js';
import type { AppointmentRecord } from '../appointments/booking-lifecycle.js';
import { getFeeTable } from '@navalha/core/domain/payments/fee-table';
import { getBalanceDue, getDepositOwed } from '@navalha/core/domain/payments/deposit';

const refusalMessages: Readonly<Record<PayabilityRefusal, string>> = {
  APPOINTMENT_NOT_PAYABLE: errorMessages.appointmentNotPayable,
  ALREADY_PAID: errorMessages.alreadyPaid,
  PAYMENT_IN_PROGRESS: errorMessages.paymentInProgress,
};

/** Core's payability rule as the API answers it: 409 with the refusal's code and message. */
export function assertPayable(appointment: AppointmentRecord): void {
  const refusal = getPayabilityRefusal(appointment);
  if (refusal) throw new AppError(409, refusal, refusalMessages[refusal]);
}

/** The booking's figures for `method`, with its shop's fees (core's `totalsFor`). */
export function bookingTotalsFor(
  appointment: AppointmentRecord,
  method: PaymentMethod,
): OrderTotals {
  return totalsFor(appointment, method, getFeeTable(appointment.settings));
}

/**
 * The amount a payment of `method` must carry when the booking owes a deposit (decision 029),
 * or null when it pays the whole booking. Cash cannot pay a deposit: it is refused (409), and
 * so is cash for a booking whose method was left to the payment step and that carries one —
 * a client cannot skip a deposit the shop asks.
 */
export function depositAttemptOf(
  appointment: AppointmentRecord,
  method: PaymentMethod,
): number | null {
  const owed = getDepositOwed(appointment);
  const skipped = appointment.paymentMethod === null && (appointment.depositCents ?? 0) > 0;
  if (method === 'CASH' && (owed !== null || skipped)) {
    throw new AppError(409, 'DEPOSIT_REQUIRED', DEPOSIT_REQUIRED_MESSAGE, 'method');
  }
  return owed;
}

export const DEPOSIT_REQUIRED_MESSAGE =
  'Esta barbearia pede um sinal para confirmar: pague o sinal por PIX, cartão ou carteira.';

/** A deposit's figures, as a 409's details say them (the whole booking's total unchanged). */
export function depositFigures(appointment: AppointmentRecord, depositCents: number): OrderTotals {
  return {
    subtotal: appointment.subtotalCents,
    discount: appointment.discountCents,
    paymentFee: 0,
    total: depositCents,
  };
}

export const BALANCE_PAID_MESSAGE = 'O restante deste agendamento já foi pago.';

/**
 * 'Pagar o restante' (decision 029): after the deposit, the booking takes one more payment
 * online, of exactly its total minus what was paid (core's `getBalanceDue`). Null when the
 * booking is not one paying its rest (then the usual payability applies); 409 when its rest
 * was already paid (at the desk or online), or when cash is asked: the desk takes cash.
 */
export function balanceAttemptOf(
  appointment: AppointmentRecord,
  paidCents: number,
  method: PaymentMethod,
): number | null {
  const deposit = appointment.depositCents ?? 0;
  if (deposit <= 0 || appointment.paymentStatus !== 'COMPLETED') return null;
  const active = appointment.status === 'PENDING' || appointment.status === 'CONFIRMED';
  if (!active) return null;
  const rest = getBalanceDue(appointment, paidCents);
  if (rest === null) throw new AppError(409, 'ALREADY_PAID', BALANCE_PAID_MESSAGE);
  if (method === 'CASH') {
    throw new AppError(
      409,
      'UNSUPPORTED_PAYMENT_METHOD',
      'O restante em dinheiro é pago na barbearia.',
      'method',
    );
  }
  return rest;
}

/** The rest's figures, as a 409's details say them. */
export function balanceFigures(appointment: AppointmentRecord, restCents: number): OrderTotals {
  return {
    subtotal: appointment.subtotalCents,
    discount: appointment.discountCents,
    paymentFee: 0,
    total: restCents,
  };
}

import { errorMessages } from '@navalha/core/contracts/errors';
import type { OrderTotals } from '@navalha/core/domain/payments/fees';
import { getPayabilityRefusal, totalsFor } from '@navalha/core/domain/payments/payability';
import type { PayabilityRefusal } from '@navalha/core/domain/payments/payability';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { AppError } from '../../errors/app-error.js';
import type { AppointmentRecord } from '../appointments/booking-lifecycle.js';
import { getFeeTable } from '@navalha/core/domain/payments/fee-table';

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

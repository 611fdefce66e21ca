import type { Appointment } from '@navalha/core/contracts/appointments';
import type { Cents } from '@navalha/core/domain/money';
import { getBalanceDue, getDepositOwed } from '@navalha/core/domain/payments/deposit';
import { getPaymentAmount } from '@navalha/core/domain/payments/payment-amount';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';

/**
 * What a payment of `appointment` by `method` must carry: the deposit alone while a booking
 * paid at the shop owes one, the rest once the deposit is paid (decision 029), else core's
 * `getPaymentAmount`.
 */
export function getAppointmentAmount(appointment: Appointment, method: PaymentMethod): Cents {
  const rest = getBalanceDue(
    {
      depositCents: appointment.depositAmount ?? null,
      paymentStatus: appointment.paymentStatus,
      status: appointment.status,
      totalCents: appointment.final_amount,
    },
    appointment.paidAmount ?? 0,
  );
  if (rest !== null) return rest;
  const deposit = getDepositOwed({
    depositCents: appointment.depositAmount ?? null,
    paymentMethod: appointment.paymentMethod,
    paymentStatus: appointment.paymentStatus,
    status: appointment.status,
  });
  if (deposit !== null) return deposit;
  return getPaymentAmount(
    {
      paymentMethod: appointment.paymentMethod,
      subtotal: appointment.totalPrice,
      discount: appointment.discount_amount,
      total: appointment.final_amount,
    },
    method,
  );
}

/** The line the gateway shows the payer: the booked services. */
export function describeAppointment(appointment: Appointment): string {
  return `Navalha: ${appointment.service.name}`.slice(0, 200);
}

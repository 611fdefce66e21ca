import type { Appointment } from '@navalha/core/contracts/appointments';
import type { Cents } from '@navalha/core/domain/money';
import { getPaymentAmount } from '@navalha/core/domain/payments/payment-amount';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';

/** What a payment of `appointment` by `method` must carry (core's `getPaymentAmount`). */
export function getAppointmentAmount(appointment: Appointment, method: PaymentMethod): Cents {
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

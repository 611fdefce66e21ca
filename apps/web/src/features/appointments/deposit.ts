import type { Appointment } from '@navalha/core/contracts/appointments';
import type { ShopBookingRules } from '@navalha/core/contracts/payments';
import type { Cents } from '@navalha/core/domain/money';
import {
  describeDepositBalance,
  getBalanceDue,
  getDepositDue,
  getDepositOwed,
} from '@navalha/core/domain/payments/deposit';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';

/**
 * The deposit ('sinal', decision 029) the order on screen will be asked, from the shop's rule
 * and the client's past there as the server sent them: only for cash (paid at the shop); a
 * booking paid online whole needs none. Null when none, or while the rules are unknown. The
 * server decides again when the booking is made.
 */
export function getDraftDeposit(
  rules: ShopBookingRules | undefined,
  draft: { method: PaymentMethod; totalCents: Cents; serviceIds: readonly string[] },
): Cents | null {
  if (draft.method !== 'CASH' || !rules?.deposit || !rules.clientHistory) return null;
  const due = getDepositDue(rules.deposit, rules.clientHistory, {
    totalCents: draft.totalCents,
    serviceIds: draft.serviceIds,
  });
  return due.due ? due.amountCents : null;
}

/** The deposit a booking still owes before it is confirmed, or null (core's getDepositOwed). */
export function getAppointmentDepositOwed(appointment: Appointment): Cents | null {
  return getDepositOwed({
    depositCents: appointment.depositAmount ?? null,
    paymentMethod: appointment.paymentMethod,
    paymentStatus: appointment.paymentStatus,
    status: appointment.status,
  });
}

/**
 * The rest a booking whose deposit was paid may pay online ('Pagar o restante', decision 029):
 * its total minus what was paid, while it is active; null otherwise (core's getBalanceDue).
 */
export function getAppointmentBalanceDue(appointment: Appointment): Cents | null {
  return getBalanceDue(
    {
      depositCents: appointment.depositAmount ?? null,
      paymentStatus: appointment.paymentStatus,
      status: appointment.status,
      totalCents: appointment.final_amount,
    },
    appointment.paidAmount ?? 0,
  );
}

/**
 * 'Sinal pago · falta R$ 25,00' for an active or completed booking whose deposit was paid and
 * whose rest is still due at the shop; null otherwise.
 */
export function getDepositBalanceWords(appointment: Appointment): string | null {
  if (!appointment.depositAmount) return null;
  if (!['PENDING', 'CONFIRMED', 'COMPLETED'].includes(appointment.status)) return null;
  return describeDepositBalance(appointment.paidAmount ?? 0, appointment.final_amount);
}

/** What the fee a booking kept is called: 'Sinal retido' when a no-show kept its deposit. */
export function getKeptFeeLabel(appointment: Appointment): string {
  return appointment.status === 'NO_SHOW' && appointment.depositAmount
    ? 'Sinal retido'
    : 'Taxa de cancelamento';
}

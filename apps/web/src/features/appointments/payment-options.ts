import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';

/** A way to pay for a booking, as the confirm and payment screens offer it. */
export interface PaymentOption {
  method: PaymentMethod;
  /** Whether a booking can be paid this way today. */
  available: boolean;
  /** One line under the name. */
  hint: string;
}

/**
 * The booking's payment methods (spec §9: credit card, debit card, PIX, cash). Only cash works
 * today: PIX and cards need the payments API of a later issue, so they are listed, disabled,
 * with an honest 'Em breve' rather than a path that fails. That issue flips `available` and
 * fills the matching branch of `useSubmitBooking`.
 */
export const bookingPaymentOptions: readonly PaymentOption[] = [
  { method: 'CASH', available: true, hint: 'Pague na barbearia, no dia do atendimento' },
  { method: 'PIX', available: false, hint: 'Em breve' },
  { method: 'CREDIT_CARD', available: false, hint: 'Em breve' },
  { method: 'DEBIT_CARD', available: false, hint: 'Em breve' },
];

export function isMethodAvailable(method: PaymentMethod): boolean {
  return bookingPaymentOptions.some((option) => option.method === method && option.available);
}

/**
 * The method preselected: the one saved earlier if it can still be used, else the first that
 * can (core's default, CREDIT_CARD, cannot be used yet).
 */
export function getInitialMethod(saved: PaymentMethod | null | undefined): PaymentMethod {
  if (saved && isMethodAvailable(saved)) return saved;
  return bookingPaymentOptions.find((option) => option.available)?.method ?? 'CASH';
}

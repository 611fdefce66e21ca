import { DEFAULT_PAYMENT_METHOD } from '@navalha/core/domain/payments/payment-method';
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
 * The booking's payment methods (spec §9: credit card, debit card, PIX, cash), in the spec's
 * order. Cash books at once and is paid at the shop; PIX goes to the hosted checkout; cards
 * open the card page (`useSubmitBooking` and the payment step the /payment route plugs in).
 * `available: false` lists a method with an honest 'Em breve' rather than a path that fails.
 */
export const bookingPaymentOptions: readonly PaymentOption[] = [
  { method: 'CREDIT_CARD', available: true, hint: 'Em até 12x' },
  { method: 'DEBIT_CARD', available: true, hint: 'À vista' },
  { method: 'PIX', available: true, hint: 'Aprovação na hora' },
  { method: 'CASH', available: true, hint: 'Pague na barbearia, no dia do atendimento' },
];

export function isMethodAvailable(method: PaymentMethod): boolean {
  return bookingPaymentOptions.some((option) => option.method === method && option.available);
}

/**
 * The method preselected: the one saved earlier if it can still be used, else core's default
 * (CREDIT_CARD, spec §9), else the first that can be used.
 */
export function getInitialMethod(saved: PaymentMethod | null | undefined): PaymentMethod {
  if (saved && isMethodAvailable(saved)) return saved;
  if (isMethodAvailable(DEFAULT_PAYMENT_METHOD)) return DEFAULT_PAYMENT_METHOD;
  return bookingPaymentOptions.find((option) => option.available)?.method ?? 'CASH';
}

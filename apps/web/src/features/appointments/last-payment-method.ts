import { paymentMethods } from '@navalha/core/domain/payments/payment-method';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';

const KEY = 'lastPaymentMethod';

/**
 * The method the client booked with last on this device, preselected next time (issue 18 §2);
 * null when none was used yet or storage is off.
 */
export function readLastPaymentMethod(): PaymentMethod | null {
  try {
    const saved = window.localStorage.getItem(KEY);
    return paymentMethods.find((method) => method === saved) ?? null;
  } catch {
    return null;
  }
}

export function saveLastPaymentMethod(method: PaymentMethod): void {
  try {
    window.localStorage.setItem(KEY, method);
  } catch {
    // Storage disabled: PIX stays the default.
  }
}

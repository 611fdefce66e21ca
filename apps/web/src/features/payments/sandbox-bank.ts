import type { Payment } from '@navalha/core/contracts/payments';
import { sandboxBankUrlOf } from '@navalha/core/domain/payments/sandbox-links';

/**
 * The sandbox's "bank app" page for a payment, where a tester approves or declines it
 * (architecture §6), or `null` outside the sandbox: real payers pay in their own bank's app.
 * The page opens only through the payment's signed link, which the server put in `paymentUrl`.
 */
export function getSandboxBankUrl(payment: Pick<Payment, 'gateway' | 'paymentUrl'>): string | null {
  if (payment.gateway !== 'sandbox') return null;
  return sandboxBankUrlOf(payment.paymentUrl);
}

import type { Payment } from '@navalha/core/contracts/payments';

/**
 * The sandbox's "bank app" page for a payment, where a tester approves or declines it
 * (ARCHITECTURE §6), or `null` outside the sandbox: real payers pay in their own bank's app.
 */
export function getSandboxBankUrl(
  payment: Pick<Payment, 'gateway' | 'gatewayPaymentId'>,
): string | null {
  if (payment.gateway !== 'sandbox' || !payment.gatewayPaymentId) return null;
  return `/api/payments/sandbox/bank/${encodeURIComponent(payment.gatewayPaymentId)}`;
}

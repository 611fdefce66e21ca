import { sandboxBankUrlOf } from '@navalha/core/domain/payments/sandbox-links';

/**
 * The sandbox bank page of a payment's signed checkout link (its `paymentUrl`), or one of the
 * page's actions, as the page's own links and forms carry them.
 */
export function sandboxBankUrl(paymentUrl: string, action?: 'approve' | 'decline'): string {
  const bank = sandboxBankUrlOf(paymentUrl);
  if (!bank) throw new Error(`not a signed sandbox checkout link: ${paymentUrl}`);
  return action ? bank.replace('?', `/${action}?`) : bank;
}

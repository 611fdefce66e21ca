import { paymentSchema } from '@navalha/core/contracts/payments';
import type { Payment } from '@navalha/core/contracts/payments';
import { fromCents } from '@navalha/core/domain/money';
import type { Cents } from '@navalha/core/domain/money';
import { apiRequest } from '../../../lib/api-client';
import { idempotencyHeaders } from '../../../shared/payments/idempotency-key';

export interface WalletPayment {
  appointmentId: string;
  /** The booking's total for the wallet (no fee, spec §9). */
  amount: Cents;
  description?: string | null;
}

/**
 * POST /payments/create with `method: 'wallet'`: the server debits the balance, completes the
 * payment and confirms the booking in one transaction, or answers 409 INSUFFICIENT_BALANCE
 * ('Saldo insuficiente na carteira') and changes nothing. Silent: /payment words the failure.
 */
export function payWithWallet(
  { appointmentId, amount, description }: WalletPayment,
  idempotencyKey: string,
): Promise<Payment> {
  return apiRequest('/payments/create', {
    method: 'POST',
    body: {
      appointmentId,
      amount: fromCents(amount),
      method: 'wallet',
      description: description ?? null,
      currency: 'BRL',
    },
    headers: idempotencyHeaders(idempotencyKey),
    schema: paymentSchema,
    silent: true,
  });
}

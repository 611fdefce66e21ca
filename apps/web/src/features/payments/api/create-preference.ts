import { preferenceResultSchema } from '@navalha/core/contracts/payments';
import type { PreferenceResult } from '@navalha/core/contracts/payments';
import { fromCents } from '@navalha/core/domain/money';
import type { Cents } from '@navalha/core/domain/money';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { apiRequest } from '../../../lib/api-client';
import { idempotencyHeaders } from '../../../shared/payments/idempotency-key';

export interface NewPreference {
  appointmentId: string;
  amount: Cents;
  method: PaymentMethod;
  description?: string | null;
}

/**
 * POST /payments/create-preference: a hosted checkout for the booking; `paymentUrl` is the page
 * to send the payer to. Silent: the payment screen words the failure (spec §8).
 */
export function createPreference(
  { appointmentId, amount, method, description }: NewPreference,
  idempotencyKey: string,
): Promise<PreferenceResult> {
  return apiRequest('/payments/create-preference', {
    method: 'POST',
    body: { appointmentId, amount: fromCents(amount), method, description: description ?? null },
    headers: idempotencyHeaders(idempotencyKey),
    schema: preferenceResultSchema,
    silent: true,
  });
}

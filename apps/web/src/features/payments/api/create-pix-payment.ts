import { paymentSchema } from '@navalha/core/contracts/payments';
import type { Payment } from '@navalha/core/contracts/payments';
import { fromCents } from '@navalha/core/domain/money';
import type { Cents } from '@navalha/core/domain/money';
import { apiRequest } from '../../../lib/api-client';
import { idempotencyHeaders } from '../../../shared/payments/idempotency-key';

export interface NewPixPayment {
  appointmentId: string;
  amount: Cents;
  description?: string | null;
}

/**
 * POST /payments/pix/create: a PIX code for the booking (`qrCode`, `qrCodeBase64`). The server
 * hands back the booking's open code instead of a new one while it is still good. Silent: the
 * PIX page words the failure.
 */
export function createPixPayment(
  { appointmentId, amount, description }: NewPixPayment,
  idempotencyKey: string,
): Promise<Payment> {
  return apiRequest('/payments/pix/create', {
    method: 'POST',
    body: { appointmentId, amount: fromCents(amount), description: description ?? null },
    headers: idempotencyHeaders(idempotencyKey),
    schema: paymentSchema,
    silent: true,
  });
}

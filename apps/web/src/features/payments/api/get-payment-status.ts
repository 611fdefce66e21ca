import { paymentStatusResultSchema } from '@navalha/core/contracts/payments';
import type { PaymentStatusResult } from '@navalha/core/contracts/payments';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /payments/{id}/status: the status our server holds (moved by webhooks, the return page
 * and syncs). Polled by the waiting pages, so not a query: `usePaymentPolling` times the calls.
 * Silent: a failed check is simply tried again at the next tick.
 */
export function getPaymentStatus(id: string, signal?: AbortSignal): Promise<PaymentStatusResult> {
  return apiRequest(`/payments/${encodeURIComponent(id)}/status`, {
    schema: paymentStatusResultSchema,
    silent: true,
    signal,
  });
}

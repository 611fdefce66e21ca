import { paymentStatusResultSchema } from '@navalha/core/contracts/payments';
import type { PaymentStatusResult } from '@navalha/core/contracts/payments';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /payments/{id}/sync-status: the server asks the gateway (spec §7 "forces a gateway
 * sync"). `gatewayPaymentId` is the `payment_id` a hosted checkout returned with, which the
 * server checks against the gateway before believing it. Silent: callers word the failure.
 */
export function syncPaymentStatus(
  id: string,
  { gatewayPaymentId, signal }: { gatewayPaymentId?: string | null; signal?: AbortSignal } = {},
): Promise<PaymentStatusResult> {
  const query = gatewayPaymentId ? `?${new URLSearchParams({ gatewayPaymentId }).toString()}` : '';
  return apiRequest(`/payments/${encodeURIComponent(id)}/sync-status${query}`, {
    schema: paymentStatusResultSchema,
    silent: true,
    signal,
  });
}

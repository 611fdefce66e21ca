import { paymentSchema } from '@navalha/core/contracts/payments';
import type { Payment } from '@navalha/core/contracts/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { paymentKeys } from './query-keys';

/**
 * GET /payments/appointment/{appointmentId}: the booking's latest payment attempt, or `null`
 * when it has none yet (the API's 404). Silent: each page words its own failure.
 */
export async function getAppointmentPayment(
  appointmentId: string,
  signal?: AbortSignal,
): Promise<Payment | null> {
  try {
    return await apiRequest(`/payments/appointment/${encodeURIComponent(appointmentId)}`, {
      schema: paymentSchema,
      silent: true,
      signal,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function appointmentPaymentQueryOptions(appointmentId: string) {
  return queryOptions({
    queryKey: paymentKeys.ofAppointment(appointmentId),
    queryFn: ({ signal }) => getAppointmentPayment(appointmentId, signal),
  });
}

/**
 * `fresh`: a page that decides where to go from the payment's status asks the server again
 * when it opens rather than trusting a copy cached by the page before it.
 */
export function useAppointmentPayment(
  appointmentId: string,
  { enabled = true, fresh = false }: { enabled?: boolean; fresh?: boolean } = {},
) {
  return useQuery({
    ...appointmentPaymentQueryOptions(appointmentId),
    enabled,
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}

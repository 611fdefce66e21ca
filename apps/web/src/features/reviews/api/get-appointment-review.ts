import { reviewSchema } from '@navalha/core/contracts/reviews';
import type { Review } from '@navalha/core/contracts/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { reviewKeys } from './query-keys';

/** GET /reviews/appointment/{id}: the client's review of the booking, or null before one. */
export async function getAppointmentReview(
  appointmentId: string,
  signal?: AbortSignal,
): Promise<Review | null> {
  try {
    return await apiRequest(`/reviews/appointment/${encodeURIComponent(appointmentId)}`, {
      schema: reviewSchema,
      silent: true,
      signal,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function appointmentReviewQueryOptions(appointmentId: string) {
  return queryOptions({
    queryKey: reviewKeys.review(appointmentId),
    queryFn: ({ signal }) => getAppointmentReview(appointmentId, signal),
  });
}

export function useAppointmentReview(appointmentId: string, { enabled = true } = {}) {
  return useQuery({ ...appointmentReviewQueryOptions(appointmentId), enabled });
}

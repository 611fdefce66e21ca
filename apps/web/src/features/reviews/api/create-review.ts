import { reviewSchema } from '@navalha/core/contracts/reviews';
import type { CreateReviewBody, Review } from '@navalha/core/contracts/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { reviewKeys } from './query-keys';

/** POST /reviews. Silent: the form shows a refusal beside the field or as the page's state. */
export function createReview(body: CreateReviewBody): Promise<Review> {
  return apiRequest('/reviews', { method: 'POST', body, schema: reviewSchema, silent: true });
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: (review) => {
      queryClient.setQueryData(reviewKeys.review(review.appointmentId), review);
    },
    // Rated meanwhile (another tab): fetch the review that was there first, the page shows it.
    onError: (error, body) => {
      if (isApiError(error) && error.code === 'ALREADY_REVIEWED') {
        void queryClient.invalidateQueries({ queryKey: reviewKeys.review(body.appointmentId) });
      }
    },
  });
}

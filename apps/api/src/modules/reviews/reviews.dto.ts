import type { Review } from '@navalha/core/contracts/reviews';
import { getReviewerName } from '@navalha/core/domain/reviews/review-rules';
import type { ReviewWithAuthor } from './reviews.repository.js';

/** A review as anyone may read it: the author's first name only. */
export function toReviewDto({ review, clientName }: ReviewWithAuthor): Review {
  return {
    id: review.id,
    appointmentId: review.appointmentId,
    barberId: review.barberId,
    rating: review.rating,
    comment: review.comment,
    createdAt: review.createdAt,
    client: { name: getReviewerName(clientName) },
  };
}

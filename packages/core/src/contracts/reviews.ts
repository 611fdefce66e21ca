import { z } from 'zod/mini';
import {
  MAX_RATING,
  MIN_RATING,
  REVIEW_COMMENT_MAX_LENGTH,
  reviewMessages,
} from '../domain/reviews/review-rules.js';
import { isoDateTimeSchema } from './calendar.js';
import { requiredIdSchema } from './ids.js';
import { paginatedSchema, paginationQuerySchema } from './pagination.js';

/**
 * `POST /reviews`: a whole number of stars from 1 to 5 and an optional comment, trimmed, up to
 * 500 characters; empty or absent is no comment (null).
 */
export const createReviewBodySchema = z.object({
  appointmentId: requiredIdSchema(reviewMessages.appointmentRequired),
  rating: z
    .number({ error: reviewMessages.ratingRequired })
    .check(
      z.refine(Number.isInteger, reviewMessages.ratingRequired),
      z.gte(MIN_RATING, reviewMessages.ratingRequired),
      z.lte(MAX_RATING, reviewMessages.ratingRequired),
    ),
  comment: z.pipe(
    z.nullish(
      z
        .string({ error: reviewMessages.commentTooLong })
        .check(z.trim(), z.maxLength(REVIEW_COMMENT_MAX_LENGTH, reviewMessages.commentTooLong)),
    ),
    z.transform((text: string | null | undefined) => text || null),
  ),
});

export type CreateReviewBody = z.infer<typeof createReviewBodySchema>;

/** A review as anyone may read it: its author by first name only. */
export const reviewSchema = z.object({
  id: z.string(),
  appointmentId: z.string(),
  barberId: z.string(),
  rating: z.int(),
  comment: z.nullable(z.string()),
  createdAt: isoDateTimeSchema,
  client: z.object({ name: z.string() }),
});

export type Review = z.infer<typeof reviewSchema>;

/** `GET /reviews/barber/{id}`: newest first, 10 a page by default, up to 50. */
export const barberReviewsQuerySchema = paginationQuerySchema({ defaultLimit: 10, maxLimit: 50 });

export const reviewListSchema = paginatedSchema(reviewSchema);
export type ReviewList = z.infer<typeof reviewListSchema>;

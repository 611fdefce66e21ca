import { describe, expect, it } from 'vitest';
import {
  canReviewAppointment,
  getReviewerName,
  ratingLabels,
  reviewMessages,
  roundAverageRating,
} from './review-rules.js';

describe('review rules', () => {
  it('lets only a completed appointment be rated', () => {
    expect(canReviewAppointment('COMPLETED')).toBe(true);
    for (const status of ['PENDING', 'CONFIRMED', 'CANCELLED', 'EXPIRED'] as const) {
      expect(canReviewAppointment(status)).toBe(false);
    }
  });

  it('signs a review with the first name only', () => {
    expect(getReviewerName('Ana Paula Souza')).toBe('Ana');
    expect(getReviewerName('  Pedro  ')).toBe('Pedro');
    expect(getReviewerName('')).toBe('Cliente');
    expect(getReviewerName(null)).toBe('Cliente');
  });

  it('rounds the average to one decimal, 0 without reviews', () => {
    expect(roundAverageRating(14 / 3)).toBe(4.7);
    expect(roundAverageRating(4.25)).toBe(4.3);
    expect(roundAverageRating(5)).toBe(5);
    expect(roundAverageRating(null)).toBe(0);
    expect(roundAverageRating(Number.NaN)).toBe(0);
  });

  it('names every star and states the comment limit', () => {
    expect(Object.keys(ratingLabels)).toEqual(['1', '2', '3', '4', '5']);
    expect(ratingLabels[5]).toBe('Excelente');
    expect(reviewMessages.commentTooLong).toBe('O comentário deve ter no máximo 500 caracteres.');
  });
});

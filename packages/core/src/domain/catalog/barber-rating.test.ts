import { describe, expect, it } from 'vitest';
import { formatBarberRating } from './barber-rating.js';

describe('formatBarberRating', () => {
  it('shows one decimal', () => {
    expect(formatBarberRating(4.75)).toBe('4.8');
    expect(formatBarberRating(5)).toBe('5.0');
    expect(formatBarberRating(3.04)).toBe('3.0');
  });

  it("shows '0.0' when there is no rating", () => {
    expect(formatBarberRating(0)).toBe('0.0');
    expect(formatBarberRating(null)).toBe('0.0');
    expect(formatBarberRating(undefined)).toBe('0.0');
    expect(formatBarberRating(Number.NaN)).toBe('0.0');
  });
});

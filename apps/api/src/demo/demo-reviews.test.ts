import { describe, expect, it } from 'vitest';
import { planDemoReviews } from './demo-reviews.js';
import type { NewAppointmentRow } from '../db/schema/appointments.js';

function appointment(index: number, status: NewAppointmentRow['status']): NewAppointmentRow {
  const startsAt = new Date(Date.UTC(2026, 0, 1, 12) + index * 86_400_000);
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    clientId: 'client',
    barberId: 'barber',
    barbershopId: 'shop',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 30 * 60_000),
    status,
    subtotalCents: 5000,
    totalCents: 5000,
  };
}

describe('the demo reviews', () => {
  const appointments = Array.from({ length: 400 }, (_, index) =>
    appointment(index, index % 5 === 0 ? 'CANCELLED' : 'COMPLETED'),
  );
  const reviews = planDemoReviews(appointments);

  it('rate about a third of the completed appointments, and only those', () => {
    const completed = new Set(
      appointments.filter((row) => row.status === 'COMPLETED').map((row) => row.id),
    );
    expect(reviews.every((review) => completed.has(review.appointmentId))).toBe(true);
    expect(reviews.length).toBeGreaterThan(completed.size * 0.25);
    expect(reviews.length).toBeLessThan(completed.size * 0.45);
    expect(new Set(reviews.map((review) => review.appointmentId)).size).toBe(reviews.length);
  });

  it('give 1 to 5 stars, mostly 4 and 5, the critical comment only below 4', () => {
    expect(reviews.every((review) => review.rating >= 1 && review.rating <= 5)).toBe(true);
    const high = reviews.filter((review) => review.rating >= 4).length;
    expect(high / reviews.length).toBeGreaterThan(0.8);
    for (const review of reviews) {
      if (review.comment?.startsWith('Poderia')) expect(review.rating).toBeLessThan(4);
    }
  });

  it('are the same on every run', () => {
    expect(planDemoReviews(appointments)).toEqual(reviews);
  });
});

import type { NewAppointmentRow } from '../db/schema/appointments.js';
import type { NewReviewRow } from '../db/schema/reviews.js';

/** Of the demo's completed appointments, about this share was rated by its client. */
const REVIEWED_SHARE = 0.35;

const demoComments = [
  'Corte impecável, saí muito satisfeito.',
  'Atendimento pontual e caprichado.',
  'Barba perfeita, recomendo!',
  'Ótimo papo e ótimo acabamento.',
  'Gostei bastante, voltarei com certeza.',
  'Ambiente agradável e serviço rápido.',
  'Poderia ter caprichado mais no degradê.',
] as const;

/** Mostly 4 and 5 stars, as a good shop's are: weights of 1 … 5 stars. */
const ratingWeights = [1, 1, 4, 14, 30];

/** A small deterministic generator (mulberry32), so every demo database reads the same. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pickRating(random: () => number): number {
  const total = ratingWeights.reduce((sum, weight) => sum + weight, 0);
  let roll = random() * total;
  for (const [index, weight] of ratingWeights.entries()) {
    roll -= weight;
    if (roll < 0) return index + 1;
  }
  return ratingWeights.length;
}

/**
 * Reviews of some of the demo's COMPLETED appointments, written the day after each, so the
 * barbers' cards show real averages. Appointments without an id are skipped.
 */
export function planDemoReviews(appointments: readonly NewAppointmentRow[]): NewReviewRow[] {
  const random = createRandom(0x72617465);
  const reviews: NewReviewRow[] = [];
  for (const appointment of appointments) {
    if (appointment.status !== 'COMPLETED' || !appointment.id) continue;
    if (random() >= REVIEWED_SHARE) continue;
    const rating = pickRating(random);
    // The critical comment goes with the lower ratings only.
    const choices = rating >= 4 ? demoComments.slice(0, -1) : demoComments;
    const comment =
      random() < 0.6 ? (choices[Math.floor(random() * choices.length)] ?? null) : null;
    reviews.push({
      appointmentId: appointment.id,
      barbershopId: appointment.barbershopId,
      clientId: appointment.clientId,
      barberId: appointment.barberId,
      rating,
      comment,
      createdAt: new Date(appointment.endsAt.getTime() + 24 * 60 * 60_000),
    });
  }
  return reviews;
}

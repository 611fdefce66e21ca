import type { AppointmentStatus } from '../appointments/appointment-status.js';

export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const REVIEW_COMMENT_MAX_LENGTH = 500;

/** Every pt-BR sentence of a review, on the server and on the page alike. */
export const reviewMessages = {
  ratingRequired: 'Escolha uma nota de 1 a 5 estrelas.',
  commentTooLong: `O comentário deve ter no máximo ${REVIEW_COMMENT_MAX_LENGTH} caracteres.`,
  appointmentRequired: 'Informe o agendamento a avaliar.',
  notCompleted: 'Só é possível avaliar um atendimento concluído.',
  alreadyReviewed: 'Você já avaliou este atendimento.',
  notFound: 'Avaliação não encontrada',
  submitted: 'Avaliação enviada. Obrigado!',
} as const;

/** What each number of stars means, for the star buttons' names: 1 'Péssimo' … 5 'Excelente'. */
export const ratingLabels: Readonly<Record<number, string>> = {
  1: 'Péssimo',
  2: 'Ruim',
  3: 'Regular',
  4: 'Bom',
  5: 'Excelente',
};

/** Only a COMPLETED appointment can be rated: the cut has to have happened. */
export function canReviewAppointment(status: AppointmentStatus): boolean {
  return status === 'COMPLETED';
}

/**
 * How a review signs its author in public: the first name only ('Ana Paula Souza' → 'Ana');
 * a blank name reads 'Cliente'.
 */
export function getReviewerName(fullName: string | null | undefined): string {
  const first = (fullName ?? '').trim().split(/\s+/)[0];
  return first ? first : 'Cliente';
}

/**
 * A barber's average as cards show it, to one decimal: 4.666… → 4.7; no reviews → 0 (the
 * spec's '0.0').
 */
export function roundAverageRating(average: number | null | undefined): number {
  if (average === null || average === undefined || !Number.isFinite(average)) return 0;
  return Math.round(average * 10) / 10;
}

/** The fewest characters a rejection reason may have: enough for a word the client can read. */
export const REJECT_REASON_MIN_LENGTH = 5;
export const REJECT_REASON_MAX_LENGTH = 500;

export const rejectReasonMessages = {
  required: 'Informe o motivo da recusa.',
  tooShort: `O motivo deve ter pelo menos ${REJECT_REASON_MIN_LENGTH} caracteres.`,
  tooLong: `O motivo deve ter no máximo ${REJECT_REASON_MAX_LENGTH} caracteres.`,
} as const;

/**
 * Why a rejection reason cannot be sent, or null when it can. The client reads it in their
 * booking, so it is trimmed first: blank → required, 'ok' → too short.
 */
export function getRejectReasonError(reason: string): string | null {
  const text = reason.trim();
  if (text === '') return rejectReasonMessages.required;
  if (text.length < REJECT_REASON_MIN_LENGTH) return rejectReasonMessages.tooShort;
  if (text.length > REJECT_REASON_MAX_LENGTH) return rejectReasonMessages.tooLong;
  return null;
}

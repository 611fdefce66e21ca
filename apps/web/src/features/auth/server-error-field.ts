import type { ApiError } from '../../lib/api-error';

/**
 * Which form field a server error belongs to: the error's own `field`, or else (spec §5, for
 * servers that only name it in the message) a field word found in a 4xx message.
 */
export function getServerErrorField<Field extends string>(
  error: ApiError,
  fields: Record<Field, readonly string[]>,
): Field | null {
  const entries = Object.entries(fields) as Array<[Field, readonly string[]]>;
  const byName = entries.find(([field]) => field === error.field);
  if (byName) return byName[0];
  if (error.status < 400 || error.status >= 500) return null;
  const message = error.message.toLocaleLowerCase('pt-BR');
  const byWord = entries.find(([, words]) => words.some((word) => message.includes(word)));
  return byWord ? byWord[0] : null;
}

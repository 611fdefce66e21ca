/** SQLSTATE codes the app turns into answers. */
export const pgErrorCodes = {
  uniqueViolation: '23505',
  exclusionViolation: '23P01',
  // Two inserts whose ranges overlap wait on each other's exclusion check; PostgreSQL aborts one.
  // The survivor holds the time, so for a booking this means the same as 23P01.
  deadlockDetected: '40P01',
} as const;

/** A booking lost its time to another one: an exclusion violation or that deadlock. */
export function isBookingConflict(error: unknown): boolean {
  const code = getPgErrorCode(error);
  return code === pgErrorCodes.exclusionViolation || code === pgErrorCodes.deadlockDetected;
}

/**
 * The SQLSTATE of a failed query. Drizzle wraps the driver's error in a DrizzleQueryError whose
 * `cause` holds it; errors straight from pg or PGlite carry `code` themselves.
 */
export function getPgErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const cause = (error as { cause?: unknown }).cause;
  if (typeof cause === 'object' && cause !== null) {
    const causeCode = (cause as { code?: unknown }).code;
    if (typeof causeCode === 'string') return causeCode;
  }
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

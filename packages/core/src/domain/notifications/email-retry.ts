/** After this many failed attempts an e-mail is given up. */
export const MAX_EMAIL_ATTEMPTS = 6;

/** An e-mail not sent within this time is dropped: a day-old reminder helps nobody. */
export const EMAIL_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const MINUTE_MS = 60_000;
/** Waits after the 1st, 2nd … failure: 1 min, 5 min, 15 min, 1 h, 3 h. */
const retryDelaysMs = [1, 5, 15, 60, 180].map((minutes) => minutes * MINUTE_MS);

/**
 * When to try again after `attempts` failed attempts, or null to give up:
 * 1 → 1 min, 2 → 5 min, 3 → 15 min, 4 → 1 h, 5 → 3 h, 6 → null.
 */
export function getEmailRetryDelayMs(attempts: number): number | null {
  if (!Number.isInteger(attempts) || attempts < 1) throw new RangeError(`attempts: ${attempts}`);
  if (attempts >= MAX_EMAIL_ATTEMPTS) return null;
  return retryDelaysMs[attempts - 1] ?? null;
}

/**
 * Addresses that must never be mailed: the reserved `.invalid` top-level domain (RFC 2606),
 * which an anonymised account's e-mail uses, and anything without a domain.
 */
export function isDeliverableEmail(address: string): boolean {
  const at = address.lastIndexOf('@');
  if (at < 1 || at === address.length - 1) return false;
  const domain = address.slice(at + 1).toLowerCase();
  return !(domain === 'invalid' || domain.endsWith('.invalid'));
}

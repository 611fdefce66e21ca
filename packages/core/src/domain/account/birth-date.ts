import { isValidLocalDate } from '../format/date-time.js';

/** The earliest birth year a profile accepts: older dates are typing mistakes. */
export const MIN_BIRTH_YEAR = 1900;

const TYPED_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * Spec §5: a typed 'dd/mm/yyyy' becomes 'yyyy-mm-dd', or null when any part is missing.
 * `'07/09/1990'` → `'1990-09-07'`; `'07/09/19'` → null. The calendar is not checked here.
 */
export function toIsoBirthDate(typed: string): string | null {
  const match = TYPED_DATE.exec(typed.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  return `${year}-${month}-${day}`;
}

/** `'1990-09-07'` → `'07/09/1990'`, for the form; anything else → ''. */
export function toTypedBirthDate(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match) return '';
  const [, year, month, day] = match;
  return `${day}/${month}/${year}`;
}

/**
 * Whether 'yyyy-mm-dd' is a real date someone alive could be born on: a calendar date from
 * 1900 up to `today` (the caller's 'yyyy-mm-dd': core does not read the clock).
 */
export function isPlausibleBirthDate(iso: string, today: string): boolean {
  if (!isValidLocalDate(iso)) return false;
  return Number(iso.slice(0, 4)) >= MIN_BIRTH_YEAR && iso <= today;
}

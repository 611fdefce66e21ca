import { maskPostalCode } from './masks.js';

/** A CEP has 8 digits. */
export const POSTAL_CODE_DIGITS = 8;

/** `'01310-100'` → `'01310100'`: the digits only. */
export function postalCodeDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * The 8 digits of a CEP typed in any common way ('01310-100', '01310100', '01.310-100'), or null
 * when it is not one: the lookup starts only once the eighth digit is typed.
 */
export function completePostalCode(value: string): string | null {
  if (!/^[\d.\s-]+$/.test(value.trim())) return null;
  const digits = postalCodeDigits(value);
  return digits.length === POSTAL_CODE_DIGITS ? digits : null;
}

/** `'01310100'` → `'01310-100'`, the form every profile stores. */
export function formatPostalCode(digits: string): string {
  return maskPostalCode(digits);
}

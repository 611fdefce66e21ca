/**
 * Input masks of spec §5: `#` takes the next digit, any other character is written as is, but
 * only once a digit follows it, so deleting backwards never gets stuck on a separator.
 * `applyMask('1198765', '(##) #####-####')` → `(11) 98765`.
 */
export function applyMask(value: string, pattern: string): string {
  const digits = value.replace(/\D/g, '');
  let result = '';
  let next = 0;
  for (const char of pattern) {
    if (next >= digits.length) break;
    if (char === '#') {
      result += digits[next];
      next += 1;
    } else {
      result += char;
    }
  }
  return result;
}

export const PHONE_MASK = '(##) #####-####';
export const DATE_MASK = '##/##/####';
export const POSTAL_CODE_MASK = '#####-###';

/** `11987654321` → `(11) 98765-4321`; at most 15 characters. */
export function maskPhone(value: string): string {
  return applyMask(value, PHONE_MASK);
}

/** `01022000` → `01/02/2000`; at most 10 characters. */
export function maskDate(value: string): string {
  return applyMask(value, DATE_MASK);
}

/** `01310100` → `01310-100`; at most 9 characters. */
export function maskPostalCode(value: string): string {
  return applyMask(value, POSTAL_CODE_MASK);
}

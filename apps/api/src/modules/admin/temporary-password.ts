import { randomInt } from 'node:crypto';

// Look-alikes (l/I/1, O/0) left out: the password is read off a screen and typed on a phone.
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
/** The sign-in form's special characters (spec §5): any other is refused there. */
const SPECIAL = '@$!%*?&';
const ALL = LOWER + UPPER + DIGITS + SPECIAL;
const LENGTH = 12;

function pick(alphabet: string): string {
  return alphabet[randomInt(alphabet.length)] ?? '';
}

/**
 * A one-time password for a new staff account, from the operating system's CSPRNG: 12
 * characters (about 74 bits) with a lower-case and an upper-case letter, a digit and one of
 * @$!%*?&, so it passes the sign-in form's rule.
 */
export function generateTemporaryPassword(): string {
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < LENGTH) chars.push(pick(ALL));
  // Fisher–Yates, so the required classes are not always first.
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}

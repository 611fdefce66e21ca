/**
 * Digits and capitals a person reads aloud or types without doubt: no 0/O, 1/I/L (issue 18 §4).
 */
export const BOOKING_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** How many characters a booking code has: 31⁶ ≈ 887 million codes. */
export const BOOKING_CODE_LENGTH = 6;

/** FNV-1a, 32 bits: a small, well-spread hash of the id's characters. */
function hashId(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The short code a client reads on the confirmation and in 'Minha Agenda' instead of the raw id
 * (issue 18 §4): always the same 6 characters for the same booking id, e.g.
 * '3f2a9c1e-7b4d-4e5f-8a6b-1c2d3e4f5a6b' → a fixed code such as 'K7M3QX'. A label, not a key:
 * two bookings may share one, so nothing looks a booking up by it.
 */
export function getBookingCode(appointmentId: string): string {
  let rest = hashId(appointmentId);
  let code = '';
  for (let index = 0; index < BOOKING_CODE_LENGTH; index += 1) {
    code = BOOKING_CODE_ALPHABET[rest % BOOKING_CODE_ALPHABET.length] + code;
    rest = Math.floor(rest / BOOKING_CODE_ALPHABET.length);
  }
  return code;
}

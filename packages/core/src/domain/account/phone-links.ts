/** Brazil's country calling code. */
const BRAZIL = '55';

/**
 * A Brazilian phone as international digits, or null when it cannot be one: '(11) 98765-4321'
 * → '5511987654321'; '+55 11 3456-7890' → '551134567890'. National numbers have 10 digits
 * (area code + 8, a landline) or 11 (area code + 9, a mobile).
 */
export function toBrazilianE164Digits(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 10 || digits.length === 11) return `${BRAZIL}${digits}`;
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith(BRAZIL)) return digits;
  return null;
}

/** A `tel:` link that dials the number from anywhere: '(11) 98765-4321' → 'tel:+5511987654321'. */
export function getPhoneCallUrl(phone: string | null | undefined): string | null {
  const digits = toBrazilianE164Digits(phone);
  return digits ? `tel:+${digits}` : null;
}

/**
 * A WhatsApp click-to-chat link (wa.me wants the international number, digits only):
 * '(11) 98765-4321' → 'https://wa.me/5511987654321', with `text` prefilled when given.
 */
export function getWhatsAppUrl(phone: string | null | undefined, text?: string): string | null {
  const digits = toBrazilianE164Digits(phone);
  if (!digits) return null;
  return text
    ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}`
    : `https://wa.me/${digits}`;
}

/**
 * A WhatsApp link that opens a chat with `text` written: to `phone` when it is a Brazilian
 * number, else to a contact the sender picks ('https://wa.me/?text=…').
 */
export function getWhatsAppShareUrl(phone: string | null | undefined, text: string): string {
  return getWhatsAppUrl(phone, text) ?? `https://wa.me/?text=${encodeURIComponent(text)}`;
}

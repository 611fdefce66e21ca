import { cardBrands } from '../payments/card-brand.js';
import type { CardBrand } from '../payments/card-brand.js';

/** A saved card's expiry as spec §3 sends it: the first day of the month, 'YYYY-MM-01'. */
export const CARD_EXPIRY_DATE_PATTERN = /^(20\d{2})-(0[1-9]|1[0-2])-01$/;

/** The expiry date of a card that expires in `month` of `year`: (8, 2029) → '2029-08-01'. */
export function toCardExpiryDate(month: number, year: number): string {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Not a month: ${month}`);
  }
  if (!Number.isInteger(year) || year < 2000 || year > 2099) {
    throw new RangeError(`Not a card year: ${year}`);
  }
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/** The month and year of an expiry date ('2029-08-01' → {month: 8, year: 2029}), or null. */
export function parseCardExpiryDate(value: string): { month: number; year: number } | null {
  const match = CARD_EXPIRY_DATE_PATTERN.exec(value);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]) };
}

const gatewayBrands: Readonly<Record<string, CardBrand>> = {
  visa: 'Visa',
  debvisa: 'Visa',
  master: 'Mastercard',
  mastercard: 'Mastercard',
  debmaster: 'Mastercard',
  amex: 'American Express',
  'american express': 'American Express',
};

/**
 * A saved card's brand (spec §3 `card_brand`) from what a gateway reports: the sandbox's own
 * brands ('Visa' …) as they are, Mercado Pago's ids ('visa', 'master', 'amex', 'debvisa')
 * mapped, anything else (elo, hipercard, nothing) 'Other'.
 */
export function toSavedCardBrand(reported: string | null | undefined): CardBrand {
  const value = reported?.trim() ?? '';
  if ((cardBrands as readonly string[]).includes(value)) return value as CardBrand;
  return gatewayBrands[value.toLowerCase()] ?? 'Other';
}

import { applyMask } from '../account/masks.js';

/** The brand stored with a saved card (spec §3 `card_brand`). */
export const cardBrands = ['Visa', 'Mastercard', 'American Express', 'Other'] as const;

/** One of `cardBrands`. */
export type CardBrand = (typeof cardBrands)[number];

/** The label the payment card form shows while the number is typed (spec §3). */
export type CardLabelGuess = 'Visa' | 'Mastercard' | 'Elo' | 'Amex' | 'Cartão';

/** Most digits either card form takes (spec §2 wallet dialog, §5 payment card form). */
export const CARD_NUMBER_MAX_DIGITS = 16;
/** The masked number's longest spelling: 16 digits in 4 groups, '1234 5678 9012 3456'. */
export const CARD_NUMBER_INPUT_MAX_LENGTH = 19;

const CARD_NUMBER_MASK = '#### #### #### ####';

function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * The brand from the number's prefix, as spec §3 states it: 4 → Visa, 51–55 → Mastercard,
 * 34 or 37 → American Express, anything else → Other. Blanks and dashes are ignored:
 * '5031 4332 1540 6351' starts with 50, so it is 'Other' by this rule.
 */
export function getCardBrand(cardNumber: string): CardBrand {
  const digits = digitsOf(cardNumber);
  if (digits.startsWith('4')) return 'Visa';
  if (/^5[1-5]/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  return 'Other';
}

/**
 * The payment form's quick label from the first digit (spec §3): 4 Visa, 5 Mastercard, 6 Elo,
 * 3 Amex, otherwise 'Cartão' (also while nothing is typed).
 */
export function guessCardLabel(cardNumber: string): CardLabelGuess {
  switch (digitsOf(cardNumber).charAt(0)) {
    case '4':
      return 'Visa';
    case '5':
      return 'Mastercard';
    case '6':
      return 'Elo';
    case '3':
      return 'Amex';
    default:
      return 'Cartão';
  }
}

/**
 * The card number as both forms show it while typing: digits only, at most 16, in groups of 4
 * ('4235647728025682' → '4235 6477 2802 5682', at most 19 characters). A separator appears
 * only once a digit follows it, so deleting backwards never gets stuck on a blank.
 */
export function maskCardNumber(value: string): string {
  return applyMask(value, CARD_NUMBER_MASK);
}

/** The last four digits kept with a saved card ('4235 6477 2802 5682' → '5682'). */
export function lastFour(cardNumber: string): string {
  return digitsOf(cardNumber).slice(-4);
}

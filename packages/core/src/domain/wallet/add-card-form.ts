import { z } from 'zod/mini';

/**
 * Messages of the wallet's card forms. The spec's add-card dialog stops silently on a bad
 * field (spec §5) and names only the two messages of the minimal form; the dialog reuses them
 * and the payment card form's wording for CVV and holder, so a screen may show them.
 */
export const addCardFormMessages = {
  cardNumberInvalid: 'Número do cartão inválido',
  expiryInvalid: 'Data de expiração inválida',
  cvvInvalid: 'CVV inválido',
  holderRequired: 'Nome do titular é obrigatório',
  methodTypeRequired: 'Selecione o tipo do cartão',
} as const;

/** Kinds of card the add-card dialog saves ('Cartão de Crédito', 'Cartão de Débito'). */
export const cardMethodTypes = ['credit_card', 'debit_card'] as const;

/** One of `cardMethodTypes`. */
export type CardMethodType = (typeof cardMethodTypes)[number];

/** Fewest digits of a wallet card number (spec §5, §9: 13–16). */
export const WALLET_CARD_NUMBER_MIN_DIGITS = 13;
/** Most digits of a wallet card number. */
export const WALLET_CARD_NUMBER_MAX_DIGITS = 16;

/** Month 01–12, an optional slash, two year digits: '08/29' or '0829'. */
const WALLET_EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/?(\d{2})$/;
const WALLET_CARD_NUMBER_PATTERN = /^\d{13,16}$/;
const CVV_PATTERN = /^\d{3,4}$/;

/** Whether a wallet expiry reads MM/AA (slash optional) with a month from 01 to 12. */
export function isWalletExpiryValid(value: string): boolean {
  return WALLET_EXPIRY_PATTERN.test(value);
}

/**
 * The expiry as the add-card payload sends it, the first day of the month in year 20AA
 * (spec §3, §5): '08/29' → '2029-08-01', '0829' too. Throws a RangeError on anything
 * `isWalletExpiryValid` refuses; validate the form first.
 */
export function toExpiryDate(expiry: string): string {
  const match = WALLET_EXPIRY_PATTERN.exec(expiry);
  if (!match) throw new RangeError(`Not an expiry 'MM/AA': ${expiry}`);
  return `20${match[2]}-${match[1]}-01`;
}

/**
 * The add-card dialog 'Adicionar cartão' of `/wallet` (spec §2, §5), every field required:
 * - cardNumber: 13–16 digits once blanks are removed; parses to the digits
 * - methodType: 'credit_card' or 'debit_card'
 * - expiry: MM/AA, month 01–12, slash optional (mask it with `formatExpiryInput`)
 * - cvv: 3 or 4 digits
 * - cardholderName: trimmed, not empty
 *
 * The spec checks no expiry against the calendar here, so neither does this schema.
 */
export const addCardFormSchema = z.object({
  cardNumber: z.string({ error: addCardFormMessages.cardNumberInvalid }).check(
    z.overwrite((value) => value.replace(/ /g, '')),
    z.regex(WALLET_CARD_NUMBER_PATTERN, addCardFormMessages.cardNumberInvalid),
  ),
  methodType: z.enum(cardMethodTypes, { error: addCardFormMessages.methodTypeRequired }),
  expiry: z
    .string({ error: addCardFormMessages.expiryInvalid })
    .check(z.regex(WALLET_EXPIRY_PATTERN, addCardFormMessages.expiryInvalid)),
  cvv: z
    .string({ error: addCardFormMessages.cvvInvalid })
    .check(z.regex(CVV_PATTERN, addCardFormMessages.cvvInvalid)),
  cardholderName: z
    .string({ error: addCardFormMessages.holderRequired })
    .check(z.trim(), z.minLength(1, addCardFormMessages.holderRequired)),
});

/** The add-card dialog's values as typed. */
export type AddCardFormInput = z.input<typeof addCardFormSchema>;
/** The add-card dialog's values once valid; the number in digits. */
export type AddCardForm = z.infer<typeof addCardFormSchema>;

/**
 * The other wallet form's minimal rule (spec §5): a number of at least 13 digits ('Número do
 * cartão inválido') and an expiry that is not blank ('Data de expiração inválida').
 */
export const minimalCardFormSchema = z.object({
  cardNumber: z
    .string({ error: addCardFormMessages.cardNumberInvalid })
    .check(
      z.refine(
        (value) => value.replace(/\D/g, '').length >= WALLET_CARD_NUMBER_MIN_DIGITS,
        addCardFormMessages.cardNumberInvalid,
      ),
    ),
  expiry: z
    .string({ error: addCardFormMessages.expiryInvalid })
    .check(z.trim(), z.minLength(1, addCardFormMessages.expiryInvalid)),
});

/** The minimal wallet card form's values. */
export type MinimalCardForm = z.infer<typeof minimalCardFormSchema>;

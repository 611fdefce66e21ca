import { z } from 'zod/mini';
import { applyMask } from '../account/masks.js';
import { localDateInZone } from '../format/date-time.js';
import { formatBRL } from '../money.js';
import type { Cents } from '../money.js';

/** The exact pt-BR messages of the payment card form (spec §5 "Payment card form"). */
export const cardFormMessages = {
  cardNumberInvalid: 'Número do cartão inválido',
  holderRequired: 'Nome do titular é obrigatório',
  expiryInvalid: 'Data inválida',
  monthInvalid: 'Mês inválido',
  expired: 'Cartão expirado',
  cvvInvalid: 'CVV inválido',
  // The spec shows installments as a select and names no message; this one is ours.
  installmentsInvalid: 'Número de parcelas inválido',
} as const;

/** Fewest digits the payment card form accepts (spec §9: minimum 14, max 16). */
export const CARD_FORM_NUMBER_MIN_DIGITS = 14;
/** Most digits the payment card form accepts. */
export const CARD_FORM_NUMBER_MAX_DIGITS = 16;
/** Shortest holder name. */
export const CARD_HOLDER_MIN_LENGTH = 3;
/** Most installments a card payment may be split into (spec §9). */
export const MAX_INSTALLMENTS = 12;
/**
 * The zone whose calendar month decides whether a card has expired when the caller names
 * none: the cards are Brazilian and valid through the last day of their month.
 */
export const CARD_EXPIRY_TIME_ZONE = 'America/Sao_Paulo';

const EXPIRY_PATTERN = /^(\d{2})\/(\d{2})$/;
const CARD_NUMBER_INPUT = /^[\d ]*$/;
const CVV_PATTERN = /^\d{3,4}$/;

/**
 * The expiry field as it is typed, with the slash put in for the user: digits only, at most 4,
 * shown as MM/YY ('1' → '1', '12' → '12', '122' → '12/2', '1229' → '12/29'). The slash appears
 * only once a year digit follows, so deleting backwards never gets stuck on it.
 */
export function formatExpiryInput(value: string): string {
  return applyMask(value, '##/##');
}

/** Month and four-digit year of a card's expiry. */
export interface CardExpiry {
  /** 1–12. */
  month: number;
  /** 2000 + the two digits typed. */
  year: number;
}

/** An expiry that may be charged, or the pt-BR message saying why not. */
export type CardExpiryCheck = ({ ok: true } & CardExpiry) | { ok: false; message: string };

/**
 * Checks an expiry typed as MM/YY (spec §5): exactly 5 characters of that shape ('Data
 * inválida'), month 01–12 ('Mês inválido'), year read as 2000 + YY, and not before the current
 * month in `timeZone` ('Cartão expirado'): a card is good through the last day of its month.
 *
 * Worked example: at 2026-05-31T23:00-03:00 (already June in UTC) '05/26' is still good in
 * São Paulo; at 2026-06-01T00:00-03:00 it has expired.
 */
export function validateCardExpiry(
  value: string,
  now: Date,
  timeZone: string = CARD_EXPIRY_TIME_ZONE,
): CardExpiryCheck {
  const match = EXPIRY_PATTERN.exec(value);
  if (value.length !== 5 || !match) return { ok: false, message: cardFormMessages.expiryInvalid };
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return { ok: false, message: cardFormMessages.monthInvalid };
  const today = localDateInZone(now, timeZone);
  const currentMonth = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7));
  if (year * 12 + month < currentMonth) return { ok: false, message: cardFormMessages.expired };
  return { ok: true, month, year };
}

/** Whether a payment-form card number holds only digits and blanks, with 14 to 16 digits. */
export function isCardFormNumberValid(value: string): boolean {
  if (!CARD_NUMBER_INPUT.test(value)) return false;
  const digits = value.replace(/ /g, '').length;
  return digits >= CARD_FORM_NUMBER_MIN_DIGITS && digits <= CARD_FORM_NUMBER_MAX_DIGITS;
}

/**
 * The payment card form of `/payment/card/{appointmentId}` (spec §5), judged at `now`:
 * - cardNumber: the masked number, 14–16 digits ('Número do cartão inválido'); parses to digits
 * - cardholderName: trimmed and upper-cased, at least 3 characters ('Nome do titular é
 *   obrigatório')
 * - expiry: MM/YY, see `validateCardExpiry`
 * - cvv: 3 or 4 digits ('CVV inválido')
 * - installments: a whole number from 1 to 12
 * - saveCard: the optional save-card checkbox
 */
export function createCardFormSchema(now: Date, timeZone: string = CARD_EXPIRY_TIME_ZONE) {
  return z.object({
    cardNumber: z.string({ error: cardFormMessages.cardNumberInvalid }).check(
      z.refine(isCardFormNumberValid, cardFormMessages.cardNumberInvalid),
      z.overwrite((value) => value.replace(/ /g, '')),
    ),
    cardholderName: z
      .string({ error: cardFormMessages.holderRequired })
      .check(
        z.trim(),
        z.toUpperCase(),
        z.minLength(CARD_HOLDER_MIN_LENGTH, cardFormMessages.holderRequired),
      ),
    expiry: z.string({ error: cardFormMessages.expiryInvalid }).check(
      z.superRefine((value, context) => {
        const check = validateCardExpiry(value, now, timeZone);
        if (!check.ok)
          context.issues.push({ code: 'custom', message: check.message, input: value });
      }),
    ),
    cvv: z
      .string({ error: cardFormMessages.cvvInvalid })
      .check(z.regex(CVV_PATTERN, cardFormMessages.cvvInvalid)),
    installments: z
      .number({ error: cardFormMessages.installmentsInvalid })
      .check(
        z.int(cardFormMessages.installmentsInvalid),
        z.gte(1, cardFormMessages.installmentsInvalid),
        z.lte(MAX_INSTALLMENTS, cardFormMessages.installmentsInvalid),
      ),
    saveCard: z.optional(z.boolean()),
  });
}

/** The payment card form's values as typed. */
export type CardFormInput = z.input<ReturnType<typeof createCardFormSchema>>;
/** The payment card form's values once valid: number in digits, holder upper-cased. */
export type CardForm = z.infer<ReturnType<typeof createCardFormSchema>>;

/** One choice of the installments select. */
export interface InstallmentOption {
  /** How many installments, 1–12. */
  count: number;
  /** Each installment after the first. */
  amountCents: Cents;
  /** The first installment, which also carries the centavos the split leaves over. */
  firstAmountCents: Cents;
  /** What the select shows: '1x de R$ 45,00 (sem juros)', '3x de R$ 15,00'. */
  label: string;
}

/**
 * The installments select of the payment card form (spec §5): 1x to `maxInstallments`x
 * (12 by default; pass 1 for a debit card), each labelled with the per-installment amount
 * and '(sem juros)' on 1x. Amounts are split in whole centavos and always add up to the total:
 * R$ 100,00 in 3x is 33,34 + 33,33 + 33,33, labelled '3x de R$ 33,33'. A split that would leave
 * an installment of R$ 0,00 is not offered, so R$ 0,05 offers 1x to 5x.
 *
 * The labels come from `formatBRL`, so 'R$' is followed by a non-breaking space.
 */
export function getInstallmentOptions(
  totalCents: Cents,
  maxInstallments: number = MAX_INSTALLMENTS,
): InstallmentOption[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    throw new RangeError(`totalCents must be a non-negative integer, got ${totalCents}`);
  }
  if (!Number.isInteger(maxInstallments) || maxInstallments < 1) {
    throw new RangeError(`maxInstallments must be a positive integer, got ${maxInstallments}`);
  }
  const counts = Math.min(maxInstallments, Math.max(totalCents, 1));
  return Array.from({ length: counts }, (_, index) => {
    const count = index + 1;
    const amountCents = Math.floor(totalCents / count);
    const firstAmountCents = amountCents + (totalCents % count);
    const label = `${count}x de ${formatBRL(amountCents)}${count === 1 ? ' (sem juros)' : ''}`;
    return { count, amountCents, firstAmountCents, label };
  });
}

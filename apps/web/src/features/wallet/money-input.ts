import type { Cents } from '@navalha/core/domain/money';

/** Most digits the amount field keeps: R$ 9.999.999,99, far above any deposit. */
const MAX_AMOUNT_DIGITS = 9;

const amountFormat = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * The centavos a money field holds, read as a bank app reads it: every digit typed enters at
 * the right, the last two are the centavos. '5' → 5 (R$ 0,05), '50,00' → 5000, '1.234,56' →
 * 123456; deleting the last character of '50,00' leaves '50,0' → 500 (R$ 5,00). Anything but
 * digits is ignored; nothing typed is 0.
 */
export function parseAmountInput(text: string): Cents {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_AMOUNT_DIGITS);
  return digits === '' ? 0 : Number(digits);
}

/** What the field shows for `cents`, without the 'R$' it wears beside it: 123456 → '1.234,56'; 0 → ''. */
export function formatAmountInput(cents: Cents): string {
  return cents === 0 ? '' : amountFormat.format(cents / 100);
}

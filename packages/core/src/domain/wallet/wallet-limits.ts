import { formatBRL } from '../money.js';
import type { Cents } from '../money.js';

/** The smallest PIX deposit: one centavo (a deposit must bring money in). */
export const MIN_DEPOSIT_CENTS: Cents = 1;

/** The largest single PIX deposit: R$ 5.000,00. */
export const MAX_DEPOSIT_CENTS: Cents = 500_000;

/** Movements the wallet screen lists (spec §9: recent transactions 5). */
export const WALLET_RECENT_TRANSACTIONS = 5;

/** Most movements one `GET /wallet/transactions` answers. */
export const WALLET_TRANSACTIONS_MAX_LIMIT = 50;

/** Saved methods the wallet screen shows before the add-card tile (spec §9). */
export const WALLET_SHOWN_METHODS = 2;

/** How long the wallet screen may reuse what it loaded (spec §9: 30 s). */
export const WALLET_CACHE_MS = 30_000;

/** The pt-BR messages of a deposit amount the server refuses. */
export const depositAmountMessages = {
  required: 'Informe o valor do depósito',
  invalid: 'Valor inválido',
  tooSmall: 'O valor do depósito deve ser maior que zero',
  tooLarge: `O valor máximo por depósito é ${formatBRL(MAX_DEPOSIT_CENTS)}`,
} as const;

/** Why a deposit amount is refused, or null when it may be deposited. */
export function checkDepositAmount(amount: Cents): string | null {
  if (!Number.isSafeInteger(amount)) return depositAmountMessages.invalid;
  if (amount < MIN_DEPOSIT_CENTS) return depositAmountMessages.tooSmall;
  if (amount > MAX_DEPOSIT_CENTS) return depositAmountMessages.tooLarge;
  return null;
}

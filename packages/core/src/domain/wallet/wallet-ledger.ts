import type { Cents } from '../money.js';

/**
 * What moved money in a wallet: a PIX deposit and a booking's refund bring money in, paying a
 * booking takes it out. Every ledger row is one of these, with a positive amount.
 */
export const walletTransactionTypes = ['deposit', 'payment', 'refund'] as const;

/** One of `walletTransactionTypes`. */
export type WalletTransactionType = (typeof walletTransactionTypes)[number];

/** Whether a movement adds to the balance (credit) or takes from it (debit). */
export type WalletDirection = 'credit' | 'debit';

const directions: Readonly<Record<WalletTransactionType, WalletDirection>> = {
  deposit: 'credit',
  payment: 'debit',
  refund: 'credit',
};

const descriptions: Readonly<Record<WalletTransactionType, string>> = {
  deposit: 'Depósito via PIX',
  payment: 'Pagamento de agendamento',
  refund: 'Estorno de agendamento cancelado',
};

/**
 * The ledger line of money paid at the shop (the rest after a deposit, in cash or on the shop's
 * machine) that a client's own cancellation turned into credit at that shop (decision 029).
 */
export const PAID_AT_SHOP_REFUND_DESCRIPTION =
  'Crédito do valor pago na barbearia (agendamento cancelado)';

/** Whether a movement of this type adds to the balance or takes from it. */
export function getWalletDirection(type: WalletTransactionType): WalletDirection {
  return directions[type];
}

/** The pt-BR line a wallet screen shows for a movement ('Depósito via PIX'). */
export function getWalletTransactionDescription(type: WalletTransactionType): string {
  return descriptions[type];
}

function assertPositiveCents(amount: Cents): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`A wallet movement must be a positive number of centavos, got ${amount}`);
  }
}

/**
 * The movement as the balance sees it: positive for credits, negative for debits
 * (a R$ 45,00 booking payment is −4500, a R$ 100,00 deposit +10000). Throws a RangeError
 * unless `amount` is a positive whole number of centavos: the ledger never holds zero or
 * negative rows.
 */
export function getSignedAmount(type: WalletTransactionType, amount: Cents): Cents {
  assertPositiveCents(amount);
  return directions[type] === 'credit' ? amount : -amount;
}

/**
 * The balance after a movement, or null when a debit exceeds the balance (a wallet never goes
 * below zero). Worked example: 10000 after a 4500 payment is 5500; 4000 after it is null.
 */
export function applyWalletMovement(
  balance: Cents,
  type: WalletTransactionType,
  amount: Cents,
): Cents | null {
  const next = balance + getSignedAmount(type, amount);
  return next < 0 ? null : next;
}

/** The balance a ledger adds up to: the sum of its rows' signed amounts. */
export function sumLedger(rows: readonly { type: WalletTransactionType; amount: Cents }[]): Cents {
  return rows.reduce((sum, row) => sum + getSignedAmount(row.type, row.amount), 0);
}

import { formatBRL } from '@navalha/core/domain/money';
import type { Cents } from '@navalha/core/domain/money';
import {
  DEFAULT_PAYMENT_METHOD,
  METHODS_WITHOUT_ONLINE_PAYMENTS,
} from '@navalha/core/domain/payments/payment-method';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { readLastPaymentMethod } from './last-payment-method';

/** A way to pay for a booking, as the confirm and payment screens offer it. */
export interface PaymentOption {
  method: PaymentMethod;
  /** Whether a booking can be paid this way today. */
  available: boolean;
  /** One line under the name. */
  hint: string;
}

/**
 * The booking's payment methods (spec §9: credit card, debit card, PIX, cash, and the wallet's
 * balance, issue 6), in the spec's order. Cash books at once and is paid at the shop; PIX goes
 * to the hosted checkout; cards open the card page; the wallet is debited at once
 * (`useSubmitBooking` and the payment step the /payment route plugs in). Whether the balance
 * covers the booking is for the screen that knows it (`PaymentMethodOptions`' `wallet`).
 * `available: false` lists a method with an honest 'Em breve' rather than a path that fails.
 */
export const bookingPaymentOptions: readonly PaymentOption[] = [
  { method: 'CREDIT_CARD', available: true, hint: 'Em até 12x' },
  { method: 'DEBIT_CARD', available: true, hint: 'À vista' },
  { method: 'PIX', available: true, hint: 'Aprovação na hora' },
  { method: 'WALLET', available: true, hint: 'Pague com o saldo da sua carteira' },
  { method: 'CASH', available: true, hint: 'Pague na barbearia, no dia do atendimento' },
];

/** What a shop without its own Mercado Pago account takes: core's rule, for the screens. */
export const OFFLINE_METHODS = METHODS_WITHOUT_ONLINE_PAYMENTS;

export function isMethodAvailable(method: PaymentMethod): boolean {
  return bookingPaymentOptions.some((option) => option.method === method && option.available);
}

/**
 * The method preselected: the one this draft saved if it can still be used, else the one the
 * client booked with last, else core's default (PIX, issue 18 §2), else the first that can be
 * used.
 */
export function getInitialMethod(saved: PaymentMethod | null | undefined): PaymentMethod {
  if (saved && isMethodAvailable(saved)) return saved;
  const last = readLastPaymentMethod();
  if (last && isMethodAvailable(last)) return last;
  if (isMethodAvailable(DEFAULT_PAYMENT_METHOD)) return DEFAULT_PAYMENT_METHOD;
  return bookingPaymentOptions.find((option) => option.available)?.method ?? 'CASH';
}

/** What the checkout knows of the client's wallet balance (the route brings it from the wallet). */
export type WalletBalanceState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; balance: Cents };

/** Whether the wallet can pay this booking, and the line that says so under 'Carteira'. */
export interface WalletChoice {
  usable: boolean;
  /** True when only the balance is short: a deposit would fix it. */
  short: boolean;
  hint: string;
}

export const walletChoiceMessages = {
  loading: 'Carregando o saldo da carteira…',
  failed: 'Não foi possível carregar o saldo da carteira.',
} as const;

/**
 * 'Carteira' on the payment screen shows the balance (issue 6): usable when it covers `total`
 * (the booking's total for the wallet, no fee), otherwise disabled with why:
 * 'Saldo insuficiente: R$ 20,00 de R$ 45,00'.
 */
export function getWalletChoice(wallet: WalletBalanceState, total: Cents): WalletChoice {
  switch (wallet.status) {
    case 'loading':
      return { usable: false, short: false, hint: walletChoiceMessages.loading };
    case 'error':
      return { usable: false, short: false, hint: walletChoiceMessages.failed };
    case 'ready':
      return wallet.balance >= total
        ? { usable: true, short: false, hint: `Saldo: ${formatBRL(wallet.balance)}` }
        : {
            usable: false,
            short: true,
            hint: `Saldo insuficiente: ${formatBRL(wallet.balance)} de ${formatBRL(total)}`,
          };
  }
}

/**
 * How an order is paid (spec §1, §9). WALLET is the client's Navalha balance; CASH is paid at
 * the shop.
 */
export const paymentMethods = ['PIX', 'CREDIT_CARD', 'DEBIT_CARD', 'WALLET', 'CASH'] as const;

/** One of `paymentMethods`. */
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * The method preselected on the payment screen when the client has not paid before: PIX, the
 * cheapest to pay now (issue 18 §2), not the card with the highest fee.
 */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'PIX';

/**
 * What a shop without its own Mercado Pago account takes (decision 043): cash at the shop, and a
 * balance already held there. PIX and cards go through the shop's account, so the API refuses
 * them there (409 SHOP_TAKES_NO_ONLINE_PAYMENT) and the screens do not offer them.
 */
export const METHODS_WITHOUT_ONLINE_PAYMENTS: readonly PaymentMethod[] = ['CASH', 'WALLET'];

/** Whether `method` needs the shop to take online payments (PIX or a card); no method, none. */
export function needsOnlinePayments(method: PaymentMethod | null): boolean {
  return method !== null && !METHODS_WITHOUT_ONLINE_PAYMENTS.includes(method);
}

/** Kinds of saved method in a wallet (spec §3 `method_type`), spelled as the spec spells them. */
export const walletMethodTypes = [
  'credit_card',
  'debit_card',
  'apple_pay',
  'google_pay',
  'pix',
] as const;

/** One of `walletMethodTypes`. */
export type WalletMethodType = (typeof walletMethodTypes)[number];

const labels: Readonly<Record<string, string>> = {
  PIX: 'PIX',
  CREDIT_CARD: 'Cartão de Crédito',
  DEBIT_CARD: 'Cartão de Débito',
  WALLET: 'Carteira',
  CASH: 'Dinheiro',
  APPLE_PAY: 'Apple Pay',
  GOOGLE_PAY: 'Google Pay',
};

/** Whether a value is one of `paymentMethods` (exact upper-case spelling). */
export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (paymentMethods as readonly string[]).includes(value);
}

/**
 * The pt-BR label of a payment method or wallet method type, in either case
 * ('CREDIT_CARD' and 'credit_card' → 'Cartão de Crédito'); an unknown value shows as it came,
 * a missing one as 'Não especificado' (spec §2 booking detail).
 */
export function getPaymentMethodLabel(method: string | null | undefined): string {
  const trimmed = method?.trim();
  if (!trimmed) return 'Não especificado';
  return labels[trimmed.toUpperCase()] ?? trimmed;
}

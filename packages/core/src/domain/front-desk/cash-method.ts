import type { PaymentMethod } from '../payments/payment-method.js';

/**
 * How money reached the shop, as the day's cash counts it (issue 17 §5): at the desk in cash
 * ('Dinheiro'), on the shop's own PIX key or card machine, from the client's wallet, or paid in
 * the app by PIX or card through the gateway ('App').
 */
export const cashMethods = ['CASH', 'PIX', 'CARD', 'WALLET', 'APP'] as const;

export type CashMethod = (typeof cashMethods)[number];

/** What the desk records when it takes a payment ('Receber pagamento', issue 17 §2). */
export const deskReceiptKinds = ['cash', 'pix', 'card'] as const;

export type DeskReceiptKind = (typeof deskReceiptKinds)[number];

const cashMethodLabels: Readonly<Record<CashMethod, string>> = {
  CASH: 'Dinheiro',
  PIX: 'PIX',
  CARD: 'Cartão',
  WALLET: 'Carteira',
  APP: 'App',
};

/** The pt-BR name of a cash method: CASH → 'Dinheiro'. */
export function getCashMethodLabel(method: CashMethod): string {
  return cashMethodLabels[method];
}

/**
 * Where a received payment goes in the day's cash. What the desk recorded wins
 * (`receivedWith`: cash → Dinheiro, pix → PIX, card → Cartão); otherwise the wallet is
 * 'Carteira', a booking marked cash but confirmed without a recorded kind is 'Dinheiro', and
 * everything else was paid in the app (PIX or card through the gateway) → 'App'.
 *
 * @example getCashMethod({ receivedWith: 'pix', method: 'CASH' }) // 'PIX' (shop's own key)
 * @example getCashMethod({ receivedWith: null, method: 'PIX' }) // 'APP'
 */
export function getCashMethod(payment: {
  receivedWith: string | null;
  method: PaymentMethod;
}): CashMethod {
  switch (payment.receivedWith) {
    case 'cash':
      return 'CASH';
    case 'pix':
      return 'PIX';
    case 'card':
      return 'CARD';
  }
  if (payment.method === 'WALLET') return 'WALLET';
  if (payment.method === 'CASH') return 'CASH';
  return 'APP';
}

/**
 * The drawer's difference when closing the day: counted − expected, in centavos; positive is
 * cash over ('sobra'), negative cash short ('falta').
 */
export function getCashDifference(countedCents: number, expectedCents: number): number {
  return countedCents - expectedCents;
}

/** How the difference reads: 'Caixa confere', 'Sobra de R$ 5,00', 'Falta de R$ 5,00'. */
export function describeCashDifference(
  differenceCents: number,
  formatBrl: (cents: number) => string,
): string {
  if (differenceCents === 0) return 'Caixa confere';
  return differenceCents > 0
    ? `Sobra de ${formatBrl(differenceCents)}`
    : `Falta de ${formatBrl(-differenceCents)}`;
}

import type { PaymentMethod } from './payment-method.js';

/** A shop's fee per method in basis points (100 = 1%), keyed as its settings store them. */
export interface ShopPaymentFees {
  pix: number;
  debit_card: number;
  credit_card: number;
  wallet: number;
  cash: number;
}

/**
 * A shop's payment fees keyed as `computeOrderTotals` reads them:
 * `{ pix: 100, credit_card: 840, … }` → `{ PIX: 100, CREDIT_CARD: 840, … }`.
 */
export function getFeeTable(settings: {
  paymentFeeBasisPoints: ShopPaymentFees;
}): Record<PaymentMethod, number> {
  const fees = settings.paymentFeeBasisPoints;
  return {
    PIX: fees.pix,
    CREDIT_CARD: fees.credit_card,
    DEBIT_CARD: fees.debit_card,
    WALLET: fees.wallet,
    CASH: fees.cash,
  };
}

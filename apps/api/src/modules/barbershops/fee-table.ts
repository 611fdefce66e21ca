import type { BarbershopSettings } from '@navalha/core/contracts/barbershop';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';

/** A shop's payment fees keyed as core's computeOrderTotals reads them. */
export function getFeeTable(settings: BarbershopSettings): Record<PaymentMethod, number> {
  const fees = settings.paymentFeeBasisPoints;
  return {
    PIX: fees.pix,
    CREDIT_CARD: fees.credit_card,
    DEBIT_CARD: fees.debit_card,
    WALLET: fees.wallet,
    CASH: fees.cash,
  };
}

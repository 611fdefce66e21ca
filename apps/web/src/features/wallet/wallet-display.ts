import type { WalletPaymentMethod, WalletTransaction } from '@navalha/core/contracts/wallet';
import { formatDateTime } from '@navalha/core/domain/format/date-time';
import { formatBRL } from '@navalha/core/domain/money';
import { getPaymentMethodLabel } from '@navalha/core/domain/payments/payment-method';
import { parseCardExpiryDate } from '@navalha/core/domain/wallet/saved-card';
import {
  getWalletDirection,
  getWalletTransactionDescription,
} from '@navalha/core/domain/wallet/wallet-ledger';
import type { WalletDirection } from '@navalha/core/domain/wallet/wallet-ledger';

/** How a saved method reads on its tile. */
export interface MethodDisplay {
  /** 'Visa •••• 4242', 'Apple Pay'. */
  title: string;
  /** 'Cartão de Crédito · Validade 08/29', 'Carteira digital'. */
  detail: string;
}

/** 'MM/AA' of a saved card's 'YYYY-MM-01' expiry, or null when it has none. */
export function formatCardExpiry(expiryDate: string | null): string | null {
  const parsed = expiryDate ? parseCardExpiryDate(expiryDate) : null;
  if (!parsed) return null;
  return `${String(parsed.month).padStart(2, '0')}/${String(parsed.year % 100).padStart(2, '0')}`;
}

/**
 * A saved method's tile text: a card by brand and last four ('Other' is simply 'Cartão'),
 * its kind and expiry; Apple Pay and Google Pay by name.
 */
export function describeWalletMethod(method: WalletPaymentMethod): MethodDisplay {
  switch (method.method_type) {
    case 'credit_card':
    case 'debit_card': {
      const brand =
        method.card_brand && method.card_brand !== 'Other' ? method.card_brand : 'Cartão';
      const title = method.card_last_four ? `${brand} •••• ${method.card_last_four}` : brand;
      const expiry = formatCardExpiry(method.expiry_date);
      const kind = getPaymentMethodLabel(method.method_type);
      return { title, detail: expiry ? `${kind} · Validade ${expiry}` : kind };
    }
    case 'apple_pay':
    case 'google_pay':
      return { title: getPaymentMethodLabel(method.method_type), detail: 'Carteira digital' };
    case 'pix':
      return { title: 'PIX', detail: 'Pagamento instantâneo' };
  }
}

/** How a movement reads in the recent list. */
export interface TransactionDisplay {
  /** 'Depósito via PIX', 'Pagamento de agendamento', 'Estorno de agendamento cancelado'. */
  title: string;
  /** The booking's services and barber, when a booking is involved. */
  detail: string | null;
  /** 'dd/mm/yyyy às HH:mm' (spec §9) on this device's clock. */
  date: string;
  /** Signed: '+ R$ 100,00', '− R$ 45,00'. */
  amount: string;
  direction: WalletDirection;
}

/** The recent-transactions line of a ledger movement. */
export function describeWalletTransaction(
  transaction: WalletTransaction,
  timeZone: string,
): TransactionDisplay {
  const direction = getWalletDirection(transaction.type);
  const detail = [transaction.service?.name, transaction.barber?.name].filter(Boolean).join(' · ');
  return {
    title: transaction.description ?? getWalletTransactionDescription(transaction.type),
    detail: detail || null,
    date: formatDateTime(transaction.transaction_date, timeZone),
    amount: `${direction === 'credit' ? '+' : '−'} ${formatBRL(Math.abs(transaction.amount))}`,
    direction,
  };
}

import type {
  Wallet,
  WalletDeposit,
  WalletPaymentMethod,
  WalletTransaction,
} from '@navalha/core/contracts/wallet';
import { getSignedAmount } from '@navalha/core/domain/wallet/wallet-ledger';
import type { CardBrand } from '@navalha/core/domain/payments/card-brand';
import type { WalletDepositRow } from '../../db/schema/wallet-deposits.js';
import type { WalletPaymentMethodRow } from '../../db/schema/wallet-payment-methods.js';
import type { WalletRow } from '../../db/schema/wallets.js';
import type { WalletShop, WalletTransactionView } from './wallet.repository.js';

/** The wallet as spec §3 shows it; the balance stays centavos until the contract encodes. */
export function toWalletDto(row: WalletRow, shop: WalletShop): Wallet {
  const barbershop = { id: shop.id, name: shop.name, slug: shop.slug };
  return { id: row.id, balance: row.balanceCents, user_id: row.userId, barbershop };
}

/** A ledger row: signed amount (credits positive), names of the booking when there is one. */
export function toWalletTransactionDto({
  transaction,
  serviceName,
  barberName,
}: WalletTransactionView): WalletTransaction {
  return {
    id: transaction.id,
    wallet_id: transaction.walletId,
    amount: getSignedAmount(transaction.type, transaction.amountCents),
    type: transaction.type,
    status: transaction.status,
    transaction_date: transaction.createdAt,
    description: transaction.description,
    service: serviceName ? { name: serviceName } : null,
    barber: barberName ? { name: barberName } : null,
    appointment_id: transaction.appointmentId,
    payment_id: transaction.paymentId,
  };
}

/** A saved method; never the token. */
export function toPaymentMethodDto(row: WalletPaymentMethodRow): WalletPaymentMethod {
  return {
    id: row.id,
    user_id: row.userId,
    method_type: row.methodType,
    is_default: row.isDefault,
    card_last_four: row.cardLastFour,
    // The table's CHECK keeps it to core's brands.
    card_brand: row.cardBrand as CardBrand | null,
    cardholder_name: row.cardholderName,
    expiry_date: row.expiryDate,
    gateway_card_id: row.gatewayCardId,
    created_at: row.createdAt,
  };
}

/** A deposit with its PIX charge, shaped like the PIX create response. */
export function toDepositDto(row: WalletDepositRow): WalletDeposit {
  return {
    id: row.id,
    paymentId: row.id,
    wallet_id: row.walletId,
    status: row.status,
    method: 'PIX',
    amount: row.amountCents,
    currency: 'BRL',
    // The table's CHECK keeps deposits on the online gateways.
    gateway: row.gateway as 'sandbox' | 'mercadopago',
    gatewayPaymentId: row.gatewayPaymentId,
    qrCode: row.qrCode,
    qrCodeData: row.qrCode,
    qrCodeBase64: row.qrCodeBase64,
    paymentUrl: row.paymentUrl,
    failureReason: row.failureReason,
    expiresAt: row.expiresAt,
    paidAt: row.paidAt,
    createdAt: row.createdAt,
  };
}

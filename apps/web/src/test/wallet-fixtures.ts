import { brCode, SANDBOX_SIGNATURE } from './payment-fixtures';

/** Ids shaped like the API's (uuid). */
export const walletIds = {
  wallet: '11111111-1111-4111-8111-111111111111',
  visa: '22222222-2222-4222-8222-222222222222',
  master: '33333333-3333-4333-8333-333333333333',
  applePay: '44444444-4444-4444-8444-444444444444',
  deposit: '55555555-5555-4555-8555-555555555555',
} as const;

/** The demo shop a wallet is at (decision 042). */
export const walletShop = {
  id: '66666666-6666-4666-8666-666666666666',
  name: 'Barbearia Navalha',
  slug: 'barbearia-navalha',
} as const;

/** `GET /wallet` as the API sends it (BRL decimals). */
export function walletJson(
  balance: number,
  shop: { id: string; name: string; slug: string | null } = walletShop,
) {
  return { id: walletIds.wallet, balance, user_id: 'user-client', barbershop: shop };
}

type MethodType = 'credit_card' | 'debit_card' | 'apple_pay' | 'google_pay' | 'pix';

/** One saved method (core `walletPaymentMethodSchema`). */
export function methodJson(
  id: string,
  {
    type = 'credit_card',
    isDefault = false,
    lastFour = '5682',
    brand = 'Visa',
    expiry = '2030-11-01',
  }: {
    type?: MethodType;
    isDefault?: boolean;
    lastFour?: string | null;
    brand?: string | null;
    expiry?: string | null;
  } = {},
) {
  const card = type === 'credit_card' || type === 'debit_card';
  return {
    id,
    user_id: 'user-client',
    method_type: type,
    is_default: isDefault,
    card_last_four: card ? lastFour : null,
    card_brand: card ? brand : null,
    cardholder_name: card ? 'ANA SOUZA' : null,
    expiry_date: card ? expiry : null,
    created_at: '2030-05-01T12:00:00.000Z',
  };
}

/** One ledger movement (core `walletTransactionSchema`); `amount` signed BRL. */
export function transactionJson(
  id: string,
  type: 'deposit' | 'payment' | 'refund',
  amount: number,
  date: string,
  booking?: { service: string; barber: string },
) {
  const descriptions = {
    deposit: 'Depósito via PIX',
    payment: 'Pagamento de agendamento',
    refund: 'Estorno de agendamento cancelado',
  } as const;
  return {
    id,
    wallet_id: walletIds.wallet,
    amount,
    type,
    status: 'COMPLETED',
    transaction_date: date,
    description: descriptions[type],
    service: booking ? { name: booking.service } : null,
    barber: booking ? { name: booking.barber } : null,
    appointment_id: booking ? '99999999-9999-4999-8999-999999999999' : null,
    payment_id: null,
  };
}

/** A deposit's PIX charge (core `walletDepositSchema`). */
export function depositJson(amount: number, status = 'PENDING') {
  return {
    id: walletIds.deposit,
    paymentId: walletIds.deposit,
    wallet_id: walletIds.wallet,
    status,
    method: 'PIX',
    amount,
    currency: 'BRL',
    gateway: 'sandbox',
    gatewayPaymentId: '987654321',
    qrCode: brCode,
    qrCodeData: brCode,
    qrCodeBase64: 'iVBORw0KGgoAAAANSUhEUg==',
    paymentUrl: `http://localhost:3000/api/payments/sandbox/checkout/987654321?s=${SANDBOX_SIGNATURE}`,
    failureReason: null,
    expiresAt: '2030-05-08T12:30:00.000Z',
    paidAt: status === 'COMPLETED' ? '2030-05-08T12:01:00.000Z' : null,
    createdAt: '2030-05-08T12:00:00.000Z',
  };
}

/** An entry of 'Transações' (`GET /wallet/history`), as the API answers it. */
export function historyJson(
  id: string,
  kind: 'deposit' | 'payment' | 'refund',
  amount: number,
  date: string,
  extra: {
    method?: 'WALLET' | 'PIX' | 'CREDIT_CARD' | 'DEBIT_CARD' | 'CASH';
    receivedWith?: 'cash' | 'pix' | 'card';
    keptFee?: number;
    service?: string;
    barber?: string;
    shop?: string;
  } = {},
) {
  return {
    id,
    kind,
    direction: kind === 'payment' ? 'out' : 'in',
    amount,
    method: extra.method ?? 'WALLET',
    received_with: extra.receivedWith ?? null,
    date,
    kept_fee: extra.keptFee ?? null,
    appointment_id: extra.service ? '99999999-9999-4999-8999-999999999999' : null,
    payment_id: null,
    service: extra.service ?? null,
    barber: extra.barber ?? null,
    shop: extra.shop ?? walletShop.name,
  };
}

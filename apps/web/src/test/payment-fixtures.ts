/** Ids shaped like the API's (uuid). */
export const paymentIds = {
  pix: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  renewed: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  card: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  checkout: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
} as const;

/** A BR Code as the sandbox makes them (its content does not matter to the screens). */
export const brCode =
  '00020126360014br.gov.bcb.pix0114+55119999999995204000053039865406115.855802BR5917NAVALHA BARBEARIA6009SAO PAULO62070503***6304ABCD';

export interface PaymentJsonOptions {
  id?: string;
  status?: string;
  method?: string;
  flow?: string;
  amount?: number;
  qrCode?: string | null;
  qrCodeBase64?: string | null;
  failureReason?: string | null;
  gateway?: string;
  gatewayPaymentId?: string | null;
  expiresAt?: string | null;
}

/** The signature of the sandbox links the fixtures carry (the server's HMAC, here any). */
export const SANDBOX_SIGNATURE = 'c2lnbmF0dXJlLW9mLXRoZS1zYW5kYm94LWxpbmstMDAx';

/** A payment as the API sends it (core `paymentSchema`, money in BRL decimals). */

export function paymentJson(appointmentId: string, options: PaymentJsonOptions = {}) {
  const {
    id = paymentIds.pix,
    status = 'PENDING',
    method = 'PIX',
    flow = 'pix',
    amount = 85.85,
    qrCode = flow === 'pix' ? brCode : null,
    qrCodeBase64 = flow === 'pix' ? 'iVBORw0KGgoAAAANSUhEUg==' : null,
    failureReason = null,
    gateway = 'sandbox',
    gatewayPaymentId = '1234567890',
    expiresAt = '2030-05-08T12:30:00.000Z',
  } = options;
  return {
    id,
    appointmentId,
    status,
    method,
    flow,
    amount,
    currency: 'BRL',
    gateway,
    gatewayPaymentId,
    preferenceId: null,
    transactionId: null,
    qrCode,
    qrCodeData: qrCode,
    qrCodeBase64,
    paymentUrl:
      flow === 'checkout'
        ? 'https://checkout.example/pay/1'
        : gateway === 'sandbox' && gatewayPaymentId
          ? `/api/payments/sandbox/checkout/${gatewayPaymentId}?s=${SANDBOX_SIGNATURE}`
          : null,
    installments: 1,
    cardBrand: null,
    cardLastFour: null,
    description: 'Navalha: Corte de cabelo + Barba completa',
    failureReason,
    refundedAmount: null,
    refundFee: null,
    refundReason: null,
    expiresAt,
    paidAt: status === 'COMPLETED' ? '2030-05-08T12:05:00.000Z' : null,
    createdAt: '2030-05-08T12:00:00.000Z',
    updatedAt: '2030-05-08T12:00:00.000Z',
  };
}

/** `{id}/status` and `{id}/sync-status`. */
export function statusJson(
  appointmentId: string,
  status: string,
  {
    id = paymentIds.pix,
    failureReason = null,
  }: { id?: string; failureReason?: string | null } = {},
) {
  const paid = status === 'COMPLETED';
  return {
    id,
    appointmentId,
    status,
    failureReason,
    appointmentStatus: paid ? 'CONFIRMED' : 'PENDING',
    appointmentPaymentStatus: paid ? 'COMPLETED' : status === 'FAILED' ? 'FAILED' : 'PENDING',
  };
}

import type {
  CardPaymentResult,
  CardResultStatus,
  Payment,
  PaymentStatusResult,
  PreferenceResult,
} from '@navalha/core/contracts/payments';
import type { PaymentStatus } from '@navalha/core/domain/appointments/appointment-status';
import type { AppointmentRow } from '../../db/schema/appointments.js';
import type { PaymentRow } from '../../db/schema/payments.js';

/** A payment as the API shows it (spec §3); amounts stay centavos until the contract encodes. */
export function toPaymentDto(row: PaymentRow): Payment {
  return {
    id: row.id,
    appointmentId: row.appointmentId,
    status: row.status,
    method: row.method,
    flow: row.flow,
    purpose: row.purpose,
    amount: row.amountCents,
    currency: 'BRL',
    gateway: row.gateway,
    gatewayPaymentId: row.gatewayPaymentId ?? row.preferenceId,
    preferenceId: row.preferenceId,
    transactionId: row.transactionId,
    qrCode: row.qrCode,
    qrCodeData: row.qrCode,
    qrCodeBase64: row.qrCodeBase64,
    paymentUrl: row.paymentUrl,
    installments: row.installments,
    cardBrand: row.cardBrand,
    cardLastFour: row.cardLastFour,
    description: row.description,
    failureReason: row.failureReason,
    refundedAmount: row.refundedAmountCents,
    refundFee: row.refundFeeCents,
    refundReason: row.refundReason,
    expiresAt: row.expiresAt,
    paidAt: row.paidAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const cardResultStatuses: Readonly<Record<PaymentStatus, CardResultStatus>> = {
  COMPLETED: 'paid',
  PENDING: 'pending',
  PROCESSING: 'pending',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
  REFUNDED: 'refunded',
};

/** What the card page reads (spec §4 "Card result"): 'paid', 'pending' or a failure. */
export function toCardPaymentResult(row: PaymentRow): CardPaymentResult {
  return {
    id: row.id,
    appointmentId: row.appointmentId,
    status: cardResultStatuses[row.status],
    paymentStatus: row.status,
    failureReason: row.failureReason,
    cardBrand: row.cardBrand,
    cardLastFour: row.cardLastFour,
  };
}

export function toPreferenceResult(row: PaymentRow): PreferenceResult {
  return {
    id: row.id,
    paymentUrl: row.paymentUrl ?? '',
    gatewayPaymentId: row.gatewayPaymentId ?? row.preferenceId,
    preferenceId: row.preferenceId,
    status: row.status,
  };
}

export function toPaymentStatusResult(
  row: PaymentRow,
  appointment: Pick<AppointmentRow, 'status' | 'paymentStatus'>,
): PaymentStatusResult {
  return {
    id: row.id,
    appointmentId: row.appointmentId,
    status: row.status,
    failureReason: row.failureReason,
    appointmentStatus: appointment.status,
    // The rest after a deposit (decision 029): the booking was already paid by its deposit,
    // so what the payer's page waits for is this payment of the rest.
    appointmentPaymentStatus: row.purpose === 'BALANCE' ? row.status : appointment.paymentStatus,
  };
}

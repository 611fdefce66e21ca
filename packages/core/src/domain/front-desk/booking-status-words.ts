import {
  getAppointmentStatusLabel,
  getPaymentStatusLabel,
} from '../appointments/appointment-status.js';
import type { AppointmentStatus, PaymentStatus } from '../appointments/appointment-status.js';
import { formatBRL } from '../money.js';
import { getPaymentMethodLabel } from '../payments/payment-method.js';
import type { DeskReceiveMethod } from './desk-actions.js';
import type { PaymentMethod } from '../payments/payment-method.js';

/** What the desk needs to say where a booking stands. */
export interface BookingStatusInput {
  status: AppointmentStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod | null;
  /** How the desk received it at the shop, when it did (issue 17 §2). */
  receivedWith?: DeskReceiveMethod | null;
  /** What the desk still takes after a deposit was paid (decision 029); 0 or absent: nothing. */
  balanceCents?: number;
}

/** A payment the desk received at the shop, by how: 'Pago no PIX (maquininha)'. */
const receivedWords: Readonly<Record<DeskReceiveMethod, string>> = {
  cash: 'Pago em Dinheiro',
  pix: 'Pago no PIX (maquininha)',
  card: 'Pago no Cartão (maquininha)',
};

/** The preposition each method takes after 'Pago': 'Pago no PIX', 'Pago em Dinheiro'. */
const paidWith: Readonly<Record<PaymentMethod, string>> = {
  PIX: 'no',
  CREDIT_CARD: 'no',
  DEBIT_CARD: 'no',
  WALLET: 'na',
  CASH: 'em',
};

/** Money owed for a service already done: the shop still has to take it (decision 023). */
export const OWED_AFTER_SERVICE = 'A receber';

/**
 * The payment half of a booking's status, in the labels the app already uses for statuses
 * and methods: a completed payment says how it was paid ('Pago no PIX'); cash not yet taken
 * says where it will be ('Pagar na barbearia'), or 'A receber' once the booking is completed
 * (`status`, decision 023); any other unpaid method waits ('Aguardando pagamento'); the rest
 * name the payment's status ('Pagamento estornado').
 */
export function getPaymentWords(
  paymentStatus: PaymentStatus,
  paymentMethod: PaymentMethod | null,
  receivedWith: DeskReceiveMethod | null = null,
  status: AppointmentStatus | null = null,
): string {
  switch (paymentStatus) {
    case 'COMPLETED':
      if (receivedWith) return receivedWords[receivedWith];
      return paymentMethod
        ? `Pago ${paidWith[paymentMethod]} ${getPaymentMethodLabel(paymentMethod)}`
        : 'Pago';
    case 'PENDING':
      if (paymentMethod !== 'CASH') return 'Aguardando pagamento';
      return status === 'COMPLETED' ? OWED_AFTER_SERVICE : 'Pagar na barbearia';
    default:
      return `Pagamento ${getPaymentStatusLabel(paymentStatus).toLowerCase()}`;
  }
}

/**
 * A booking's status and payment in words, as the agenda shows them on a block:
 * CONFIRMED + COMPLETED + PIX → 'Confirmado · Pago no PIX';
 * PENDING + PENDING + CASH → 'Pendente · Pagar na barbearia'; a deposit paid with R$ 25,00
 * left to take → 'Confirmado · Sinal pago · falta R$ 25,00'.
 */
export function getBookingStatusWords(booking: BookingStatusInput): string {
  if (booking.balanceCents && booking.balanceCents > 0) {
    return `${getAppointmentStatusLabel(booking.status)} · Sinal pago · falta ${formatBRL(booking.balanceCents)}`;
  }
  return `${getAppointmentStatusLabel(booking.status)} · ${getPaymentWords(
    booking.paymentStatus,
    booking.paymentMethod,
    booking.receivedWith ?? null,
    booking.status,
  )}`;
}

import { errorMessages } from '@navalha/core/contracts/errors';
import type { PaymentStatus } from '@navalha/core/domain/appointments/appointment-status';
import type { CancellationRefundCause } from '@navalha/core/domain/payments/cancellation-refund';
import {
  cancellationReasons,
  DEFAULT_CANCELLATION_REASON,
  DEFAULT_REJECTION_REASON,
  rejectionReasons,
  reversalReasons,
} from '@navalha/core/domain/payments/gateway-status';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { PaymentGateway } from '../../gateways/payment-gateway.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { BookingReads } from '../appointments/booking-lifecycle.js';
import type { WalletService } from '../wallet/wallet.service.js';
import type { WalletPayments } from './wallet-payments.js';
import type { PaymentsRepository } from './payments.repository.js';

// What the parts of the payments service (payment-*.ts) share: their dependencies, errors,
// reasons and the rule of who sees a payment.

export const paymentNotFound = () => notFound(errorMessages.paymentNotFound);
export const appointmentNotFound = () => notFound(errorMessages.appointmentNotFound);
export const conflict = (code: ConstructorParameters<typeof AppError>[1], message: string) =>
  new AppError(409, code, message);
export const paymentInProgress = () =>
  conflict('PAYMENT_IN_PROGRESS', errorMessages.paymentInProgress);
export const gatewayUnavailable = (message: string = errorMessages.gatewayUnavailable) =>
  new AppError(502, 'GATEWAY_UNAVAILABLE', message);
export const unsupportedMethod = () =>
  new AppError(400, 'UNSUPPORTED_PAYMENT_METHOD', errorMessages.unsupportedPaymentMethod, 'method');

/** Why the sweep cancelled an unpaid payment (core's reason for Mercado Pago's 'expired'). */
export const EXPIRED_REASON = cancellationReasons.expired ?? 'O prazo para pagamento expirou.';
/** Why a booking's open payment was cancelled when the booking ended. */
export const CLIENT_CANCELLED_REASON = 'Agendamento cancelado pelo cliente.';
export const SHOP_REJECTED_REASON = 'Agendamento recusado pela barbearia.';
export const ENDED_REASON = 'O agendamento não está mais ativo.';
/** Why money paid for a booking that ended goes back (the refund's reason). */
export const refundReasons: Readonly<Record<CancellationRefundCause, string>> = {
  client: CLIENT_CANCELLED_REASON,
  shop: SHOP_REJECTED_REASON,
  late: 'Pagamento recebido depois do fim do agendamento.',
};

/**
 * Every reason our code or the gateway writes on a payment: any other text there was typed by
 * a person, and an account's deletion clears it (decision 006).
 */
export const ownPaymentReasons: readonly string[] = [
  ...Object.values(cancellationReasons),
  ...Object.values(rejectionReasons),
  ...Object.values(reversalReasons),
  ...Object.values(refundReasons),
  DEFAULT_CANCELLATION_REASON,
  DEFAULT_REJECTION_REASON,
  EXPIRED_REASON,
  ENDED_REASON,
];

/** A gateway's verdict on a payment, plus what else it tells. */
export interface PaymentState {
  status: PaymentStatus;
  failureReason: string | null;
  transactionId?: string | null;
  cancellationReason?: string;
  /**
   * What the gateway received, present when the state is a gateway's report (webhook, sync,
   * a create's answer): an approval must match the payment's amount and currency.
   */
  amountCents?: number | null;
  currency?: string | null;
}

/** What every part of the payments service works with. */
export interface PaymentsContext {
  db: Db;
  gateway: PaymentGateway;
  now: () => Date;
  log: FastifyBaseLogger;
  repository: PaymentsRepository;
  appointments: BookingReads;
  /** The wallet (issue 6): keeps saved cards, owns PIX deposits. */
  wallet: WalletService | undefined;
  /** Bookings paid from the wallet (decision 017); absent without a wallet. */
  walletPayments: WalletPayments | undefined;
}

/** A part of the payments service, with the context's members at hand. */
export abstract class PaymentsPart {
  protected readonly db: Db;
  protected readonly gateway: PaymentGateway;
  protected readonly now: () => Date;
  protected readonly log: FastifyBaseLogger;
  protected readonly repository: PaymentsRepository;
  protected readonly appointments: BookingReads;
  protected readonly wallet: WalletService | undefined;
  protected readonly walletPayments: WalletPayments | undefined;

  constructor(context: PaymentsContext) {
    this.db = context.db;
    this.gateway = context.gateway;
    this.now = context.now;
    this.log = context.log;
    this.repository = context.repository;
    this.appointments = context.appointments;
    this.wallet = context.wallet;
    this.walletPayments = context.walletPayments;
  }
}

/** Who may see a payment or booking: the client's own, or their shop's for staff. */
export function canSee(actor: AuthUser, row: { clientId: string; barbershopId: string }): boolean {
  switch (actor.role) {
    case 'CLIENT':
      return row.clientId === actor.userId;
    case 'ADMIN':
    case 'OWNER':
      return actor.barbershopId !== null && row.barbershopId === actor.barbershopId;
    case 'BARBER':
      return false;
  }
}

import type { OrderTotals } from '@navalha/core/domain/payments/fees';
import type {
  CancelPaymentBody,
  CardPaymentResult,
  CardToken,
  CreateCardPaymentBody,
  CreateCardTokenBody,
  CreatePaymentBody,
  CreatePixPaymentBody,
  CreatePreferenceBody,
  MockPaymentBody,
  Payment,
  PaymentFlow,
  PaymentMethods,
  PaymentMethodsQuery,
  PaymentStatusResult,
  PreferenceResult,
} from '@navalha/core/contracts/payments';
import { barbershopSettingsSchema } from '@navalha/core/contracts/barbershop';
import { errorMessages } from '@navalha/core/contracts/errors';
import type { PaymentStatus } from '@navalha/core/domain/appointments/appointment-status';
import { transition } from '@navalha/core/domain/appointments/appointment-transitions';
import { formatDateTime } from '@navalha/core/domain/format/date-time';
import { getCancellationRefund } from '@navalha/core/domain/payments/cancellation-refund';
import type { CancellationRefundCause } from '@navalha/core/domain/payments/cancellation-refund';
import { MAX_INSTALLMENTS } from '@navalha/core/domain/payments/card-form';
import { REFUND_FEE_BASIS_POINTS, refundFee } from '@navalha/core/domain/payments/fees';
import { cancellationReasons } from '@navalha/core/domain/payments/gateway-status';
import { repriceForMethod } from '@navalha/core/domain/payments/order-method';
import {
  getPaymentExpiry,
  getUnpaidBookingCutoff,
} from '@navalha/core/domain/payments/payment-expiry';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import {
  getPaymentMethodLabel,
  paymentMethods,
} from '@navalha/core/domain/payments/payment-method';
import { getPaymentStatusesBefore } from '@navalha/core/domain/payments/payment-transitions';
import { getPixReceiver } from '@navalha/core/domain/payments/pix-receiver';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { getPgErrorCode, pgErrorCodes } from '../../db/pg-error.js';
import type { AppointmentRow } from '../../db/schema/appointments.js';
import type { NewPaymentRow, PaymentRow } from '../../db/schema/payments.js';
import type { SandboxPaymentRow } from '../../db/schema/sandbox-payments.js';
import { AppError, notFound, validationError } from '../../errors/app-error.js';
import { CardTokenError, GatewayError } from '../../payments/gateways/payment-gateway.js';
import type {
  GatewayChargeInput,
  GatewayPayment,
  PaymentGateway,
  PixReceiver,
  WebhookRequest,
} from '../../payments/gateways/payment-gateway.js';
import { SandboxGateway } from '../../payments/gateways/sandbox.js';
import type { SandboxDecision } from '../../payments/gateways/sandbox.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { AppointmentsRepository } from '../appointments/appointments.repository.js';
import { notifyAppointment } from '../notifications/notify.js';
import type { AppointmentRecord } from '../appointments/appointments.repository.js';
import { getFeeTable } from '../barbershops/fee-table.js';
import {
  toCardPaymentResult,
  toPaymentDto,
  toPaymentStatusResult,
  toPreferenceResult,
} from './payments.dto.js';
import { PaymentsRepository } from './payments.repository.js';

const paymentNotFound = () => notFound(errorMessages.paymentNotFound);
const appointmentNotFound = () => notFound(errorMessages.appointmentNotFound);
const conflict = (code: ConstructorParameters<typeof AppError>[1], message: string) =>
  new AppError(409, code, message);
const paymentInProgress = () => conflict('PAYMENT_IN_PROGRESS', errorMessages.paymentInProgress);
const gatewayUnavailable = (message: string = errorMessages.gatewayUnavailable) =>
  new AppError(502, 'GATEWAY_UNAVAILABLE', message);
const unsupportedMethod = () =>
  new AppError(400, 'UNSUPPORTED_PAYMENT_METHOD', errorMessages.unsupportedPaymentMethod, 'method');

/** Why a payment was cancelled to make room for another attempt. */
const REPLACED_REASON = 'Substituído por uma nova tentativa de pagamento.';
/** Why the sweep cancelled an unpaid payment (core's reason for Mercado Pago's 'expired'). */
const EXPIRED_REASON = cancellationReasons.expired ?? 'O prazo para pagamento expirou.';
/** Why a booking's open payment was cancelled when the booking ended. */
const CLIENT_CANCELLED_REASON = 'Agendamento cancelado pelo cliente.';
const SHOP_REJECTED_REASON = 'Agendamento recusado pela barbearia.';
const ENDED_REASON = 'O agendamento não está mais ativo.';
/** Why money paid for a booking that ended goes back (the refund's reason). */
const refundReasons: Readonly<Record<CancellationRefundCause, string>> = {
  client: CLIENT_CANCELLED_REASON,
  shop: SHOP_REJECTED_REASON,
  late: 'Pagamento recebido depois do fim do agendamento.',
};
/** How many automatic refunds one sweep makes at most. */
const REFUND_BATCH = 50;
/** How long a request waits for a parallel one's gateway answer before returning its row. */
const SETTLE_TIMEOUT_MS = 5_000;
const SETTLE_POLL_MS = 25;
/** A reused PIX code must leave the payer at least this long to pay it. */
const REUSE_MARGIN_MS = 60_000;

/** What a payment attempt is: how, how much, and the payer's text. */
interface Attempt {
  method: PaymentMethod;
  flow: PaymentFlow;
  amountCents: number;
  description: string | null;
  installments: number;
}

/** A reservation: the first payment of an idempotency key or reuse, or a new row to submit. */
type Reserved =
  | { fresh: false; payment: PaymentRow }
  | { fresh: true; payment: PaymentRow; appointment: AppointmentRecord; title: string };

/** A gateway's verdict on a payment, plus what else it tells. */
interface PaymentState {
  status: PaymentStatus;
  failureReason: string | null;
  transactionId?: string | null;
  cancellationReason?: string;
}

export interface CreateResult<T> {
  result: T;
  /** False when an earlier payment was returned (same idempotency key, or reused). */
  created: boolean;
}

export interface SandboxDecisionResult {
  row: SandboxPaymentRow;
  /** Where the payer goes next: `/payment/callback` with Mercado Pago's parameters. */
  callbackUrl: string;
}

export interface PaymentsServiceOptions {
  db: Db;
  gateway: PaymentGateway;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The wallet (issue 6): pays bookings, keeps saved cards, owns PIX deposits. */
  wallet?: WalletService;
}

function isReusable(payment: PaymentRow, attempt: Attempt, now: Date): boolean {
  return (
    payment.status === 'PENDING' &&
    payment.submittedAt !== null &&
    payment.flow !== 'card' &&
    payment.flow === attempt.flow &&
    payment.method === attempt.method &&
    payment.amountCents === attempt.amountCents &&
    (payment.expiresAt === null || payment.expiresAt.getTime() - now.getTime() > REUSE_MARGIN_MS)
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Payments (ARCHITECTURE §6). A create is three short steps, so that no transaction waits on
 * the network: (1) checks and a reservation row written in one short transaction, (2) the
 * gateway call, (3) its answer written with the booking's consequences in another one.
 * Every later change (webhook, return page, sync, mock, sweep) goes through `applyState`,
 * a conditional update along core's payment transitions: a replay changes nothing.
 */
export class PaymentsService {
  private readonly db: Db;
  private readonly gateway: PaymentGateway;
  private readonly now: () => Date;
  private readonly log: FastifyBaseLogger;
  private readonly repository: PaymentsRepository;
  private readonly appointments: AppointmentsRepository;
  private readonly wallet: WalletService | undefined;

  constructor(options: PaymentsServiceOptions) {
    this.db = options.db;
    this.gateway = options.gateway;
    this.now = options.now;
    this.log = options.log;
    this.repository = new PaymentsRepository(options.db);
    this.appointments = new AppointmentsRepository(options.db);
    this.wallet = options.wallet;
  }

  /** The sandbox gateway, or null when another one is configured. */
  private get sandbox(): SandboxGateway | null {
    return this.gateway instanceof SandboxGateway ? this.gateway : null;
  }

  async createPix(
    actor: AuthUser,
    body: CreatePixPaymentBody,
    key: string | null,
  ): Promise<CreateResult<Payment>> {
    const reserved = await this.reserve(actor, body.appointmentId, key, () => ({
      method: 'PIX',
      flow: 'pix',
      amountCents: body.amount,
      description: body.description,
      installments: 1,
    }));
    if (!reserved.fresh) return { result: toPaymentDto(reserved.payment), created: false };
    const payment = await this.submitPix(reserved, actor);
    return { result: toPaymentDto(payment), created: true };
  }

  /**
   * A card payment with a token. The method is the body's, else the booking's when it is a
   * card, else credit (spec §9's default); debit takes a single installment.
   */
  async createCard(
    actor: AuthUser,
    body: CreateCardPaymentBody,
    key: string | null,
  ): Promise<CreateResult<CardPaymentResult>> {
    const reserved = await this.reserve(actor, body.appointmentId, key, (appointment) => {
      const booked = appointment.paymentMethod;
      const method =
        body.method ??
        (booked === 'CREDIT_CARD' || booked === 'DEBIT_CARD' ? booked : 'CREDIT_CARD');
      if (method === 'DEBIT_CARD' && body.installments > 1) {
        throw validationError(errorMessages.debitInstallments, 'installments');
      }
      return {
        method,
        flow: 'card',
        amountCents: body.amount,
        description: body.description,
        installments: body.installments,
      };
    });
    if (!reserved.fresh) return { result: toCardPaymentResult(reserved.payment), created: false };
    const { payment, appointment, title } = reserved;
    const charge = await this.chargeInput(payment, appointment, title, actor);
    let result: GatewayPayment;
    try {
      result = await this.gateway.createCard({
        ...charge,
        method: payment.method === 'DEBIT_CARD' ? 'DEBIT_CARD' : 'CREDIT_CARD',
        token: body.cardToken,
        installments: payment.installments,
        paymentMethodId: body.paymentMethodId,
        issuerId: body.issuerId,
      });
    } catch (error) {
      return this.failSubmission(payment, error);
    }
    const recorded = await this.recordAndApply(
      payment,
      {
        gatewayPaymentId: result.gatewayPaymentId,
        cardBrand: result.cardBrand ?? body.brand,
        cardLastFour: result.cardLastFour ?? body.lastFourDigits,
        transactionId: result.transactionId,
      },
      result,
    );
    if (body.saveCard && recorded.status === 'COMPLETED') {
      await this.wallet?.saveCardFromPayment({
        userId: actor.userId,
        cardToken: body.cardToken,
        method: recorded.method,
        cardBrand: recorded.cardBrand,
        cardLastFour: recorded.cardLastFour,
        cardholderName: body.cardholderName,
        expirationMonth: body.expirationMonth,
        expirationYear: body.expirationYear,
      });
    }
    return { result: toCardPaymentResult(recorded), created: true };
  }

  /**
   * A hosted checkout (Checkout Pro; the sandbox's own page): the payer pays there and comes
   * back to `/payment/callback`. Cash needs no checkout, and the wallet is issue 6.
   */
  async createPreference(
    actor: AuthUser,
    body: CreatePreferenceBody,
    key: string | null,
  ): Promise<CreateResult<PreferenceResult>> {
    if (body.method === 'WALLET' || body.method === 'CASH') throw unsupportedMethod();
    const reserved = await this.reserve(actor, body.appointmentId, key, () => ({
      method: body.method,
      flow: 'checkout',
      amountCents: body.amount,
      description: body.description,
      installments: 1,
    }));
    if (!reserved.fresh) return { result: toPreferenceResult(reserved.payment), created: false };
    const payment = await this.submitCheckout(reserved, actor);
    return { result: toPreferenceResult(payment), created: true };
  }

  /**
   * `POST /payments/create`: PIX gives a code to pay in the app, cards a hosted checkout (a
   * card charged here needs a token: `card/create`), cash a payment the shop confirms when it
   * receives the money. The wallet comes with issue 6.
   */
  async create(
    actor: AuthUser,
    body: CreatePaymentBody,
    key: string | null,
  ): Promise<CreateResult<Payment>> {
    if (body.method === 'WALLET') {
      // Paid from the balance in one transaction (modules/wallet), then replaced attempts'
      // gateways are told, outside it.
      if (!this.wallet) throw unsupportedMethod();
      const paid = await this.wallet.bookings.pay(actor, body, key);
      await this.cancelAtGateway(paid.replaced);
      return { result: toPaymentDto(paid.payment), created: paid.created };
    }
    const flow: PaymentFlow =
      body.method === 'PIX' ? 'pix' : body.method === 'CASH' ? 'cash' : 'checkout';
    const reserved = await this.reserve(actor, body.appointmentId, key, () => ({
      method: body.method,
      flow,
      amountCents: body.amount,
      description: body.description,
      installments: 1,
    }));
    if (!reserved.fresh) return { result: toPaymentDto(reserved.payment), created: false };
    const payment =
      flow === 'pix'
        ? await this.submitPix(reserved, actor)
        : flow === 'checkout'
          ? await this.submitCheckout(reserved, actor)
          : reserved.payment;
    return { result: toPaymentDto(payment), created: true };
  }

  /** The shop received the cash: the payment completes and the booking is confirmed. */
  async confirmCash(actor: AuthUser, id: string): Promise<Payment> {
    const payment = await this.managed(actor, id);
    if (payment.method !== 'CASH' || payment.status !== 'PENDING') {
      throw conflict('INVALID_PAYMENT_STATE', errorMessages.paymentNotConfirmable);
    }
    const updated = await this.applyState(payment, { status: 'COMPLETED', failureReason: null });
    if (updated.status !== 'COMPLETED') {
      throw conflict('INVALID_PAYMENT_STATE', errorMessages.paymentNotConfirmable);
    }
    return toPaymentDto(updated);
  }

  /**
   * Cancels a PENDING payment (the client gives up on a PIX code, or the shop on a cash one).
   * The row is cancelled first, then the gateway; should the gateway say the payer paid in
   * the meantime, the sync that follows records it (COMPLETED may follow CANCELLED).
   */
  async cancel(actor: AuthUser, id: string, body: CancelPaymentBody): Promise<Payment> {
    const payment = await this.visible(actor, id);
    if (payment.status !== 'PENDING') {
      throw conflict('INVALID_PAYMENT_STATE', errorMessages.paymentNotPending);
    }
    const byClient = actor.role === 'CLIENT';
    const reason =
      body?.reason ??
      (byClient ? cancellationReasons.by_payer : cancellationReasons.by_collector) ??
      null;
    const cancelled = await this.applyState(payment, {
      status: 'CANCELLED',
      failureReason: reason,
      ...(reason ? { cancellationReason: reason } : {}),
    });
    if (cancelled.status !== 'CANCELLED') {
      throw conflict('INVALID_PAYMENT_STATE', errorMessages.paymentNotPending);
    }
    if (cancelled.gateway !== 'shop' && cancelled.gatewayPaymentId) {
      try {
        await this.gateway.cancel(cancelled.gatewayPaymentId);
      } catch (error) {
        this.log.warn({ err: error, paymentId: id }, 'gateway refused the cancellation; syncing');
        return toPaymentDto(await this.syncQuietly(cancelled));
      }
    }
    return toPaymentDto(cancelled);
  }

  /** `POST /payments/mock`: the sandbox's test payer approves, declines or holds a payment. */
  async mock(actor: AuthUser, body: MockPaymentBody): Promise<PaymentStatusResult> {
    const sandbox = this.sandbox;
    if (!sandbox) throw AppError.notFound();
    const payment = await this.visible(actor, body.paymentId);
    if (payment.gateway !== 'sandbox' || !payment.gatewayPaymentId) {
      throw conflict('INVALID_PAYMENT_STATE', errorMessages.sandboxPaymentDecided);
    }
    await sandbox.decide(payment.gatewayPaymentId, body.status);
    return this.statusOf(await this.sync(payment));
  }

  async get(actor: AuthUser, id: string): Promise<Payment> {
    return toPaymentDto(await this.visible(actor, id));
  }

  /** The booking's latest payment attempt. */
  async getByAppointment(actor: AuthUser, appointmentId: string): Promise<Payment> {
    const appointment = await this.appointments.findById(appointmentId);
    if (!appointment || !canSee(actor, appointment)) throw appointmentNotFound();
    const payment = await this.repository.findLatestByAppointment(appointmentId);
    if (!payment) throw paymentNotFound();
    return toPaymentDto(payment);
  }

  async status(actor: AuthUser, id: string): Promise<PaymentStatusResult> {
    return this.statusOf(await this.visible(actor, id));
  }

  /**
   * Asks the gateway (spec §7 "forces a gateway sync"). A hosted checkout whose gateway
   * payment we have not learned yet may name it (`payment_id` of the return URL): it is
   * fetched from the gateway and accepted only if the gateway says it pays this booking.
   */
  async syncStatus(
    actor: AuthUser,
    id: string,
    gatewayPaymentId?: string,
  ): Promise<PaymentStatusResult> {
    const payment = await this.visible(actor, id);
    return this.statusOf(await this.sync(payment, gatewayPaymentId));
  }

  /**
   * A refund by the shop (ADMIN/OWNER): only COMPLETED, whole amount, less the method's refund
   * fee of spec §9 (core's `refundFee`: credit 3%, debit 2%, PIX 0). The refund is claimed
   * first, so two clicks cannot refund twice; then the gateway; then the payment becomes
   * REFUNDED and an active booking is cancelled with the reason.
   */
  async refund(actor: AuthUser, id: string, reason: string): Promise<Payment> {
    const payment = await this.managed(actor, id);
    if (payment.status !== 'COMPLETED') {
      throw conflict('PAYMENT_NOT_REFUNDABLE', errorMessages.paymentNotRefundable);
    }
    // The wallet's money goes back to the wallet, less its refund fee (modules/wallet).
    if (payment.method === 'WALLET' && this.wallet) {
      return toPaymentDto(await this.wallet.bookings.refundByShop(payment, reason));
    }
    const fee = refundFee(payment.method, payment.amountCents);
    const refunded = await this.refundPayment(
      payment,
      { refunded: payment.amountCents - fee, fee },
      reason,
    );
    return toPaymentDto(refunded);
  }

  /**
   * The cancel hook (appointments: a client's cancellation, a barber's rejection), called once
   * the booking is CANCELLED. Its open payment is cancelled here (a conditional update, the
   * booking's payment status following) and then at the gateway, outside any transaction;
   * should the gateway say the payer paid meanwhile, the sync records the money, which is then
   * refunded whole. Money the booking had already received by PIX or card goes back by core's
   * `getCancellationRefund` (decision 005). Never throws: the booking is cancelled whatever
   * happens here, and the sweep finishes what a failure leaves.
   */
  async settleEndedBooking(appointmentId: string): Promise<void> {
    try {
      const appointment = await this.appointments.findById(appointmentId);
      if (appointment?.status !== 'CANCELLED' && appointment?.status !== 'EXPIRED') return;
      const open = await this.repository.findOpenByAppointment(appointmentId);
      if (open) {
        const reason =
          appointment.cancellationFeeCents === null
            ? SHOP_REJECTED_REASON
            : CLIENT_CANCELLED_REASON;
        const cancelled = await this.applyState(open, {
          status: 'CANCELLED',
          failureReason: reason,
          cancellationReason: reason,
        });
        if (cancelled.status === 'CANCELLED') await this.cancelAtGateway([cancelled]);
      }
      await this.refundEndedBookings(appointmentId);
      // A wallet payment goes back to the wallet (modules/wallet; the sweep retries it too).
      await this.wallet?.bookings.refundEnded(appointmentId);
    } catch (error) {
      this.log.error({ err: error, appointmentId }, 'settling an ended booking failed');
    }
  }

  /**
   * Refunds the PIX and card payments that completed for bookings that have ended (one
   * booking's, or up to REFUND_BATCH of all: the sweep), by core's `getCancellationRefund`:
   * money that came late goes back whole; a client's cancellation keeps the policy's fee and
   * the method's refund fee; a rejection by the shop returns everything. A gateway failure is
   * logged and the claim released, so the next sweep tries again. Returns how many were
   * refunded.
   */
  async refundEndedBookings(appointmentId?: string): Promise<number> {
    const due = await this.repository.findRefundsDue(this.gateway.name, {
      ...(appointmentId ? { appointmentId } : {}),
      limit: REFUND_BATCH,
    });
    let count = 0;
    for (const { payment, appointment } of due) {
      const cause = refundCauseOf(payment, appointment);
      const figures = getCancellationRefund({
        cause,
        method: payment.method,
        paidCents: payment.amountCents,
        cancellationFeeCents: appointment.cancellationFeeCents,
      });
      try {
        await this.refundPayment(
          payment,
          { refunded: figures.refunded, fee: figures.refundFee },
          payment.refundReason ?? refundReasons[cause],
        );
        count += 1;
      } catch (error) {
        // Another refund of it (a parallel sweep, the shop's click) claimed it first.
        if (error instanceof AppError && error.statusCode === 409) continue;
        this.log.error(
          { err: error, paymentId: payment.id, appointmentId: appointment.id },
          'automatic refund failed; the sweep retries',
        );
      }
    }
    return count;
  }

  /**
   * Refunds `refunded` centavos of a COMPLETED payment, keeping `fee`. The refund is claimed
   * first, so two (a click and the sweep, two clicks) cannot both run; then the gateway; then
   * the payment becomes REFUNDED, the booking's payment too, and an active booking is
   * cancelled with the reason. 409 when it is not refundable (or claimed), 502 when the
   * gateway fails (the claim is released).
   */
  private async refundPayment(
    payment: PaymentRow,
    { refunded, fee }: { refunded: number; fee: number },
    reason: string,
  ): Promise<PaymentRow> {
    const id = payment.id;
    const now = this.now();
    const claimed = await this.repository.claimRefund(id, now);
    if (!claimed) throw conflict('PAYMENT_NOT_REFUNDABLE', errorMessages.paymentNotRefundable);
    if (payment.gateway !== 'shop' && refunded > 0) {
      try {
        if (!payment.gatewayPaymentId) throw new GatewayError('no gateway payment to refund');
        await this.gateway.refund(payment.gatewayPaymentId, refunded);
      } catch (error) {
        this.log.error({ err: error, paymentId: id }, 'gateway refund failed');
        await this.repository.releaseRefund(id);
        throw gatewayUnavailable(errorMessages.refundFailed);
      }
    }
    const updated = await this.db.transaction(async (tx) => {
      const repository = new PaymentsRepository(tx);
      const row = await repository.moveStatus(
        id,
        'REFUNDED',
        getPaymentStatusesBefore('REFUNDED'),
        {
          refundedAmountCents: refunded,
          refundFeeCents: fee,
          refundReason: reason,
          refundedAt: now,
        },
      );
      if (!row) return null;
      const appointment = await new AppointmentsRepository(tx).findById(row.appointmentId);
      if (appointment) {
        const cancelled = transition(appointment.status, 'cancel', {
          now,
          startsAt: appointment.startsAt,
        });
        await repository.updateAppointmentIf(appointment.id, appointment.status, {
          paymentStatus: 'REFUNDED',
          ...(cancelled.ok
            ? { status: cancelled.status, cancellationReason: reason, cancelledAt: now }
            : {}),
        });
      }
      return row;
    });
    if (!updated) throw conflict('PAYMENT_NOT_REFUNDABLE', errorMessages.paymentNotRefundable);
    this.log.info({ paymentId: id, refunded, fee }, 'payment refunded');
    return updated;
  }

  /** The methods the configured gateway takes, with labels and a shop's fee rates. */
  async methods(query: PaymentMethodsQuery): Promise<PaymentMethods> {
    // Without a shop, the rates every shop starts with (spec §9).
    const settings = query.barberShopId
      ? await this.repository.findShopSettings(query.barberShopId)
      : barbershopSettingsSchema.parse({});
    if (!settings) throw notFound(errorMessages.barbershopUnknown);
    const fees = getFeeTable(settings);
    const flows: Record<PaymentMethod, PaymentFlow[]> = {
      PIX: ['pix', 'checkout'],
      CREDIT_CARD: ['card', 'checkout'],
      DEBIT_CARD: ['card', 'checkout'],
      WALLET: ['wallet'],
      CASH: ['cash'],
    };
    return {
      gateway: this.gateway.name,
      publicKey: this.gateway.publicKey,
      data: paymentMethods.map((method) => ({
        method,
        id: method.toLowerCase(),
        label: getPaymentMethodLabel(method),
        // The wallet is paid from the client's Navalha balance (issue 6).
        available: method !== 'WALLET' || this.wallet !== undefined,
        flows: flows[method],
        feeBasisPoints: fees[method],
        feePercent: fees[method] / 100,
        refundFeeBasisPoints: REFUND_FEE_BASIS_POINTS[method],
        maxInstallments: method === 'CREDIT_CARD' ? MAX_INSTALLMENTS : 1,
      })),
    };
  }

  /** The sandbox tokenizer (`POST /payments/sandbox/card-tokens`). */
  async createSandboxCardToken(actor: AuthUser, body: CreateCardTokenBody): Promise<CardToken> {
    const sandbox = this.sandbox;
    if (!sandbox) throw AppError.notFound();
    const result = await sandbox.tokenizeCard(actor.userId, body);
    if (!result.ok) throw validationError(result.message, result.field);
    return result.token;
  }

  /**
   * A Mercado Pago notification: signature checked (401 and nothing else otherwise), recorded
   * by its event id (a replay stops here), then the payment's status is fetched from the
   * gateway, never read from the body. A failure to reach the gateway answers 502, so the
   * gateway retries, and leaves the event unprocessed for that retry.
   */
  async handleWebhook(request: Omit<WebhookRequest, 'now'>): Promise<void> {
    if (this.gateway.name !== 'mercadopago') throw AppError.notFound();
    const now = this.now();
    const verification = this.gateway.verifyWebhook({ ...request, now });
    if (!verification.ok) {
      this.log.warn({ reason: verification.reason }, 'webhook refused');
      throw new AppError(401, 'INVALID_WEBHOOK_SIGNATURE', errorMessages.invalidWebhookSignature);
    }
    if (verification.type !== 'payment' || !verification.gatewayPaymentId) return;
    const { event, fresh } = await this.repository.recordEvent({
      gateway: this.gateway.name,
      eventId: verification.eventId,
      type: verification.type,
      gatewayPaymentId: verification.gatewayPaymentId,
    });
    if (!fresh && event.processedAt) return;
    let remote: GatewayPayment;
    try {
      remote = await this.gateway.get(verification.gatewayPaymentId);
    } catch (error) {
      this.log.error({ err: error, eventId: event.eventId }, 'webhook: gateway get failed');
      throw gatewayUnavailable(errorMessages.gatewaySyncFailed);
    }
    const payment = await this.paymentOf(remote);
    if (payment) await this.applyState(payment, remote);
    else if (await this.wallet?.deposits.applyGatewayPayment(remote)) {
      // A wallet deposit's PIX: credited once by modules/wallet.
    } else this.log.warn({ gatewayPaymentId: remote.gatewayPaymentId }, 'webhook: unknown payment');
    await this.repository.markEventProcessed(event.id, now);
  }

  /**
   * The sandbox bank page's decision: the sandbox records it, our payment learns it as from a
   * webhook (through the gateway's `get`), and the payer is sent back the way Mercado Pago
   * sends them. Deciding twice changes nothing and returns to the same place.
   */
  async decideSandbox(
    gatewayPaymentId: string,
    decision: SandboxDecision,
  ): Promise<SandboxDecisionResult> {
    const sandbox = this.sandbox;
    if (!sandbox) throw AppError.notFound();
    const row = await sandbox.decide(gatewayPaymentId, decision);
    if (!row) throw paymentNotFound();
    const payment = await this.repository.findByGatewayPaymentId('sandbox', gatewayPaymentId);
    if (payment) await this.syncQuietly(payment);
    // A wallet deposit's PIX: credited, and the payer goes back to the wallet.
    const depositReturn = payment
      ? null
      : await this.wallet?.deposits.onSandboxDecision(gatewayPaymentId);
    return { row, callbackUrl: depositReturn ?? sandboxCallbackUrl(row) };
  }

  /**
   * A sandbox payment for the sandbox pages (public, by the gateway's id), or null: no such
   * payment, or the gateway is not the sandbox.
   */
  async findSandboxPayment(gatewayPaymentId: string): Promise<SandboxPaymentRow | null> {
    return (await this.sandbox?.find(gatewayPaymentId)) ?? null;
  }

  /**
   * The expiry sweep (ARCHITECTURE §7), safe with many instances: conditional updates claim
   * each row once. Online payments unpaid after 30 minutes are cancelled, and so are open
   * payments of bookings that have ended (a cancel hook that did not finish); PENDING bookings
   * to be paid online (PIX, credit or debit card) made 30 minutes ago with nothing paid or
   * payable become EXPIRED, which frees their slot (the no-double-booking constraint covers
   * only PENDING and CONFIRMED). The gateway is told afterwards, outside the transaction; then
   * money owed back for ended bookings is refunded (decision 005).
   */
  async expireUnpaid(now: Date = this.now()): Promise<{
    cancelledPayments: number;
    expiredAppointments: number;
    refundedPayments: number;
  }> {
    const expired = transition('PENDING', 'expire', { now, startsAt: now });
    if (!expired.ok) throw new Error('core no longer lets PENDING expire');
    const { cancelled, appointmentIds } = await this.db.transaction(async (tx) => {
      const repository = new PaymentsRepository(tx);
      const cancelled = [
        ...(await repository.expirePending(now, EXPIRED_REASON)),
        ...(await repository.cancelOpenOfEndedAppointments(ENDED_REASON)),
      ];
      for (const payment of cancelled) {
        await repository.setAppointmentPaymentStatus(
          payment.appointmentId,
          'CANCELLED',
          ['PENDING', 'PROCESSING', 'FAILED'],
          { unlessOtherPaymentThan: payment.id },
        );
      }
      const appointmentIds = await repository.expireUnpaidOnlineAppointments(
        getUnpaidBookingCutoff(now),
        now,
        expired.status,
      );
      return { cancelled, appointmentIds };
    });
    await this.cancelAtGateway(cancelled);
    const refundedPayments = await this.refundEndedBookings();
    const result = {
      cancelledPayments: cancelled.length,
      expiredAppointments: appointmentIds.length,
      refundedPayments,
    };
    if (cancelled.length > 0 || appointmentIds.length > 0 || refundedPayments > 0) {
      this.log.info(result, 'payment sweep');
    }
    return result;
  }

  /**
   * Step 1 of a create: the idempotency key, the booking (the client's own, payable), the
   * amount (the booking's total for that method, repriced by core when the method changes),
   * the booking's open payment (under review: refused; an unexpired code of the same kind
   * and amount: reused), then one short transaction that cancels a PENDING attempt, moves the
   * booking to this method's figures and writes the new row.
   */
  private async reserve(
    actor: AuthUser,
    appointmentId: string,
    key: string | null,
    plan: (appointment: AppointmentRecord) => Attempt,
  ): Promise<Reserved> {
    if (key) {
      const existing = await this.repository.findByIdempotencyKey(actor.userId, key);
      if (existing) return { fresh: false, payment: await this.replay(existing, appointmentId) };
    }
    const appointment = await this.appointments.findById(appointmentId);
    if (appointment?.clientId !== actor.userId) throw appointmentNotFound();
    assertPayable(appointment);
    const attempt = plan(appointment);
    const totals = totalsFor(appointment, attempt.method);
    if (attempt.amountCents !== totals.total) {
      throw new AppError(
        409,
        'PAYMENT_AMOUNT_MISMATCH',
        errorMessages.paymentAmountMismatch,
        'amount',
      ).withDetails({ ...totals });
    }

    let open = await this.repository.findOpenByAppointment(appointmentId);
    if (open && !open.submittedAt) open = await this.settle(open);
    if (open?.status === 'PROCESSING') throw paymentInProgress();
    if (open && isReusable(open, attempt, this.now())) return { fresh: false, payment: open };

    const title = await this.describe(appointment);
    const now = this.now();
    const values: NewPaymentRow = {
      appointmentId,
      clientId: actor.userId,
      barbershopId: appointment.barbershopId,
      method: attempt.method,
      flow: attempt.flow,
      status: 'PENDING',
      amountCents: attempt.amountCents,
      gateway: attempt.flow === 'cash' ? 'shop' : this.gateway.name,
      installments: attempt.installments,
      description: attempt.description ?? title,
      idempotencyKey: key,
      expiresAt: attempt.flow === 'cash' ? null : getPaymentExpiry(now),
      submittedAt: attempt.flow === 'cash' ? now : null,
    };
    try {
      const { payment, replaced } = await this.db.transaction(async (tx) => {
        const repository = new PaymentsRepository(tx);
        const replaced = await repository.cancelSubmittedPending(appointmentId, REPLACED_REASON);
        const updated = await repository.updatePayableAppointment(appointmentId, {
          paymentStatus: 'PENDING',
          ...(appointment.paymentMethod === attempt.method
            ? {}
            : {
                paymentMethod: attempt.method,
                paymentFeeCents: totals.paymentFee,
                totalCents: totals.total,
              }),
        });
        if (!updated) {
          throw conflict('APPOINTMENT_NOT_PAYABLE', errorMessages.appointmentNotPayable);
        }
        return { payment: await repository.insert(values), replaced };
      });
      await this.cancelAtGateway(replaced);
      return { fresh: true, payment, appointment, title };
    } catch (error) {
      // A parallel request got there first (its row holds the key, or it has paid the booking
      // already): with the same key, its payment is ours.
      if (key) {
        const existing = await this.repository.findByIdempotencyKey(actor.userId, key);
        if (existing) return { fresh: false, payment: await this.replay(existing, appointmentId) };
      }
      if (error instanceof AppError && error.code === 'APPOINTMENT_NOT_PAYABLE') {
        const current = await this.appointments.findById(appointmentId);
        if (current) assertPayable(current);
        throw error;
      }
      if (getPgErrorCode(error) !== pgErrorCodes.uniqueViolation) throw error;
      const current = await this.repository.findOpenByAppointment(appointmentId);
      if (current) {
        const settled = await this.settle(current);
        if (isReusable(settled, attempt, this.now())) return { fresh: false, payment: settled };
      }
      throw paymentInProgress();
    }
  }

  /** The first payment of an idempotency key, once its gateway has answered. */
  private async replay(existing: PaymentRow, appointmentId: string): Promise<PaymentRow> {
    if (existing.appointmentId !== appointmentId) {
      throw conflict('IDEMPOTENCY_KEY_REUSED', errorMessages.idempotencyKeyReused);
    }
    return this.settle(existing);
  }

  /** Waits (a few seconds at most) for a payment another request is submitting. */
  private async settle(payment: PaymentRow): Promise<PaymentRow> {
    let current = payment;
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    while (current.submittedAt === null && current.status === 'PENDING' && Date.now() < deadline) {
      await sleep(SETTLE_POLL_MS);
      current = (await this.repository.findById(payment.id)) ?? current;
    }
    return current;
  }

  private async submitPix(
    reserved: Extract<Reserved, { fresh: true }>,
    actor: AuthUser,
  ): Promise<PaymentRow> {
    const { payment, appointment, title } = reserved;
    const charge = await this.chargeInput(payment, appointment, title, actor);
    let result: GatewayPayment;
    try {
      result = await this.gateway.createPix({
        ...charge,
        receiver: await this.receiverOf(appointment),
      });
    } catch (error) {
      return this.failSubmission(payment, error);
    }
    return this.recordAndApply(
      payment,
      {
        gatewayPaymentId: result.gatewayPaymentId,
        qrCode: result.qrCode,
        qrCodeBase64: result.qrCodeBase64,
        paymentUrl: result.ticketUrl,
        transactionId: result.transactionId,
      },
      result,
    );
  }

  private async submitCheckout(
    reserved: Extract<Reserved, { fresh: true }>,
    actor: AuthUser,
  ): Promise<PaymentRow> {
    const { payment, appointment, title } = reserved;
    const charge = await this.chargeInput(payment, appointment, title, actor);
    let preference: Awaited<ReturnType<PaymentGateway['createPreference']>>;
    try {
      preference = await this.gateway.createPreference({
        ...charge,
        method: payment.method,
        receiver: await this.receiverOf(appointment),
      });
    } catch (error) {
      return this.failSubmission(payment, error);
    }
    return this.recordAndApply(
      payment,
      {
        preferenceId: preference.preferenceId,
        paymentUrl: preference.paymentUrl,
        gatewayPaymentId: preference.payment?.gatewayPaymentId ?? null,
        qrCode: preference.payment?.qrCode ?? null,
        qrCodeBase64: preference.payment?.qrCodeBase64 ?? null,
      },
      preference.payment,
    );
  }

  /**
   * Step 3 of a create: the gateway's answer on the row and, when it has decided (paid,
   * refused, under review), that status with its consequences, in one transaction, so that a
   * replay of the idempotency key never reads the answer without its outcome.
   */
  private async recordAndApply(
    payment: PaymentRow,
    values: Partial<NewPaymentRow>,
    state: PaymentState | null,
  ): Promise<PaymentRow> {
    const submission = { ...values, submittedAt: this.now() };
    const recorded =
      state && state.status !== 'PENDING'
        ? await this.applyState(payment, state, submission)
        : ((await this.repository.recordSubmission(payment.id, submission)) ??
          (await this.reload(payment.id)));
    if (
      recorded.status === 'CANCELLED' &&
      (state?.status === 'PENDING' || state?.status === 'PROCESSING')
    ) {
      // The booking ended while the gateway was creating the charge: it must not stay payable.
      await this.cancelAtGateway([recorded]);
      return this.reload(payment.id);
    }
    return recorded;
  }

  /**
   * The gateway refused or could not be reached: the attempt fails (its key is freed, so the
   * same key may try again) and the client reads why.
   */
  private async failSubmission(payment: PaymentRow, error: unknown): Promise<never> {
    const tokenRefused = error instanceof CardTokenError;
    const reason = tokenRefused ? errorMessages.invalidCardToken : errorMessages.gatewayUnavailable;
    if (!tokenRefused) {
      this.log.error({ err: error, paymentId: payment.id }, 'payment gateway create failed');
    }
    const abandoned = await this.repository.recordSubmission(payment.id, {
      submittedAt: this.now(),
      idempotencyKey: null,
    });
    await this.applyState(abandoned ?? payment, { status: 'FAILED', failureReason: reason });
    if (tokenRefused) {
      throw new AppError(400, 'INVALID_CARD_TOKEN', errorMessages.invalidCardToken, 'cardToken');
    }
    if (error instanceof GatewayError) throw gatewayUnavailable();
    throw error;
  }

  /**
   * Moves a payment to the state a gateway (or the shop) reports, if core's transitions allow
   * it from where it is, and the booking with it, in one short transaction:
   * - COMPLETED: the booking's payment is COMPLETED, and a PENDING booking is confirmed
   *   (core's `confirm`); a booking no longer active keeps its status, and the money, marked
   *   late, is refunded whole once the transaction is over (decision 005);
   * - PROCESSING: the booking's payment is PROCESSING (a card under review);
   * - FAILED, CANCELLED: the booking's payment says so, unless another attempt is open or
   *   paid; the booking itself stays PENDING so the client may try again;
   * - REFUNDED (a refund or chargeback at the gateway): the booking's payment is REFUNDED.
   * `submission`, a create's gateway answer, is written in the same transaction.
   * Returns the payment as it now is.
   */
  private async applyState(
    payment: PaymentRow,
    state: PaymentState,
    submission?: Partial<NewPaymentRow> & { submittedAt: Date },
  ): Promise<PaymentRow> {
    const now = this.now();
    const to = state.status;
    const moved = await this.db.transaction(async (tx) => {
      const repository = new PaymentsRepository(tx);
      // A create's gateway answer is written with its outcome (step 3 of a create).
      if (submission) await repository.recordSubmission(payment.id, submission);
      const row = await repository.moveStatus(payment.id, to, getPaymentStatusesBefore(to), {
        ...(to === 'COMPLETED' ? { paidAt: now, failureReason: null } : {}),
        ...(to === 'FAILED' || to === 'CANCELLED' ? { failureReason: state.failureReason } : {}),
        ...(state.transactionId ? { transactionId: state.transactionId } : {}),
        ...(state.cancellationReason ? { cancellationReason: state.cancellationReason } : {}),
      });
      if (!row) return null;
      const late = await this.followOnAppointment(tx, row, now);
      return { row, late };
    });
    if (!moved) return this.reload(payment.id);
    this.log.info(
      { paymentId: moved.row.id, from: payment.status, to: moved.row.status },
      'payment status changed',
    );
    if (!moved.late) return moved.row;
    // Money for a booking that has ended: it goes straight back (the sweep retries a failure).
    await this.refundEndedBookings(moved.row.appointmentId);
    return this.reload(payment.id);
  }

  /**
   * The booking's side of a payment's new status, in the payment's transaction. True when the
   * money came for a booking no longer active: it is marked for a refund, which the caller
   * makes once the transaction is over.
   */
  private async followOnAppointment(tx: Db, payment: PaymentRow, now: Date): Promise<boolean> {
    const repository = new PaymentsRepository(tx);
    const id = payment.appointmentId;
    switch (payment.status) {
      case 'COMPLETED': {
        // A compare-and-set on the booking's status: should a cancellation land between the
        // read and the write, the booking is read again and the money is seen as late.
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const appointment = await new AppointmentsRepository(tx).findById(id);
          if (!appointment) return false;
          const active = appointment.status === 'PENDING' || appointment.status === 'CONFIRMED';
          const confirmed =
            appointment.status === 'PENDING'
              ? transition('PENDING', 'confirm', { now, startsAt: appointment.startsAt })
              : null;
          // The transaction holds the row from here: a concurrent writer waits for us.
          const updated = await repository.updateAppointmentIf(id, appointment.status, {
            paymentStatus: 'COMPLETED',
            paymentMethod: payment.method,
            ...(confirmed?.ok ? { status: confirmed.status } : {}),
          });
          if (!updated) continue;
          if (active) await notifyAppointment(tx, id, 'pay');
          if (active) return false;
          this.log.warn(
            { paymentId: payment.id, appointmentId: id, status: appointment.status },
            'payment received for a booking no longer active: refunding it',
          );
          await repository.markLatePayment(payment.id, refundReasons.late);
          return true;
        }
        throw new Error(`booking ${id} kept changing while its payment completed`);
      }
      case 'PROCESSING':
        await repository.setAppointmentPaymentStatus(id, 'PROCESSING', [
          'PENDING',
          'FAILED',
          'CANCELLED',
        ]);
        return false;
      case 'FAILED':
      case 'CANCELLED':
        await repository.setAppointmentPaymentStatus(
          id,
          payment.status,
          ['PENDING', 'PROCESSING', 'FAILED', 'CANCELLED'],
          { unlessOtherPaymentThan: payment.id },
        );
        return false;
      case 'REFUNDED':
        await repository.setAppointmentPaymentStatus(id, 'REFUNDED', ['COMPLETED']);
        return false;
      case 'PENDING':
        return false;
    }
  }

  /** The gateway's current status applied to our payment (502 when it cannot be asked). */
  private async sync(payment: PaymentRow, hint?: string): Promise<PaymentRow> {
    if (payment.gateway !== this.gateway.name) return payment;
    const gatewayPaymentId = payment.gatewayPaymentId ?? hint;
    if (!gatewayPaymentId) return payment;
    let remote: GatewayPayment;
    try {
      remote = await this.gateway.get(gatewayPaymentId);
    } catch (error) {
      this.log.error({ err: error, paymentId: payment.id }, 'gateway sync failed');
      throw gatewayUnavailable(errorMessages.gatewaySyncFailed);
    }
    let current = payment;
    if (!payment.gatewayPaymentId) {
      // Only a hosted checkout learns its gateway payment late, and only one for this booking.
      if (payment.flow !== 'checkout' || remote.externalReference !== payment.appointmentId) {
        return payment;
      }
      current =
        (await this.repository.attachGatewayPaymentId(payment.id, remote.gatewayPaymentId)) ??
        (await this.reload(payment.id));
      if (current.gatewayPaymentId !== remote.gatewayPaymentId) return current;
    }
    return this.applyState(current, remote);
  }

  /** `sync` for the sandbox pages and cancellations: a failure is logged, not raised. */
  private async syncQuietly(payment: PaymentRow): Promise<PaymentRow> {
    try {
      return await this.sync(payment);
    } catch (error) {
      this.log.warn({ err: error, paymentId: payment.id }, 'sync failed');
      return payment;
    }
  }

  /** Our payment for a gateway payment: by its id, or the booking's hosted checkout. */
  private async paymentOf(remote: GatewayPayment): Promise<PaymentRow | null> {
    const gateway = this.gateway.name;
    const known = await this.repository.findByGatewayPaymentId(gateway, remote.gatewayPaymentId);
    if (known) return known;
    if (!remote.externalReference) return null;
    const checkout = await this.repository.findCheckoutAwaitingPayment(
      remote.externalReference,
      gateway,
    );
    if (!checkout) return null;
    return (
      (await this.repository.attachGatewayPaymentId(checkout.id, remote.gatewayPaymentId)) ??
      this.repository.findByGatewayPaymentId(gateway, remote.gatewayPaymentId)
    );
  }

  /** Tells the gateway about payments we cancelled; it refusing is logged, not raised. */
  private async cancelAtGateway(cancelled: readonly PaymentRow[]): Promise<void> {
    for (const payment of cancelled) {
      if (payment.gateway !== this.gateway.name || !payment.gatewayPaymentId) continue;
      try {
        await this.gateway.cancel(payment.gatewayPaymentId);
      } catch (error) {
        this.log.warn({ err: error, paymentId: payment.id }, 'gateway cancel failed; syncing');
        await this.syncQuietly(payment);
      }
    }
  }

  private async chargeInput(
    payment: PaymentRow,
    appointment: AppointmentRecord,
    title: string,
    actor: AuthUser,
  ): Promise<GatewayChargeInput> {
    const payer = await this.repository.findPayer(actor.userId);
    return {
      reference: payment.id,
      externalReference: appointment.id,
      amountCents: payment.amountCents,
      title,
      description: payment.description ?? title,
      payer: {
        userId: actor.userId,
        email: payer?.email ?? 'cliente@navalha.dev',
        name: payer?.name ?? 'Cliente',
      },
      expiresAt: payment.expiresAt ?? getPaymentExpiry(this.now()),
    };
  }

  private async receiverOf(appointment: AppointmentRecord): Promise<PixReceiver> {
    const shop = await this.repository.findShop(appointment.barbershopId);
    const { settings } = appointment;
    return getPixReceiver({
      pixKey: settings.pixKey,
      pixMerchantName: settings.pixMerchantName,
      pixMerchantCity: settings.pixMerchantCity,
      shopName: shop?.name ?? 'Navalha',
      address: shop?.address ?? '',
    });
  }

  /** 'Corte de cabelo + Barba — 04/05/2026 às 09:00': the item the payer sees. */
  private async describe(appointment: AppointmentRecord): Promise<string> {
    const services = await this.appointments.findServicesOf([appointment.id]);
    const names = services.map((service) => service.name).join(' + ') || 'Agendamento';
    const when = formatDateTime(appointment.startsAt, appointment.timeZone);
    return `${names} — ${when}`.slice(0, 200);
  }

  private async statusOf(payment: PaymentRow): Promise<PaymentStatusResult> {
    const appointment = await this.appointments.findById(payment.appointmentId);
    if (!appointment) throw paymentNotFound();
    return toPaymentStatusResult(payment, appointment);
  }

  private async reload(id: string): Promise<PaymentRow> {
    const row = await this.repository.findById(id);
    if (!row) throw paymentNotFound();
    return row;
  }

  /** The payment if the actor may see it: the client's own, or their shop's for staff. */
  private async visible(actor: AuthUser, id: string): Promise<PaymentRow> {
    const payment = await this.repository.findById(id);
    if (!payment || !canSee(actor, payment)) throw paymentNotFound();
    return payment;
  }

  /** The payment if the actor manages its shop (ADMIN/OWNER). */
  private async managed(actor: AuthUser, id: string): Promise<PaymentRow> {
    const payment = await this.repository.findById(id);
    const manages =
      (actor.role === 'ADMIN' || actor.role === 'OWNER') &&
      actor.barbershopId !== null &&
      payment?.barbershopId === actor.barbershopId;
    if (!payment || !manages) throw paymentNotFound();
    return payment;
  }
}

/** A booking can be paid while active and not paid, refunded or under review. */
function assertPayable(appointment: AppointmentRecord): void {
  if (appointment.status !== 'PENDING' && appointment.status !== 'CONFIRMED') {
    throw conflict('APPOINTMENT_NOT_PAYABLE', errorMessages.appointmentNotPayable);
  }
  switch (appointment.paymentStatus) {
    case 'COMPLETED':
      throw conflict('ALREADY_PAID', errorMessages.alreadyPaid);
    case 'REFUNDED':
      throw conflict('APPOINTMENT_NOT_PAYABLE', errorMessages.appointmentNotPayable);
    case 'PROCESSING':
      throw paymentInProgress();
    default:
  }
}

/**
 * The booking's figures for a method: as stored when it is the booked one (the price agreed at
 * booking stands), otherwise repriced by core (same subtotal and discount, that method's fee).
 */
function totalsFor(appointment: AppointmentRecord, method: PaymentMethod): OrderTotals {
  if (appointment.paymentMethod === method) {
    return {
      subtotal: appointment.subtotalCents,
      discount: appointment.discountCents,
      paymentFee: appointment.paymentFeeCents,
      total: appointment.totalCents,
    };
  }
  return repriceForMethod(
    { subtotal: appointment.subtotalCents, discount: appointment.discountCents },
    method,
    getFeeTable(appointment.settings),
  );
}

/**
 * Why a paid booking that ended gives its money back: late (marked when the money came after
 * the end, or an expired booking, which had nothing paid), the client's cancellation (the
 * policy's fee was recorded on the booking), or the shop's decision (rejected: no fee).
 */
function refundCauseOf(payment: PaymentRow, appointment: AppointmentRow): CancellationRefundCause {
  if (payment.refundReason !== null || appointment.status === 'EXPIRED') return 'late';
  return appointment.cancellationFeeCents === null ? 'shop' : 'client';
}

function canSee(actor: AuthUser, row: { clientId: string; barbershopId: string }): boolean {
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

/**
 * Where Mercado Pago sends the payer back (spec §4 "Callback"): `/payment/callback` with
 * collection_status and status ('approved', 'rejected', 'pending' …), payment_id,
 * external_reference (the booking) and preference_id, among its usual parameters.
 */
export function sandboxCallbackUrl(row: SandboxPaymentRow): string {
  const params = new URLSearchParams({
    collection_id: row.id,
    collection_status: row.status,
    payment_id: row.id,
    status: row.status,
    external_reference: row.externalReference,
    payment_type: row.method === 'PIX' ? 'bank_transfer' : row.method.toLowerCase(),
    merchant_order_id: 'null',
    preference_id: row.preferenceId ?? 'null',
    site_id: 'MLB',
    processing_mode: 'aggregator',
    merchant_account_id: 'null',
  });
  return `/payment/callback?${params.toString()}`;
}

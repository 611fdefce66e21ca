import { isFrontDesk } from '@navalha/core/domain/auth/roles';
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
import { MAX_INSTALLMENTS } from '@navalha/core/domain/payments/card-form';
import { REFUND_FEE_BASIS_POINTS, refundFee } from '@navalha/core/domain/payments/fees';
import { cancellationReasons } from '@navalha/core/domain/payments/gateway-status';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import {
  getPaymentMethodLabel,
  paymentMethods,
} from '@navalha/core/domain/payments/payment-method';
import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { NewPaymentRow, PaymentRow } from '../../db/schema/payments.js';
import type { SandboxPaymentRow } from '../../db/schema/sandbox-payments.js';
import { AppError, notFound, validationError } from '../../errors/app-error.js';
import type { PaymentGateway, WebhookRequest } from '../../gateways/payment-gateway.js';
import type { SandboxGateway } from '../../gateways/sandbox.js';
import type { SandboxDecision } from '../../gateways/sandbox.js';
import type { AuthUser } from '../auth/auth-user.js';
import { bookingReadsOf } from '../appointments/booking-lifecycle.js';
import type { BookingReads } from '../appointments/booking-lifecycle.js';
import { getFeeTable } from '@navalha/core/domain/payments/fee-table';
import type { WalletService } from '../wallet/wallet.service.js';
import { PaymentCreation } from './payment-creation.js';
import type { CreateResult } from './payment-creation.js';
import { paymentAudit } from './payment-audit.js';
import { PaymentEndings } from './payment-endings.js';
import { GatewayNotices } from './payment-notices.js';
import type { SandboxDecisionResult } from './payment-notices.js';
import { PaymentStates } from './payment-states.js';
import { toPaymentDto } from './payments.dto.js';
import { PaymentsRepository } from './payments.repository.js';
import { WalletPayments } from './wallet-payments.js';
import { canSee } from './payment-access.js';
import { appointmentNotFound, conflict, paymentNotFound } from './payment-errors.js';
import type { PaymentsContext } from './payments-context.js';

export type { CreateResult } from './payment-creation.js';
export type { SandboxDecisionResult } from './payment-notices.js';
export { sandboxCallbackUrl } from './payment-notices.js';

export interface PaymentsServiceOptions {
  db: Db;
  gateway: PaymentGateway;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The wallet (issue 6): pays bookings, keeps saved cards, owns PIX deposits. */
  wallet?: WalletService;
}

/**
 * Payments (architecture §6), the one service the routes, the sweep and the appointments'
 * cancel hook call. Its work is done by cohesive parts: creating payments
 * (payment-creation.ts), moving their status (payment-states.ts), what happens when payments
 * or bookings end — refunds, the cancel hook, the expiry sweep (payment-endings.ts) — and
 * what gateways tell us (payment-notices.ts). Here: reading, the shop's actions, and who may
 * do what.
 */
export class PaymentsService {
  private readonly gateway: PaymentGateway;
  private readonly repository: PaymentsRepository;
  private readonly appointments: BookingReads;
  private readonly log: FastifyBaseLogger;
  private readonly wallet: WalletService | undefined;
  private readonly walletPayments: WalletPayments | undefined;
  private readonly states: PaymentStates;
  private readonly creation: PaymentCreation;
  private readonly endings: PaymentEndings;
  private readonly notices: GatewayNotices;

  constructor(options: PaymentsServiceOptions) {
    const context: PaymentsContext = {
      db: options.db,
      gateway: options.gateway,
      now: options.now,
      log: options.log,
      repository: new PaymentsRepository(options.db),
      appointments: bookingReadsOf(options.db),
      wallet: options.wallet,
      walletPayments: options.wallet
        ? new WalletPayments({
            db: options.db,
            now: options.now,
            log: options.log,
            wallet: options.wallet,
          })
        : undefined,
    };
    this.gateway = context.gateway;
    this.repository = context.repository;
    this.appointments = context.appointments;
    this.log = context.log;
    this.wallet = context.wallet;
    this.walletPayments = context.walletPayments;
    this.states = new PaymentStates(context, (appointmentId) =>
      this.endings.refundEndedBookings(appointmentId),
    );
    this.creation = new PaymentCreation(context, this.states);
    this.endings = new PaymentEndings(context, this.states);
    this.notices = new GatewayNotices(context, this.states);
  }

  /** The sandbox gateway, or null when another one is configured. */
  private get sandbox(): SandboxGateway | null {
    return this.gateway.sandbox ?? null;
  }

  createPix(
    actor: AuthUser,
    body: CreatePixPaymentBody,
    key: string | null,
  ): Promise<CreateResult<Payment>> {
    return this.creation.createPix(actor, body, key);
  }

  createCard(
    actor: AuthUser,
    body: CreateCardPaymentBody,
    key: string | null,
  ): Promise<CreateResult<CardPaymentResult>> {
    return this.creation.createCard(actor, body, key);
  }

  createPreference(
    actor: AuthUser,
    body: CreatePreferenceBody,
    key: string | null,
  ): Promise<CreateResult<PreferenceResult>> {
    return this.creation.createPreference(actor, body, key);
  }

  create(
    actor: AuthUser,
    body: CreatePaymentBody,
    key: string | null,
  ): Promise<CreateResult<Payment>> {
    return this.creation.create(actor, body, key);
  }

  /** The shop received the cash: the payment completes and the booking is confirmed. */
  async confirmCash(actor: AuthUser, id: string): Promise<Payment> {
    const payment = await this.managed(actor, id);
    if (payment.method !== 'CASH' || payment.status !== 'PENDING') {
      throw conflict('INVALID_PAYMENT_STATE', errorMessages.paymentNotConfirmable);
    }
    const updated = await this.states.applyState(
      payment,
      { status: 'COMPLETED', failureReason: null },
      undefined,
      paymentAudit(actor, 'payment.confirm_cash', payment),
    );
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
    const cancelled = await this.states.applyState(
      payment,
      {
        status: 'CANCELLED',
        failureReason: reason,
        ...(reason ? { cancellationReason: reason } : {}),
      },
      undefined,
      paymentAudit(actor, 'payment.cancel', payment),
    );
    if (cancelled.status !== 'CANCELLED') {
      throw conflict('INVALID_PAYMENT_STATE', errorMessages.paymentNotPending);
    }
    if (cancelled.gateway !== 'shop' && cancelled.gatewayPaymentId) {
      try {
        await this.gateway.cancel(cancelled.gatewayPaymentId);
      } catch (error) {
        this.log.warn({ err: error, paymentId: id }, 'gateway refused the cancellation; syncing');
        return toPaymentDto(await this.states.syncQuietly(cancelled));
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
    return this.states.statusOf(await this.states.sync(payment));
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
    return this.states.statusOf(await this.visible(actor, id));
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
    return this.states.statusOf(await this.states.sync(payment, gatewayPaymentId));
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
    // The wallet's money goes back to the wallet, less its refund fee (wallet-payments.ts).
    const audit = paymentAudit(actor, 'payment.refund', payment);
    if (payment.method === 'WALLET' && this.walletPayments) {
      return toPaymentDto(await this.walletPayments.refundByShop(payment, reason, audit));
    }
    const fee = refundFee(payment.method, payment.amountCents);
    const refunded = await this.endings.refundPayment(
      payment,
      { refunded: payment.amountCents - fee, fee },
      reason,
      audit,
    );
    return toPaymentDto(refunded);
  }

  /** The cancel hook of a cancelled or rejected booking (payment-endings.ts). */
  settleEndedBooking(appointmentId: string): Promise<void> {
    return this.endings.settleEndedBooking(appointmentId);
  }

  /** Refunds the money of bookings that ended (payment-endings.ts). */
  refundEndedBookings(appointmentId?: string): Promise<number> {
    return this.endings.refundEndedBookings(appointmentId);
  }

  /**
   * Gives back the wallet payments of bookings that have ended and that a crash left
   * unrefunded (the wallet's sweep runs it). Returns how many.
   */
  refundEndedWalletPayments(): Promise<number> {
    return this.walletPayments?.refundEnded() ?? Promise.resolve(0);
  }

  /**
   * A cash booking's payment, waiting at the shop, as one SQL statement: the booking's insert
   * writes it in the same statement (appointments.repository.ts `insertBooking`).
   */
  cashPaymentWrite(values: NewPaymentRow): SQL {
    return this.repository.insertStatement(values);
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

  /** A Mercado Pago notification (payment-notices.ts). */
  handleWebhook(request: Omit<WebhookRequest, 'now'>): Promise<void> {
    return this.notices.handleWebhook(request);
  }

  /** The sandbox bank page's decision (payment-notices.ts). */
  decideSandbox(
    gatewayPaymentId: string,
    decision: SandboxDecision,
  ): Promise<SandboxDecisionResult> {
    return this.notices.decideSandbox(gatewayPaymentId, decision);
  }

  /** A sandbox payment for the sandbox pages, or null (payment-notices.ts). */
  findSandboxPayment(gatewayPaymentId: string): Promise<SandboxPaymentRow | null> {
    return this.notices.findSandboxPayment(gatewayPaymentId);
  }

  /** The expiry sweep (payment-endings.ts). */
  expireUnpaid(now?: Date): ReturnType<PaymentEndings['expireUnpaid']> {
    return this.endings.expireUnpaid(now);
  }

  /** The payment if the actor may see it: the client's own, or their shop's for staff. */
  private async visible(actor: AuthUser, id: string): Promise<PaymentRow> {
    const payment = await this.repository.findById(id);
    if (!payment || !canSee(actor, payment)) throw paymentNotFound();
    return payment;
  }

  /**
   * The payment if the actor runs its shop's desk (ADMIN/OWNER/RECEPTION); which of them may
   * call each route the route table says (issue 17 §4).
   */
  private async managed(actor: AuthUser, id: string): Promise<PaymentRow> {
    const payment = await this.repository.findById(id);
    const manages =
      isFrontDesk(actor.role) &&
      actor.barbershopId !== null &&
      payment?.barbershopId === actor.barbershopId;
    if (!payment || !manages) throw paymentNotFound();
    return payment;
  }
}

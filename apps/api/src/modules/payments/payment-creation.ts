import type {
  CardPaymentResult,
  CreateCardPaymentBody,
  CreatePaymentBody,
  CreatePixPaymentBody,
  CreatePreferenceBody,
  Payment,
  PaymentFlow,
  PreferenceResult,
} from '@navalha/core/contracts/payments';
import { errorMessages } from '@navalha/core/contracts/errors';
import { walletMessages } from '@navalha/core/contracts/wallet';
import { getPaymentExpiry } from '@navalha/core/domain/payments/payment-expiry';
import { getPixReceiver } from '@navalha/core/domain/payments/pix-receiver';
import type { NewPaymentRow, PaymentRow } from '../../db/schema/payments.js';
import { AppError, notFound, validationError } from '../../errors/app-error.js';
import { CardTokenError, GatewayError } from '../../gateways/payment-gateway.js';
import type {
  GatewayChargeInput,
  GatewayPayment,
  PaymentGateway,
  PixReceiver,
} from '../../gateways/payment-gateway.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { AppointmentRecord } from '../appointments/booking-lifecycle.js';
import type { PaymentStates } from './payment-states.js';
import { toCardPaymentResult, toPaymentDto, toPreferenceResult } from './payments.dto.js';
import { gatewayUnavailable, unsupportedMethod } from './payment-errors.js';
import type { PaymentState, PaymentsContext } from './payments-context.js';
import { PaymentReservation } from './payment-reservation.js';
import type { Reserved } from './payment-reservation.js';

export interface CreateResult<T> {
  result: T;
  /** False when an earlier payment was returned (same idempotency key, or reused). */
  created: boolean;
}

/**
 * Creating payments (spec §7 `pix/create`, `card/create`, `create-preference`, `create`). A
 * create is three short steps, so that no transaction waits on the network: (1) checks and a
 * reservation row written in one short transaction, (2) the gateway call, (3) its answer
 * written with the booking's consequences in another one.
 */
export class PaymentCreation {
  private readonly reservation: PaymentReservation;

  private readonly context: PaymentsContext;
  private readonly states: PaymentStates;

  constructor(deps: PaymentsContext & { states: PaymentStates }) {
    this.context = deps;
    this.states = deps.states;
    this.reservation = new PaymentReservation(deps);
  }

  async createPix(
    actor: AuthUser,
    body: CreatePixPaymentBody,
    key: string | null,
  ): Promise<CreateResult<Payment>> {
    const reserved = await this.reservation.reserve(actor, body.appointmentId, key, () => ({
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
    const savedCard = body.savedCardId ? await this.savedCard(actor, body) : undefined;
    const reserved = await this.reservation.reserve(
      actor,
      body.appointmentId,
      key,
      (appointment) => {
        const booked = appointment.paymentMethod;
        const method =
          body.method ??
          (savedCard?.methodType === 'debit_card' ? 'DEBIT_CARD' : undefined) ??
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
      },
    );
    if (!reserved.fresh) return { result: toCardPaymentResult(reserved.payment), created: false };
    const { payment, appointment, title, gateway } = reserved;
    const charge = await this.chargeInput(payment, appointment, title, actor);
    let result: GatewayPayment;
    try {
      result = await gateway.createCard({
        ...charge,
        method: payment.method === 'DEBIT_CARD' ? 'DEBIT_CARD' : 'CREDIT_CARD',
        token: body.cardToken ?? null,
        ...(savedCard ? { savedCard } : {}),
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
        cardBrand: result.cardBrand ?? savedCard?.brand ?? body.brand,
        cardLastFour: result.cardLastFour ?? savedCard?.lastFour ?? body.lastFourDigits,
        transactionId: result.transactionId,
      },
      result,
    );
    // The wallet's cards are kept on the install's own account: a card paid into a shop's
    // connected account is not saved there (decision 043).
    if (
      body.saveCard &&
      !savedCard &&
      body.cardToken &&
      recorded.status === 'COMPLETED' &&
      gateway === this.context.gateway
    ) {
      await this.context.wallet?.saveCardFromPayment({
        userId: actor.userId,
        cardToken: body.cardToken,
        method: recorded.method,
        cardholderName: body.cardholderName,
      });
    }
    return { result: toCardPaymentResult(recorded), created: true };
  }

  /**
   * The payer's own saved card (decision 034), 404 when it is not one; Mercado Pago also needs
   * the token MercadoPago.js made of that card and its CVV.
   */
  private async savedCard(actor: AuthUser, body: CreateCardPaymentBody) {
    const wallet = this.context.wallet;
    if (!wallet) throw notFound(walletMessages.paymentMethodNotFound);
    const card = await wallet.findCardForPayment(actor.userId, body.savedCardId ?? '');
    if (this.context.gateway.name === 'mercadopago' && !body.cardToken) {
      throw validationError(errorMessages.savedCardCvv, 'cardToken');
    }
    return card;
  }

  /**
   * A hosted checkout (Checkout Pro; the sandbox's own page): the payer pays there and comes
   * back to `/payment/callback`. Cash and the wallet need no checkout: they are refused here.
   */
  async createPreference(
    actor: AuthUser,
    body: CreatePreferenceBody,
    key: string | null,
  ): Promise<CreateResult<PreferenceResult>> {
    if (body.method === 'WALLET' || body.method === 'CASH') throw unsupportedMethod();
    const reserved = await this.reservation.reserve(actor, body.appointmentId, key, () => ({
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
   * receives the money, the wallet a payment from the balance at once (wallet-payments.ts).
   */
  async create(
    actor: AuthUser,
    body: CreatePaymentBody,
    key: string | null,
  ): Promise<CreateResult<Payment>> {
    if (body.method === 'WALLET') {
      // Paid from the balance in one transaction (wallet-payments.ts), then replaced attempts'
      // gateways are told, outside it.
      if (!this.context.walletPayments) throw unsupportedMethod();
      const paid = await this.context.walletPayments.pay(actor, body, key);
      await this.states.cancelAtGateway(paid.replaced);
      return { result: toPaymentDto(paid.payment), created: paid.created };
    }
    const flow: PaymentFlow =
      body.method === 'PIX' ? 'pix' : body.method === 'CASH' ? 'cash' : 'checkout';
    const reserved = await this.reservation.reserve(actor, body.appointmentId, key, () => ({
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

  private async submitPix(
    reserved: Extract<Reserved, { fresh: true }>,
    actor: AuthUser,
  ): Promise<PaymentRow> {
    const { payment, appointment, title, gateway } = reserved;
    const charge = await this.chargeInput(payment, appointment, title, actor);
    let result: GatewayPayment;
    try {
      result = await gateway.createPix({
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
    const { payment, appointment, title, gateway } = reserved;
    const charge = await this.chargeInput(payment, appointment, title, actor);
    let preference: Awaited<ReturnType<PaymentGateway['createPreference']>>;
    try {
      preference = await gateway.createPreference({
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
    const submission = { ...values, submittedAt: this.context.now() };
    const recorded =
      state && state.status !== 'PENDING'
        ? await this.states.applyState(payment, state, submission)
        : ((await this.context.repository.recordSubmission(payment.id, submission)) ??
          (await this.states.reload(payment.id)));
    if (
      recorded.status === 'CANCELLED' &&
      (state?.status === 'PENDING' || state?.status === 'PROCESSING')
    ) {
      // The booking ended while the gateway was creating the charge: it must not stay payable.
      await this.states.cancelAtGateway([recorded]);
      return this.states.reload(payment.id);
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
      this.context.log.error(
        { err: error, paymentId: payment.id },
        'payment gateway create failed',
      );
    }
    const abandoned = await this.context.repository.recordSubmission(payment.id, {
      submittedAt: this.context.now(),
      idempotencyKey: null,
    });
    await this.states.applyState(abandoned ?? payment, { status: 'FAILED', failureReason: reason });
    if (tokenRefused) {
      throw new AppError(400, 'INVALID_CARD_TOKEN', errorMessages.invalidCardToken, 'cardToken');
    }
    if (error instanceof GatewayError) throw gatewayUnavailable();
    throw error;
  }

  private async chargeInput(
    payment: PaymentRow,
    appointment: AppointmentRecord,
    title: string,
    actor: AuthUser,
  ): Promise<GatewayChargeInput> {
    const payer = await this.context.repository.findPayer(actor.userId);
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
      expiresAt: payment.expiresAt ?? getPaymentExpiry(this.context.now()),
    };
  }

  private async receiverOf(appointment: AppointmentRecord): Promise<PixReceiver> {
    const shop = await this.context.repository.findShop(appointment.barbershopId);
    const { settings } = appointment;
    return getPixReceiver({
      pixKey: settings.pixKey,
      pixMerchantName: settings.pixMerchantName,
      pixMerchantCity: settings.pixMerchantCity,
      shopName: shop?.name ?? 'Navalha',
      address: shop?.address ?? '',
    });
  }
}

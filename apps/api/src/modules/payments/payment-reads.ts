import type {
  Payment,
  PaymentFlow,
  PaymentMethods,
  PaymentMethodsQuery,
  PaymentStatusResult,
  ShopBookingRules,
} from '@navalha/core/contracts/payments';
import type { BarbershopSettings } from '@navalha/core/contracts/barbershop';
import { DEFAULT_TIME_ZONE, barbershopSettingsSchema } from '@navalha/core/contracts/barbershop';
import { errorMessages } from '@navalha/core/contracts/errors';
import { MAX_INSTALLMENTS } from '@navalha/core/domain/payments/card-form';
import { REFUND_FEE_BASIS_POINTS } from '@navalha/core/domain/payments/fees';
import { getFeeTable } from '@navalha/core/domain/payments/fee-table';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import {
  getPaymentMethodLabel,
  paymentMethods,
} from '@navalha/core/domain/payments/payment-method';
import { notFound } from '../../errors/app-error.js';
import { readDepositHistory } from '../appointments/deposit-terms.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { canSee, findVisiblePayment } from './payment-access.js';
import { appointmentNotFound, paymentNotFound } from './payment-errors.js';
import type { PaymentStates } from './payment-states.js';
import { toPaymentDto } from './payments.dto.js';
import type { PaymentsContext } from './payments-context.js';

const flows: Record<PaymentMethod, PaymentFlow[]> = {
  PIX: ['pix', 'checkout'],
  CREDIT_CARD: ['card', 'checkout'],
  DEBIT_CARD: ['card', 'checkout'],
  WALLET: ['wallet'],
  CASH: ['cash'],
};

/** What payers and shops read of payments, and the methods the configured gateway takes. */
export class PaymentReads {
  private readonly context: PaymentsContext;
  private readonly states: PaymentStates;

  constructor(deps: PaymentsContext & { states: PaymentStates }) {
    this.context = deps;
    this.states = deps.states;
  }

  async get(actor: AuthUser, id: string): Promise<Payment> {
    return toPaymentDto(await findVisiblePayment(this.context.repository, actor, id));
  }

  /** The booking's latest payment attempt. */
  async getByAppointment(actor: AuthUser, appointmentId: string): Promise<Payment> {
    const appointment = await this.context.appointments.findById(appointmentId);
    if (!appointment || !canSee(actor, appointment)) throw appointmentNotFound();
    const payment = await this.context.repository.findLatestByAppointment(appointmentId);
    if (!payment) throw paymentNotFound();
    return toPaymentDto(payment);
  }

  async status(actor: AuthUser, id: string): Promise<PaymentStatusResult> {
    return this.states.statusOf(await findVisiblePayment(this.context.repository, actor, id));
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
    const payment = await findVisiblePayment(this.context.repository, actor, id);
    return this.states.statusOf(await this.states.sync(payment, gatewayPaymentId));
  }

  /**
   * The shop's deposit rule (decision 029) and, for a signed-in client when the rule is on, their
   * past there, so /confirm can say before booking whether a deposit is due and how much; the
   * server decides again when the booking is made.
   */
  private async depositOf(
    actor: AuthUser,
    shopId: string | undefined,
    settings: BarbershopSettings,
  ): Promise<Pick<ShopBookingRules, 'deposit' | 'clientHistory'>> {
    const deposit = barbershopSettingsSchema.parse(settings).deposit;
    const history =
      shopId && actor.role === 'CLIENT' && deposit.mode !== 'OFF'
        ? await readDepositHistory(this.context.db, shopId, actor.userId)
        : null;
    return { deposit, clientHistory: history };
  }

  /** The methods the configured gateway takes, with labels, a shop's fee rates and its rules. */
  async methods(actor: AuthUser, query: PaymentMethodsQuery): Promise<PaymentMethods> {
    // Without a shop, the rates every shop starts with (spec §9).
    const shop = query.barberShopId
      ? await this.context.repository.findShopRules(query.barberShopId)
      : { settings: barbershopSettingsSchema.parse({}), timeZone: DEFAULT_TIME_ZONE };
    if (!shop) throw notFound(errorMessages.barbershopUnknown);
    const { settings } = shop;
    const fees = getFeeTable(settings);
    // The shop's own account (decision 043): its public key, or no online payment at all.
    const shopGateway = query.barberShopId
      ? await this.context.gateways.forShop(query.barberShopId)
      : this.context.gateway;
    const online = shopGateway !== null;
    const gateway = shopGateway ?? this.context.gateway;
    return {
      gateway: gateway.name,
      publicKey: gateway.publicKey,
      onlinePayments: {
        available: online,
        message: online ? null : errorMessages.shopTakesNoOnlinePayment,
      },
      rules: {
        timeZone: shop.timeZone,
        cancellationWindowHours: settings.cancellationWindowHours,
        cancellationFeePercent: settings.cancellationFeePercent,
        noShowFeePercent: settings.noShowFeePercent,
        ...(await this.depositOf(actor, query.barberShopId, settings)),
      },
      data: paymentMethods.map((method) => ({
        method,
        id: method.toLowerCase(),
        label: getPaymentMethodLabel(method),
        available:
          method === 'WALLET' ? this.context.wallet !== undefined : method === 'CASH' || online,
        flows: flows[method],
        feeBasisPoints: fees[method],
        feePercent: fees[method] / 100,
        refundFeeBasisPoints: REFUND_FEE_BASIS_POINTS[method],
        maxInstallments: method === 'CREDIT_CARD' ? MAX_INSTALLMENTS : 1,
      })),
    };
  }
}

import type { MockPaymentBody, PaymentStatusResult } from '@navalha/core/contracts/payments';
import { errorMessages } from '@navalha/core/contracts/errors';
import type { SandboxPaymentRow } from '../../db/schema/sandbox-payments.js';
import { AppError } from '../../errors/app-error.js';
import type { SandboxBank } from '../../gateways/payment-gateway.js';
import type { SandboxDecision } from '../../gateways/sandbox.js';
import type { AuthUser } from '../auth/auth-user.js';
import { findVisiblePayment } from './payment-access.js';
import { conflict, paymentNotFound } from './payment-errors.js';
import type { PaymentStates } from './payment-states.js';
import type { PaymentsContext } from './payments-context.js';

export interface SandboxDecisionResult {
  row: SandboxPaymentRow;
  /** Where the payer goes next: `/payment/callback` with Mercado Pago's parameters. */
  callbackUrl: string;
}

/**
 * The sandbox gateway's test payer deciding a payment, by API (`POST /payments/mock`) or on the
 * bank page, for the sandbox bank module. Without the sandbox gateway each answers 404.
 */
export class SandboxPayments {
  private readonly context: PaymentsContext;
  private readonly states: PaymentStates;

  constructor(deps: PaymentsContext & { states: PaymentStates }) {
    this.context = deps;
    this.states = deps.states;
  }

  private get sandbox(): SandboxBank | null {
    return this.context.gateway.sandbox ?? null;
  }

  /** `POST /payments/mock`: the sandbox's test payer approves, declines or holds a payment. */
  async mock(actor: AuthUser, body: MockPaymentBody): Promise<PaymentStatusResult> {
    const sandbox = this.sandbox;
    if (!sandbox) throw AppError.notFound();
    const payment = await findVisiblePayment(this.context.repository, actor, body.paymentId);
    if (payment.gateway !== 'sandbox' || !payment.gatewayPaymentId) {
      throw conflict('INVALID_PAYMENT_STATE', errorMessages.sandboxPaymentDecided);
    }
    await sandbox.decide(payment.gatewayPaymentId, body.status);
    return this.states.statusOf(await this.states.sync(payment));
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
    const payment = await this.context.repository.findByGatewayPaymentId(
      'sandbox',
      gatewayPaymentId,
    );
    if (payment) await this.states.syncQuietly(payment);
    // A wallet deposit's PIX: credited, and the payer goes back to the wallet.
    const depositReturn = payment
      ? null
      : await this.context.wallet?.deposits.onSandboxDecision(gatewayPaymentId);
    return { row, callbackUrl: depositReturn ?? sandboxCallbackUrl(row) };
  }

  /**
   * A sandbox payment for the sandbox pages (public, by the gateway's id), or null: no such
   * payment, or the gateway is not the sandbox.
   */
  async findSandboxPayment(gatewayPaymentId: string): Promise<SandboxPaymentRow | null> {
    return (await this.sandbox?.find(gatewayPaymentId)) ?? null;
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

import { errorMessages } from '@navalha/core/contracts/errors';
import type { SandboxPaymentRow } from '../../db/schema/sandbox-payments.js';
import { AppError } from '../../errors/app-error.js';
import type { GatewayPayment, WebhookRequest } from '../../gateways/payment-gateway.js';
import type { SandboxGateway } from '../../gateways/sandbox.js';
import type { SandboxDecision } from '../../gateways/sandbox.js';
import type { PaymentStates } from './payment-states.js';
import { gatewayUnavailable, paymentNotFound } from './payment-errors.js';
import { PaymentEventsRepository } from './payment-events.repository.js';
import type { PaymentsContext } from './payments-context.js';

export interface SandboxDecisionResult {
  row: SandboxPaymentRow;
  /** Where the payer goes next: `/payment/callback` with Mercado Pago's parameters. */
  callbackUrl: string;
}

/**
 * What gateways tell us: Mercado Pago's webhooks, and the sandbox's bank page decisions. The
 * status always comes from the gateway itself, never from what a request claims.
 */
export class GatewayNotices {
  constructor(
    private readonly context: PaymentsContext,
    private readonly states: PaymentStates,
  ) {}

  /** The sandbox gateway, or null when another one is configured. */
  private get sandbox(): SandboxGateway | null {
    return this.context.gateway.sandbox ?? null;
  }

  /**
   * A Mercado Pago notification: signature checked (401 and nothing else otherwise), recorded
   * by its event id (a replay stops here), then the payment's status is fetched from the
   * gateway, never read from the body. A failure to reach the gateway answers 502, so the
   * gateway retries, and leaves the event unprocessed for that retry.
   */
  async handleWebhook(request: Omit<WebhookRequest, 'now'>): Promise<void> {
    if (this.context.gateway.name !== 'mercadopago') throw AppError.notFound();
    const now = this.context.now();
    const verification = this.context.gateway.verifyWebhook({ ...request, now });
    if (!verification.ok) {
      this.context.log.warn({ reason: verification.reason }, 'webhook refused');
      throw new AppError(401, 'INVALID_WEBHOOK_SIGNATURE', errorMessages.invalidWebhookSignature);
    }
    if (verification.type !== 'payment' || !verification.gatewayPaymentId) return;
    const { event, fresh } = await new PaymentEventsRepository(this.context.db).recordEvent({
      gateway: this.context.gateway.name,
      eventId: verification.eventId,
      type: verification.type,
      gatewayPaymentId: verification.gatewayPaymentId,
    });
    if (!fresh && event.processedAt) return;
    let remote: GatewayPayment;
    try {
      remote = await this.context.gateway.get(verification.gatewayPaymentId);
    } catch (error) {
      this.context.log.error({ err: error, eventId: event.eventId }, 'webhook: gateway get failed');
      throw gatewayUnavailable(errorMessages.gatewaySyncFailed);
    }
    const payment = await this.states.paymentOf(remote);
    if (payment) await this.states.applyState(payment, remote);
    else if (await this.context.wallet?.deposits.applyGatewayPayment(remote)) {
      // A wallet deposit's PIX: credited once by modules/wallet.
    } else
      this.context.log.warn(
        { gatewayPaymentId: remote.gatewayPaymentId },
        'webhook: unknown payment',
      );
    await new PaymentEventsRepository(this.context.db).markEventProcessed(event.id, now);
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

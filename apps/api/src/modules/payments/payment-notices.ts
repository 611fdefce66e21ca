import { errorMessages } from '@navalha/core/contracts/errors';
import { AppError } from '../../errors/app-error.js';
import type { GatewayPayment, WebhookRequest } from '../../gateways/payment-gateway.js';
import type { PaymentStates } from './payment-states.js';
import { gatewayUnavailable } from './payment-errors.js';
import { PaymentEventsRepository } from './payment-events.repository.js';
import type { PaymentsContext } from './payments-context.js';

/**
 * Mercado Pago's webhooks. The status always comes from the gateway itself, never from what a
 * request claims. The sandbox's bank page decisions: payment-sandbox.ts.
 */
export class GatewayNotices {
  private readonly context: PaymentsContext;
  private readonly states: PaymentStates;

  constructor(deps: PaymentsContext & { states: PaymentStates }) {
    this.context = deps;
    this.states = deps.states;
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
}

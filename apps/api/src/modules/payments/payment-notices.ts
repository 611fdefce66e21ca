import { errorMessages } from '@navalha/core/contracts/errors';
import { AppError } from '../../errors/app-error.js';
import type {
  GatewayPayment,
  PaymentGateway,
  WebhookRequest,
} from '../../gateways/payment-gateway.js';
import { GatewayError } from '../../gateways/payment-gateway.js';
import { gatewayOfCharge, isInAccountOf } from '../../gateways/shop-gateways.js';
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
   *
   * Which account to ask (decision 043): the shop of our payment or wallet deposit with that
   * id; else (a hosted
   * checkout's first notice) the shop whose connected account the notice names (`user_id`),
   * else the install's own account. The payment read must be in that account (its collector)
   * and ours must be that shop's: a notice of one shop's account never changes another's.
   */
  async handleWebhook(request: Omit<WebhookRequest, 'now'>): Promise<void> {
    const { gateway: platform } = this.context;
    if (platform.name !== 'mercadopago') throw AppError.notFound();
    const now = this.context.now();
    const verification = platform.verifyWebhook({ ...request, now });
    if (!verification.ok) {
      this.context.log.warn({ reason: verification.reason }, 'webhook refused');
      throw new AppError(401, 'INVALID_WEBHOOK_SIGNATURE', errorMessages.invalidWebhookSignature);
    }
    if (verification.type !== 'payment' || !verification.gatewayPaymentId) return;
    const events = new PaymentEventsRepository(this.context.db);
    const { event, fresh } = await events.recordEvent({
      gateway: platform.name,
      eventId: verification.eventId,
      type: verification.type,
      gatewayPaymentId: verification.gatewayPaymentId,
    });
    if (!fresh && event.processedAt) return;
    const { barbershopId, gateway } = await this.accountOf(
      verification.gatewayPaymentId,
      request.body,
    );
    let remote: GatewayPayment;
    try {
      remote = await gateway.get(verification.gatewayPaymentId);
    } catch (error) {
      if (error instanceof GatewayError && error.status === 404 && gateway !== platform) {
        // Not a payment of that shop's account (a notice naming another's): nothing to do.
        this.context.log.warn(
          { gatewayPaymentId: verification.gatewayPaymentId, barbershopId },
          "webhook: payment not in the shop's account; nothing changed",
        );
        await events.markEventProcessed(event.id, now);
        return;
      }
      this.context.log.error({ err: error, eventId: event.eventId }, 'webhook: gateway get failed');
      throw gatewayUnavailable(errorMessages.gatewaySyncFailed);
    }
    const shop = barbershopId && isInAccountOf(gateway, remote) ? barbershopId : null;
    const payment = shop ? await this.states.paymentOf(remote, shop) : null;
    if (payment) await this.states.applyState(payment, remote);
    else if (shop && (await this.context.wallet?.deposits.applyGatewayPayment(remote, shop))) {
      // A wallet deposit's PIX, in its shop's account: credited once by modules/wallet.
    } else
      this.context.log.warn(
        { gatewayPaymentId: remote.gatewayPaymentId, barbershopId },
        "webhook: not a payment of this account's shop; nothing changed",
      );
    await events.markEventProcessed(event.id, now);
  }

  /**
   * The account to read a notice's payment from, and the shop whose payments and deposits it may
   * change: our payment's (or wallet deposit's) shop; else the shop whose connected account the notice's `user_id` names; else
   * the install's own account, whose shop is the first one when it has no connection of its
   * own. A shop that has since disconnected cannot be asked: 502, and Mercado Pago retries.
   */
  private async accountOf(
    gatewayPaymentId: string,
    body: unknown,
  ): Promise<{ barbershopId: string | null; gateway: PaymentGateway }> {
    const { gateways } = this.context;
    const known =
      (await this.context.repository.findByGatewayPaymentId(
        this.context.gateway.name,
        gatewayPaymentId,
      )) ?? (await this.depositOf(gatewayPaymentId));
    const userId = (body as { user_id?: unknown } | null)?.user_id;
    const named =
      !known && (typeof userId === 'string' || typeof userId === 'number')
        ? await gateways.shopOfAccount(String(userId))
        : null;
    if (known) {
      // Read in the account it was made in, even if the shop has connected another since.
      const gateway = await gatewayOfCharge(gateways, known).catch(() => {
        throw gatewayUnavailable(errorMessages.gatewaySyncFailed);
      });
      return { barbershopId: known.barbershopId, gateway };
    }
    if (named) {
      const gateway = await gateways.forShop(named);
      if (!gateway) throw gatewayUnavailable(errorMessages.gatewaySyncFailed);
      return { barbershopId: named, gateway };
    }
    const first = await gateways.defaultShopId();
    const firstGateway = first ? await gateways.forShop(first) : null;
    return {
      barbershopId: firstGateway === gateways.platform ? first : null,
      gateway: gateways.platform,
    };
  }

  /** A wallet deposit charged as this gateway payment: its shop and the account it is in. */
  private async depositOf(
    gatewayPaymentId: string,
  ): Promise<{ barbershopId: string; gatewayAccount: string | null } | null> {
    return (await this.context.wallet?.deposits.chargeOfGatewayPayment(gatewayPaymentId)) ?? null;
  }
}

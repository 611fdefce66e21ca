import { errorMessages } from '@navalha/core/contracts/errors';
import type { PartRefund } from '@navalha/core/domain/payments/refund-split';
import { getPaymentStatusesBefore } from '@navalha/core/domain/payments/payment-transitions';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { PaymentRow } from '../../db/schema/payments.js';
import { gatewayOfCharge } from '../../gateways/shop-gateways.js';
import type { ShopGateways } from '../../gateways/shop-gateways.js';
import { cancelAfterRefund } from '../appointments/booking-lifecycle.js';
import type { DeskChange } from '../appointments/booking-desk-changes.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { paymentAudit } from './payment-audit.js';
import { conflict, gatewayUnavailable } from './payment-errors.js';
import { PaymentsRepository } from './payments.repository.js';

export interface DeskRefundsDeps {
  db: Db;
  gateways: ShopGateways;
  now: () => Date;
  log: FastifyBaseLogger;
  wallet: WalletService;
}

/** Where a refund goes: back the way it was paid, or to the client's wallet. */
export type RefundDestination = 'original' | 'wallet';

/**
 * The refund of the desk's cancellation and no-show: the booking's paid parts given back,
 * through the shop's gateway or to the wallet, and the booking changed in the transaction that
 * records them (decision 019: the gateway is called outside any transaction, after the claim).
 */
export class DeskRefunds {
  private readonly repository: PaymentsRepository;

  constructor(private readonly deps: DeskRefundsDeps) {
    this.repository = new PaymentsRepository(deps.db);
  }

  /**
   * Gives each payment's `figures[i].refunded` back and then, in the transaction that marks
   * them REFUNDED, changes the booking (`then`). The refunds are claimed first, so two clicks
   * (or the sweep) cannot refund twice; the gateway is asked next, outside any transaction.
   * When it fails, the parts it already gave back are recorded as refunded, the others'
   * claims released, and 502 answered: the booking is unchanged.
   */
  async refundThen(
    actor: AuthUser,
    paid: readonly PaymentRow[],
    figures: readonly PartRefund[],
    requested: RefundDestination,
    reason: string,
    then: (tx: Db) => Promise<DeskChange>,
  ): Promise<DeskChange> {
    const now = this.deps.now();
    const claimed: PaymentRow[] = [];
    for (const payment of paid) {
      if (!(await this.repository.claimRefund(payment.id, now))) {
        for (const done of claimed) await this.repository.releaseRefund(done.id);
        throw conflict('PAYMENT_NOT_REFUNDABLE', errorMessages.paymentNotRefundable);
      }
      claimed.push(payment);
    }
    // A wallet payment can only go back to the wallet; cash paid at the shop is handed back.
    const destinationOf = (payment: PaymentRow): RefundDestination =>
      payment.method === 'WALLET' ? 'wallet' : requested;
    const parts = paid.map((payment, index) => ({
      payment,
      figures: figures[index] ?? { refunded: 0, refundFee: 0, kept: payment.amountCents },
      to: destinationOf(payment),
    }));
    for (const [index, part] of parts.entries()) {
      const { payment } = part;
      if (part.to !== 'original' || payment.gateway === 'shop' || part.figures.refunded <= 0) {
        continue;
      }
      try {
        if (!payment.gatewayPaymentId) throw new Error('no gateway payment to refund');
        const gateway = await gatewayOfCharge(this.deps.gateways, payment);
        await gateway.refund(payment.gatewayPaymentId, part.figures.refunded);
      } catch (error) {
        this.deps.log.error({ err: error, paymentId: payment.id }, 'desk refund failed');
        // What the gateway already gave back is recorded; the rest is released for a retry.
        const given = parts.slice(0, index).filter((done) => done.to === 'original');
        await this.deps.db.transaction(async (tx) => {
          for (const done of given) await this.markRefunded(tx, actor, done, reason, now);
        });
        for (const left of parts.slice(index)) await this.repository.releaseRefund(left.payment.id);
        throw gatewayUnavailable(errorMessages.refundFailed);
      }
    }
    return this.deps.db.transaction(async (tx) => {
      for (const part of parts) await this.markRefunded(tx, actor, part, reason, now);
      const change = await then(tx);
      // The booking moved meanwhile: it keeps its status, its payment says the money went back.
      if (!change.ok) {
        await cancelAfterRefund(tx, booking(parts), {
          now,
          reason,
          cancel: false,
          onlyIfPaid: true,
        });
      }
      return change;
    });
  }

  /** One part REFUNDED with its figures, the wallet credited when it goes there; audited. */
  private async markRefunded(
    tx: Db,
    actor: AuthUser,
    part: { payment: PaymentRow; figures: PartRefund; to: RefundDestination },
    reason: string,
    now: Date,
  ): Promise<void> {
    const { payment, figures, to } = part;
    const audit = paymentAudit(actor, 'payment.refund', payment);
    const row = await new PaymentsRepository(tx).moveStatus(
      payment.id,
      'REFUNDED',
      getPaymentStatusesBefore('REFUNDED'),
      {
        refundedAmountCents: figures.refunded,
        refundFeeCents: figures.refundFee,
        refundReason: reason,
        refundedAt: now,
      },
    );
    if (!row) throw conflict('PAYMENT_NOT_REFUNDABLE', errorMessages.paymentNotRefundable);
    if (to === 'wallet' && figures.refunded > 0) {
      await this.deps.wallet.credit(tx, {
        userId: payment.clientId,
        barbershopId: payment.barbershopId,
        amountCents: figures.refunded,
        paymentId: payment.id,
        appointmentId: payment.appointmentId,
      });
    }
    await audit?.(tx, row);
  }
}

/** The booking all the parts pay. */
function booking(parts: readonly { payment: PaymentRow }[]): string {
  const [first] = parts;
  if (!first) throw new Error('a refund without payments');
  return first.payment.appointmentId;
}

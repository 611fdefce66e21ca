import { barbershopSettingsSchema } from '@navalha/core/contracts/barbershop';
import { errorMessages } from '@navalha/core/contracts/errors';
import type {
  DeskActionResult,
  DeskCancelBody,
  DeskReceipt,
  DeskReceiveBody,
} from '@navalha/core/contracts/front-desk-actions';
import { getCancellationTerms } from '@navalha/core/domain/appointments/cancellation-policy';
import { transition } from '@navalha/core/domain/appointments/appointment-transitions';
import {
  getCashChange,
  getDeskRefundSplit,
  getNoShowFee,
  mayRefundBeyondPolicy,
} from '@navalha/core/domain/front-desk/desk-actions';
import { getSplitRefund, sumPaid } from '@navalha/core/domain/payments/refund-split';
import type { PartRefund } from '@navalha/core/domain/payments/refund-split';
import { getPaymentStatusesBefore } from '@navalha/core/domain/payments/payment-transitions';
import { formatBRL } from '@navalha/core/domain/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { PaymentRow } from '../../db/schema/payments.js';
import { AppError, notFound, validationError } from '../../errors/app-error.js';
import { gatewayOfShop } from '../../gateways/shop-gateways.js';
import type { ShopGateways } from '../../gateways/shop-gateways.js';
import {
  bookingReadsOf,
  cancelAfterRefund,
  cancelAtDesk,
  confirmBecausePaid,
  deskAuditView,
  markNoShow,
} from '../appointments/booking-lifecycle.js';
import type { AppointmentRecord, DeskChange } from '../appointments/booking-lifecycle.js';
import type { AuthUser } from '../auth/auth-user.js';
import { requireManagedShop } from '../auth/auth-user.js';
import { recordAudit } from '../audit/audit-trail.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { receiveBalance } from './deposit-balance.js';
import { paymentAudit } from './payment-audit.js';
import { conflict, gatewayUnavailable } from './payment-errors.js';
import { PaymentsRepository } from './payments.repository.js';
import { partsOf, refundablePaymentsOf } from './refund-parts.js';

export interface DeskPaymentsDeps {
  db: Db;
  gateways: ShopGateways;
  now: () => Date;
  log: FastifyBaseLogger;
  wallet: WalletService;
  /** Cancels the open payment of a booking that ended (payments' cancel hook). */
  settleEndedBooking: (appointmentId: string) => Promise<void>;
  /** After a desk cancellation freed the shop's time: the waitlist offers it (decision 032). */
  onTimeFreed?: ((barbershopId: string) => Promise<void>) | undefined;
}

/** Where a refund goes: back the way it was paid, or to the client's wallet. */
type RefundDestination = 'original' | 'wallet';

const NO_SHOW_REASON = 'Cliente não compareceu.';

/**
 * The desk's money (issue 17 §2): 'Receber pagamento' (cash, or PIX / card at the shop's own
 * machine), the cancellation of a booking with its reason and refund, and the no-show with the
 * shop's fee. Bookings change through the booking lifecycle's named operations, payments
 * through their repository, the wallet through its service, each with its audit row in the
 * same transaction; the gateway is called outside any transaction, after the refund is claimed
 * (decision 019).
 */
export class DeskPayments {
  private readonly repository: PaymentsRepository;

  constructor(private readonly deps: DeskPaymentsDeps) {
    this.repository = new PaymentsRepository(deps.db);
  }

  /**
   * The booking's payment at the shop is received: COMPLETED, with how, by whom and when. A
   * booking the barber completed before the money came in is still received ('A receber',
   * decision 023).
   */
  async receive(actor: AuthUser, id: string, body: DeskReceiveBody): Promise<DeskReceipt> {
    const booking = await this.managed(actor, id);
    if (!['PENDING', 'CONFIRMED', 'COMPLETED'].includes(booking.status)) {
      throw conflict(
        'INVALID_PAYMENT_STATE',
        'Só é possível receber o pagamento de um agendamento ativo ou concluído.',
      );
    }
    if (booking.paymentStatus === 'COMPLETED') {
      // A deposit paid online confirmed it: the rest is taken here (decision 029).
      if ((booking.depositCents ?? 0) > 0) return receiveBalance(this.deps, actor, booking, body);
      throw conflict('INVALID_PAYMENT_STATE', 'Este agendamento já está pago.');
    }
    const payment = await this.repository.findOpenByAppointment(id);
    if (payment?.gateway !== 'shop' || payment.status !== 'PENDING') {
      throw conflict(
        'INVALID_PAYMENT_STATE',
        'Este agendamento é pago pelo app: não há pagamento a receber na barbearia.',
      );
    }
    let changeCents: number | null = null;
    if (body.with === 'cash' && body.givenCents !== undefined) {
      changeCents = getCashChange(payment.amountCents, body.givenCents);
      if (changeCents === null) {
        throw validationError(
          `O valor entregue não cobre o total de ${formatBRL(payment.amountCents)}.`,
          'givenCents',
        );
      }
    }
    const now = this.deps.now();
    const audit = paymentAudit(actor, 'payment.receive', payment);
    const received = await this.deps.db.transaction(async (tx) => {
      const row = await new PaymentsRepository(tx).moveStatus(
        payment.id,
        'COMPLETED',
        ['PENDING'],
        {
          paidAt: now,
          failureReason: null,
          receivedWith: body.with,
          receivedBy: actor.userId,
          receivedAt: now,
        },
      );
      if (!row) return null;
      await confirmBecausePaid(tx, id, row.method, now);
      await audit?.(tx, row);
      return row;
    });
    if (!received) throw conflict('INVALID_PAYMENT_STATE', errorMessages.paymentNotConfirmable);
    return {
      paymentId: received.id,
      amountCents: received.amountCents,
      with: body.with,
      changeCents,
    };
  }

  /**
   * The desk cancels with a reason. A paid booking needs a refund choice: the policy's amount,
   * everything, or a typed part (beyond the policy: OWNER and ADMIN only, 403 otherwise), to
   * the way it was paid or to the wallet. Nothing changes when the input is refused.
   */
  async cancel(actor: AuthUser, id: string, body: DeskCancelBody): Promise<DeskActionResult> {
    const booking = await this.managed(actor, id);
    const now = this.deps.now();
    const allowed = transition(booking.status, 'cancel', { now, startsAt: booking.startsAt });
    if (!allowed.ok) throw new AppError(409, 'INVALID_TRANSITION', allowed.message);
    const paid = await this.paidPayments(booking);
    if (paid.length === 0) {
      const change = await this.deps.db.transaction(async (tx) =>
        this.audited(tx, actor, 'appointment.cancel', () =>
          cancelAtDesk(tx, booking, {
            now,
            reason: body.reason,
            keptCents: null,
            refundedCents: null,
          }),
        ),
      );
      await this.deps.settleEndedBooking(id);
      if (change.ok) await this.deps.onTimeFreed?.(booking.barbershopId);
      return resultOf(change, null);
    }
    if (!body.refund) throw validationError('Escolha o reembolso.', 'refund');
    const settings = barbershopSettingsSchema.parse(booking.settings);
    // Every part the booking was paid with (a deposit and the rest; decision 029) comes back.
    const parts = partsOf(paid);
    const policyFeeCents = getCancellationTerms({
      startsAt: booking.startsAt,
      now,
      amountCents: booking.totalCents,
      freeWindowHours: settings.cancellationWindowHours,
      feePercent: settings.cancellationFeePercent,
    }).cancellationFee;
    const { kind, amountCents, to } = body.refund;
    const split =
      kind === 'partial'
        ? amountCents === undefined
          ? null
          : getDeskRefundSplit(parts, policyFeeCents, { kind, amountCents })
        : getDeskRefundSplit(parts, policyFeeCents, { kind });
    if (!split) {
      throw validationError(
        `O reembolso deve ser de R$ 0,01 até ${formatBRL(sumPaid(parts))}.`,
        'refund.amountCents',
      );
    }
    const policy = getDeskRefundSplit(parts, policyFeeCents, { kind: 'policy' });
    if (
      policy &&
      split.total.refunded > policy.total.refunded &&
      !mayRefundBeyondPolicy(actor.role)
    ) {
      throw new AppError(
        403,
        'FORBIDDEN',
        'Só o dono ou um administrador pode reembolsar além da política de cancelamento.',
      );
    }
    const figures = split.total;
    const change = await this.refundThen(actor, paid, split.parts, to, body.reason, (tx) =>
      this.audited(tx, actor, 'appointment.cancel', () =>
        cancelAtDesk(tx, booking, {
          now,
          reason: body.reason,
          keptCents: figures.kept,
          refundedCents: figures.refunded,
        }),
      ),
    );
    if (change.ok) await this.deps.onTimeFreed?.(booking.barbershopId);
    return resultOf(change, figures.refunded);
  }

  /**
   * 'Faltou': once the start has passed, with the shop's no-show fee kept. An open payment is
   * cancelled; a paid one gives back what exceeds the fee, the way it was paid.
   */
  async noShow(actor: AuthUser, id: string): Promise<DeskActionResult> {
    const booking = await this.managed(actor, id);
    const now = this.deps.now();
    const allowed = transition(booking.status, 'no_show', { now, startsAt: booking.startsAt });
    if (!allowed.ok) throw new AppError(409, 'INVALID_TRANSITION', allowed.message);
    if (booking.arrivedAt) {
      throw new AppError(
        409,
        'INVALID_TRANSITION',
        'O cliente já chegou: não é possível marcar falta.',
      );
    }
    const settings = barbershopSettingsSchema.parse(booking.settings);
    const fee = getNoShowFee(booking.totalCents, settings.noShowFeePercent);
    const paid = await this.paidPayments(booking);
    if (paid.length > 0) {
      // The fee is kept from the deposit first; the rest of every part goes back whole.
      const split = getSplitRefund(partsOf(paid), fee, false);
      const figures = split.total;
      const mark = (tx: Db) =>
        this.audited(tx, actor, 'appointment.no_show', () =>
          markNoShow(tx, booking, { now, feeCents: figures.kept, refunded: figures.refunded > 0 }),
        );
      const change =
        figures.refunded > 0
          ? await this.refundThen(actor, paid, split.parts, 'original', NO_SHOW_REASON, mark)
          : await this.deps.db.transaction(mark);
      return resultOf(change, figures.refunded > 0 ? figures.refunded : null);
    }
    const open = await this.repository.findOpenByAppointment(id);
    const { change, cancelled } = await this.deps.db.transaction(async (tx) => {
      const result = await this.audited(tx, actor, 'appointment.no_show', () =>
        markNoShow(tx, booking, { now, feeCents: fee, refunded: false }),
      );
      const row =
        result.ok && open
          ? await new PaymentsRepository(tx).moveStatus(
              open.id,
              'CANCELLED',
              ['PENDING', 'PROCESSING'],
              {
                failureReason: NO_SHOW_REASON,
                cancellationReason: NO_SHOW_REASON,
              },
            )
          : null;
      return { change: result, cancelled: row };
    });
    if (cancelled && cancelled.gateway !== 'shop' && cancelled.gatewayPaymentId) {
      const gatewayPaymentId = cancelled.gatewayPaymentId;
      await gatewayOfShop(this.deps.gateways, cancelled.barbershopId)
        .then((gateway) => gateway.cancel(gatewayPaymentId))
        .catch((error: unknown) => {
          this.deps.log.warn({ err: error, paymentId: cancelled.id }, 'gateway cancel failed');
        });
    }
    return resultOf(change, null);
  }

  /**
   * Gives each payment's `figures[i].refunded` back and then, in the transaction that marks
   * them REFUNDED, changes the booking (`then`). The refunds are claimed first, so two clicks
   * (or the sweep) cannot refund twice; the gateway is asked next, outside any transaction.
   * When it fails, the parts it already gave back are recorded as refunded, the others'
   * claims released, and 502 answered: the booking is unchanged.
   */
  private async refundThen(
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
        const gateway = await gatewayOfShop(this.deps.gateways, payment.barbershopId);
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

  /** Runs a booking change and, when it happened, writes its audit row in the same `tx`. */
  private async audited(
    tx: Db,
    actor: AuthUser,
    action: 'appointment.cancel' | 'appointment.no_show',
    change: () => Promise<DeskChange>,
  ): Promise<DeskChange> {
    const result = await change();
    if (result.ok) {
      await recordAudit(tx, actor, result.after.barbershopId, {
        action,
        entityId: result.after.id,
        before: deskAuditView(result.before),
        after: deskAuditView(result.after),
      });
    }
    return result;
  }

  /**
   * The booking's COMPLETED payments, when the booking says it is paid: the latest one, or
   * for a booking with a deposit every part, the deposit first (decision 029).
   */
  private async paidPayments(booking: AppointmentRecord): Promise<PaymentRow[]> {
    if (booking.paymentStatus !== 'COMPLETED') return [];
    return refundablePaymentsOf(this.repository, booking);
  }

  /** The booking if it belongs to the caller's shop; 404 otherwise. */
  private async managed(actor: AuthUser, id: string): Promise<AppointmentRecord> {
    const shopId = requireManagedShop(actor);
    const booking = await bookingReadsOf(this.deps.db).findById(id);
    if (booking?.barbershopId !== shopId) throw notFound(errorMessages.appointmentNotFound);
    return booking;
  }
}

/** The booking all the parts pay. */
function booking(parts: readonly { payment: PaymentRow }[]): string {
  const [first] = parts;
  if (!first) throw new Error('a refund without payments');
  return first.payment.appointmentId;
}

/** The answer of a desk change, or its refusal (409, pt-BR) when the booking moved meanwhile. */
function resultOf(change: DeskChange, refundedCents: number | null): DeskActionResult {
  if (!change.ok) throw new AppError(409, 'INVALID_TRANSITION', change.message);
  return {
    id: change.after.id,
    status: change.after.status,
    paymentStatus: change.after.paymentStatus,
    refundedCents,
  };
}

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
import { formatBRL } from '@navalha/core/domain/money';
import { NO_SHOW_REFUND_REASON } from '@navalha/core/domain/payments/unfinished-refund';
import type { Db } from '../../db/client.js';
import type { PaymentRow } from '../../db/schema/payments.js';
import { AppError, notFound, validationError } from '../../errors/app-error.js';
import { gatewayOfCharge } from '../../gateways/shop-gateways.js';
import { cancelAtDesk, deskAuditView, markNoShow } from '../appointments/booking-desk-changes.js';
import type { DeskChange } from '../appointments/booking-desk-changes.js';
import { bookingReadsOf, confirmBecausePaid } from '../appointments/booking-lifecycle.js';
import type { AppointmentRecord } from '../appointments/booking-lifecycle.js';
import type { AuthUser } from '../auth/auth-user.js';
import { requireManagedShop } from '../auth/auth-user.js';
import { recordAudit } from '../audit/audit-trail.js';
import { receiveBalance } from './deposit-balance.js';
import { paymentAudit } from './payment-audit.js';
import { conflict } from './payment-errors.js';
import { PaymentsRepository } from './payments.repository.js';
import { DeskRefunds } from './desk-refunds.js';
import type { DeskRefundsDeps } from './desk-refunds.js';
import { owedShares, paidPartsOf, partsOf, settledTotal } from './refund-parts.js';

export interface DeskPaymentsDeps extends DeskRefundsDeps {
  /** Cancels the open payment of a booking that ended (payments' cancel hook). */
  settleEndedBooking: (appointmentId: string) => Promise<void>;
  /** After a desk cancellation freed the shop's time: the waitlist offers it (decision 032). */
  onTimeFreed?: ((barbershopId: string) => Promise<void>) | undefined;
}

// Also how the desk's panel tells a broken-off 'Faltou' refund from a cancellation's.
const NO_SHOW_REASON = NO_SHOW_REFUND_REASON;

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
  private readonly refunds: DeskRefunds;

  constructor(private readonly deps: DeskPaymentsDeps) {
    this.repository = new PaymentsRepository(deps.db);
    this.refunds = new DeskRefunds(deps);
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
    if (!paid.some((row) => row.status === 'COMPLETED')) {
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
    // A retry after a gateway failure gives back only the parts still owed, each its share.
    const owed = owedShares(paid, split);
    const figures = settledTotal(paid, split);
    const change = await this.refunds.refundThen(
      actor,
      owed.payments,
      owed.figures,
      to,
      body.reason,
      (tx) =>
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
    if (paid.some((row) => row.status === 'COMPLETED')) {
      // The fee is kept from the deposit first; the rest of every part goes back whole.
      const split = getSplitRefund(partsOf(paid), fee, false);
      const owed = owedShares(paid, split);
      const figures = settledTotal(paid, split);
      const mark = (tx: Db) =>
        this.audited(tx, actor, 'appointment.no_show', () =>
          markNoShow(tx, booking, { now, feeCents: figures.kept, refunded: figures.refunded > 0 }),
        );
      const change =
        figures.refunded > 0
          ? await this.refunds.refundThen(
              actor,
              owed.payments,
              owed.figures,
              'original',
              NO_SHOW_REASON,
              mark,
            )
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
      await gatewayOfCharge(this.deps.gateways, cancelled)
        .then((gateway) => gateway.cancel(gatewayPaymentId))
        .catch((error: unknown) => {
          this.deps.log.warn({ err: error, paymentId: cancelled.id }, 'gateway cancel failed');
        });
    }
    return resultOf(change, null);
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
   * The payments a refund is spread over, when the booking says it is paid: the latest one, or
   * for a booking with a deposit every part, the deposit first, refunded ones too (decision
   * 029): a retry after a gateway failure splits the whole booking again.
   */
  private async paidPayments(booking: AppointmentRecord): Promise<PaymentRow[]> {
    if (booking.paymentStatus !== 'COMPLETED') return [];
    return paidPartsOf(this.repository, booking);
  }

  /** The booking if it belongs to the caller's shop; 404 otherwise. */
  private async managed(actor: AuthUser, id: string): Promise<AppointmentRecord> {
    const shopId = requireManagedShop(actor);
    const booking = await bookingReadsOf(this.deps.db).findById(id);
    if (booking?.barbershopId !== shopId) throw notFound(errorMessages.appointmentNotFound);
    return booking;
  }
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

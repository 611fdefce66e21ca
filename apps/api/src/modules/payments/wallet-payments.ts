import type { CreatePaymentBody } from '@navalha/core/contracts/payments';
import { walletMessages } from '@navalha/core/contracts/wallet';
import { errorMessages } from '@navalha/core/contracts/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { PaymentRow } from '../../db/schema/payments.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import {
  bookingReadsOf,
  confirmBecausePaidFromWallet,
  lockBookingForPayment,
} from '../appointments/booking-lifecycle.js';
import type { AppointmentRecord } from '../appointments/booking-lifecycle.js';
import { getPgErrorCode, pgErrorCodes } from '../../db/pg-error.js';
import { paidCentsOf } from './deposit-balance.js';
import { notifyAppointment } from '../notifications/notify.js';
import type { WalletService } from '../wallet/wallet.service.js';
import {
  assertPayable,
  BALANCE_PAID_MESSAGE,
  balanceAttemptOf,
  balanceFigures,
  bookingTotalsFor,
  depositAttemptOf,
  depositFigures,
} from './payability.js';
import { PaymentsRepository } from './payments.repository.js';
import { conflict, paymentInProgress } from './payment-errors.js';

/** Why an open attempt was cancelled when the wallet paid the booking instead. */
const REPLACED_REASON = 'Substituído pelo pagamento com a carteira.';
const DEFAULT_DESCRIPTION = 'Pagamento com a carteira Navalha';

const insufficientBalance = () =>
  new AppError(409, 'INSUFFICIENT_BALANCE', walletMessages.insufficientBalance, 'amount');

export interface WalletPaid {
  payment: PaymentRow;
  /** False when an earlier payment of the same idempotency key is returned. */
  created: boolean;
  /** Open attempts (a PIX code, a checkout) cancelled by this payment: tell their gateway. */
  replaced: PaymentRow[];
}

/** What paying from the wallet needs of the wallet's ledger (modules/wallet). */
export type WalletLedger = Pick<WalletService, 'balanceOf' | 'debit' | 'credit'>;

export interface WalletPaymentsOptions {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  wallet: WalletLedger;
}

/**
 * The wallet as a payment method (decision 017): a booking paid from the client's balance, in
 * one database transaction with no gateway to wait for; the wallet's ledger moves in that
 * transaction. Its refund back to the wallet is WalletRefunds' (wallet-refunds.ts).
 */
export class WalletPayments {
  private readonly db: Db;
  private readonly now: () => Date;
  private readonly log: FastifyBaseLogger;
  private readonly wallet: WalletLedger;

  constructor(options: WalletPaymentsOptions) {
    this.db = options.db;
    this.now = options.now;
    this.log = options.log;
    this.wallet = options.wallet;
  }

  /**
   * `POST /payments/create` with `method: 'wallet'`. Checks as any payment (the client's own
   * booking, payable, `amount` its total for the wallet: repriced by core when the booking was
   * made for another method), then in one transaction: open PENDING attempts are cancelled,
   * the booking claimed (payment COMPLETED, method WALLET, a PENDING booking CONFIRMED through
   * core's `confirm`) by a conditional UPDATE, the COMPLETED payment written, and the balance
   * debited with its ledger row by a conditional UPDATE, and the client's "paid" notice (and
   * its e-mail copy) written. Any refusal rolls all of it back:
   * 409 INSUFFICIENT_BALANCE 'Saldo insuficiente na carteira' when the balance is short.
   * Locks are taken booking first, wallet second, as the refund does, so they never deadlock.
   */
  async pay(actor: AuthUser, body: CreatePaymentBody, key: string | null): Promise<WalletPaid> {
    const payments = new PaymentsRepository(this.db);
    if (key) {
      const existing = await payments.findByIdempotencyKey(actor.userId, key);
      if (existing)
        return { payment: replayOf(existing, body.appointmentId), created: false, replaced: [] };
    }
    try {
      return await this.payOnce(actor, body, key);
    } catch (error) {
      // A parallel request with the same key got there first: after our first look it paid
      // the booking (our checks then find it paid: 409 ALREADY_PAID) or holds the key or the
      // booking in its transaction (ours then loses: 23505, or the booking is no longer
      // payable). Its payment is ours, as a card's or a PIX code's is (decision 005).
      if (key) {
        const existing = await payments.findByIdempotencyKey(actor.userId, key);
        if (existing) {
          return { payment: replayOf(existing, body.appointmentId), created: false, replaced: [] };
        }
      }
      throw error;
    }
  }

  /** `pay` once the idempotency key was not found: the checks, then the transaction. */
  private async payOnce(
    actor: AuthUser,
    body: CreatePaymentBody,
    key: string | null,
  ): Promise<WalletPaid> {
    const payments = new PaymentsRepository(this.db);
    const appointment = await bookingReadsOf(this.db).findById(body.appointmentId);
    if (appointment?.clientId !== actor.userId) {
      throw notFound(errorMessages.appointmentNotFound);
    }
    // After its deposit the booking may pay its rest from the wallet (decision 029).
    const paidCents = appointment.depositCents ? await paidCentsOf(this.db, appointment.id) : 0;
    const balance = balanceAttemptOf(appointment, paidCents, 'WALLET');
    if (balance !== null) return this.payBalance(actor, body, key, appointment, balance);
    assertPayable(appointment);
    // A deposit owed is paid alone, the booking keeping its figures (decision 029).
    const deposit = depositAttemptOf(appointment, 'WALLET');
    const totals =
      deposit === null
        ? bookingTotalsFor(appointment, 'WALLET')
        : bookingTotalsFor(appointment, appointment.paymentMethod ?? 'CASH');
    const charged = deposit ?? totals.total;
    if (body.amount !== charged) {
      throw new AppError(
        409,
        'PAYMENT_AMOUNT_MISMATCH',
        errorMessages.paymentAmountMismatch,
        'amount',
      ).withDetails({ ...(deposit === null ? totals : depositFigures(appointment, deposit)) });
    }
    const open = await payments.findOpenByAppointment(appointment.id);
    if (open && (open.status === 'PROCESSING' || open.submittedAt === null)) {
      throw paymentInProgress();
    }
    // A first look, to refuse early; the conditional debit below is what guarantees it.
    if (
      charged > 0 &&
      (await this.wallet.balanceOf(appointment.barbershopId, actor.userId)) < charged
    ) {
      throw insufficientBalance();
    }

    const now = this.now();
    try {
      const result = await this.db.transaction(async (tx) => {
        const txPayments = new PaymentsRepository(tx);
        const replaced = await txPayments.cancelSubmittedPending(appointment.id, REPLACED_REASON);
        const claimed = await confirmBecausePaidFromWallet(tx, appointment, totals, now);
        if (!claimed)
          throw conflict('APPOINTMENT_NOT_PAYABLE', errorMessages.appointmentNotPayable);
        const payment = await this.paidFromWallet(tx, actor, appointment, {
          amountCents: charged,
          purpose: deposit === null ? 'BOOKING' : 'DEPOSIT',
          description: body.description ?? DEFAULT_DESCRIPTION,
          key,
          now,
        });
        // As a card or PIX approval does (payment-states.ts): written only if the debit commits.
        await notifyAppointment(tx, appointment.id, 'pay');
        return { payment, replaced };
      });
      this.log.info(
        { paymentId: result.payment.id, appointmentId: appointment.id, amount: charged },
        'booking paid from the wallet',
      );
      return { ...result, created: true };
    } catch (error) {
      if (error instanceof AppError && error.code === 'APPOINTMENT_NOT_PAYABLE') {
        const current = await bookingReadsOf(this.db).findById(appointment.id);
        if (current) assertPayable(current);
      }
      throw error;
    }
  }

  /**
   * A COMPLETED wallet payment of the booking, and its debit from the client's wallet at the
   * booking's shop (money held at another shop never pays it; decision 042), in `tx`.
   */
  private async paidFromWallet(
    tx: Db,
    actor: AuthUser,
    appointment: AppointmentRecord,
    paid: {
      amountCents: number;
      purpose: PaymentRow['purpose'];
      description: string;
      key: string | null;
      now: Date;
    },
  ): Promise<PaymentRow> {
    const payment = await new PaymentsRepository(tx).insert({
      appointmentId: appointment.id,
      clientId: actor.userId,
      barbershopId: appointment.barbershopId,
      method: 'WALLET',
      flow: 'wallet',
      gateway: 'wallet',
      status: 'COMPLETED',
      amountCents: paid.amountCents,
      purpose: paid.purpose,
      installments: 1,
      description: paid.description,
      idempotencyKey: paid.key,
      submittedAt: paid.now,
      paidAt: paid.now,
    });
    if (paid.amountCents > 0) {
      const debited = await this.wallet.debit(tx, {
        userId: actor.userId,
        barbershopId: appointment.barbershopId,
        amountCents: paid.amountCents,
        paymentId: payment.id,
        appointmentId: appointment.id,
      });
      if (!debited) throw insufficientBalance();
    }
    return payment;
  }

  /**
   * 'Pagar o restante' from the wallet (decision 029): `amount` must be the rest (total minus
   * what was paid); in one transaction that holds the booking (the desk may be taking the
   * rest now: the later one reads the earlier), open attempts are cancelled, the COMPLETED
   * BALANCE payment written and the balance debited. The booking keeps its status, method and
   * figures. 409 ALREADY_PAID when the rest was taken meanwhile.
   */
  private async payBalance(
    actor: AuthUser,
    body: CreatePaymentBody,
    key: string | null,
    appointment: AppointmentRecord,
    rest: number,
  ): Promise<WalletPaid> {
    if (body.amount !== rest) {
      throw new AppError(
        409,
        'PAYMENT_AMOUNT_MISMATCH',
        errorMessages.paymentAmountMismatch,
        'amount',
      ).withDetails({ ...balanceFigures(appointment, rest) });
    }
    const payments = new PaymentsRepository(this.db);
    const open = await payments.findOpenByAppointment(appointment.id);
    if (open && (open.status === 'PROCESSING' || open.submittedAt === null)) {
      throw paymentInProgress();
    }
    // The money held at the booking's shop only (decision 042).
    const balance = await this.wallet.balanceOf(appointment.barbershopId, actor.userId);
    if (balance < rest) throw insufficientBalance();
    const now = this.now();
    try {
      const result = await this.db.transaction(async (tx) => {
        await lockBookingForPayment(tx, appointment.id);
        if ((await paidCentsOf(tx, appointment.id)) >= appointment.totalCents) {
          throw conflict('ALREADY_PAID', BALANCE_PAID_MESSAGE);
        }
        const txPayments = new PaymentsRepository(tx);
        const replaced = await txPayments.cancelSubmittedPending(appointment.id, REPLACED_REASON);
        const payment = await this.paidFromWallet(tx, actor, appointment, {
          amountCents: rest,
          purpose: 'BALANCE',
          description: body.description ?? DEFAULT_DESCRIPTION,
          key,
          now,
        });
        return { payment, replaced };
      });
      return { ...result, created: true };
    } catch (error) {
      if (getPgErrorCode(error) === pgErrorCodes.uniqueViolation) {
        throw conflict('ALREADY_PAID', BALANCE_PAID_MESSAGE);
      }
      throw error;
    }
  }
}

/** The first payment of an idempotency key, if it was for this booking. */
function replayOf(existing: PaymentRow, appointmentId: string): PaymentRow {
  if (existing.appointmentId !== appointmentId) {
    throw conflict('IDEMPOTENCY_KEY_REUSED', errorMessages.idempotencyKeyReused);
  }
  return existing;
}

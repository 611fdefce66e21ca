import type { BarbershopSettings } from '@navalha/core/contracts/barbershop';
import type { PaymentGatewayName } from '@navalha/core/contracts/payments';
import type { PaymentStatus } from '@navalha/core/domain/appointments/appointment-status';
import { openPaymentStatuses } from '@navalha/core/domain/payments/payment-transitions';
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attemptIn, expiredAttempts, inFlightAttempt } from '../../db/gateway-attempts.js';
import { qualified } from '../../db/qualified-column.js';
import { appointments } from '../../db/schema/appointments.js';
import { barbershops } from '../../db/schema/barbershops.js';
import { payments } from '../../db/schema/payments.js';
import type { NewPaymentRow, PaymentRow } from '../../db/schema/payments.js';
import { users } from '../../db/schema/users.js';

/**
 * What a booking's ending gives back to the client's wallet at its shop: a wallet payment, and
 * the rest after a deposit paid at the shop, which no gateway can return (decision 029).
 */
export const refundsToWallet = or(
  eq(payments.method, 'WALLET'),
  and(eq(payments.gateway, 'shop'), eq(payments.purpose, 'BALANCE')),
);

/** Payments; Drizzle only. */
export class PaymentsRepository {
  constructor(private readonly db: Db) {}

  async findById(id: string): Promise<PaymentRow | null> {
    const [row] = await this.db.select().from(payments).where(eq(payments.id, id)).limit(1);
    return row ?? null;
  }

  async findByIdempotencyKey(clientId: string, key: string): Promise<PaymentRow | null> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.clientId, clientId), eq(payments.idempotencyKey, key)))
      .limit(1);
    return row ?? null;
  }

  async findByGatewayPaymentId(
    gateway: PaymentGatewayName,
    gatewayPaymentId: string,
  ): Promise<PaymentRow | null> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.gateway, gateway), eq(payments.gatewayPaymentId, gatewayPaymentId)))
      .limit(1);
    return row ?? null;
  }

  async findLatestByAppointment(appointmentId: string): Promise<PaymentRow | null> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(eq(payments.appointmentId, appointmentId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(1);
    return row ?? null;
  }

  /**
   * The booking's payments that brought money in (COMPLETED, or REFUNDED since), money marked
   * late aside: the parts a refund is spread over (decision 029), the deposit first, then a
   * whole payment, then the rest, each in the order it was paid.
   */
  async findPaidParts(appointmentId: string, lateReason: string): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.appointmentId, appointmentId),
          inArray(payments.status, ['COMPLETED', 'REFUNDED']),
          sql`${payments.refundReason} is distinct from ${lateReason}`,
        ),
      )
      .orderBy(
        sql`case ${payments.purpose} when 'DEPOSIT' then 0 when 'BOOKING' then 1 else 2 end`,
        asc(payments.paidAt),
        asc(payments.createdAt),
      );
  }

  /**
   * Whether the booking still has money in (a COMPLETED payment): of a booking paid in parts,
   * one refunded while another is still owed back (decision 029).
   */
  async hasCompletedPayments(appointmentId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.appointmentId, appointmentId), eq(payments.status, 'COMPLETED')))
      .limit(1);
    return row !== undefined;
  }

  /** Whether the rest after the booking's deposit was already taken by another payment. */
  async hasCompletedBalance(appointmentId: string, otherThan: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.appointmentId, appointmentId),
          eq(payments.purpose, 'BALANCE'),
          eq(payments.status, 'COMPLETED'),
          ne(payments.id, otherThan),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** The booking's open (PENDING or PROCESSING) payment; there is at most one. */
  async findOpenByAppointment(appointmentId: string): Promise<PaymentRow | null> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.appointmentId, appointmentId),
          inArray(payments.status, [...openPaymentStatuses]),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /**
   * A hosted checkout of the booking whose gateway payment we have not learned yet: Mercado
   * Pago creates it when the payer pays, and names the booking in `external_reference`.
   */
  async findCheckoutAwaitingPayment(
    appointmentId: string,
    gateway: PaymentGatewayName,
  ): Promise<PaymentRow | null> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.appointmentId, appointmentId),
          eq(payments.gateway, gateway),
          eq(payments.flow, 'checkout'),
          isNull(payments.gatewayPaymentId),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return row ?? null;
  }

  /**
   * The insert of a payment as one SQL statement, for a write that must go with another in one
   * statement (a cash booking and the payment that waits at the shop).
   */
  insertStatement(values: NewPaymentRow): SQL {
    return this.db.insert(payments).values(values).getSQL();
  }

  async insert(values: NewPaymentRow): Promise<PaymentRow> {
    const [row] = await this.db.insert(payments).values(values).returning();
    if (!row) throw new Error('payment insert returned nothing');
    return row;
  }

  /**
   * Cancels the booking's PENDING payments that reached their gateway (a new attempt replaces
   * them); one still in flight is left alone, and the caller's insert then meets it in the
   * one-open-payment index.
   */
  cancelSubmittedPending(appointmentId: string, reason: string): Promise<PaymentRow[]> {
    return this.db
      .update(payments)
      .set({ status: 'CANCELLED', cancellationReason: reason })
      .where(
        and(
          eq(payments.appointmentId, appointmentId),
          eq(payments.status, 'PENDING'),
          isNotNull(payments.submittedAt),
        ),
      )
      .returning();
  }

  /** Writes the gateway's answer on a payment still in flight. */
  async recordSubmission(
    id: string,
    values: Partial<NewPaymentRow> & { submittedAt: Date },
  ): Promise<PaymentRow | null> {
    const [row] = await this.db
      .update(payments)
      .set(values)
      .where(inFlightAttempt(payments, id))
      .returning();
    return row ?? null;
  }

  /**
   * Moves a payment to `to` only from one of `from` (core's payment-transitions): of two
   * concurrent moves, or a replayed one, the second finds nothing to change and gets null.
   */
  async moveStatus(
    id: string,
    to: PaymentStatus,
    from: readonly PaymentStatus[],
    values: Partial<NewPaymentRow> = {},
  ): Promise<PaymentRow | null> {
    if (from.length === 0) return null;
    const [row] = await this.db
      .update(payments)
      .set({ ...values, status: to })
      .where(attemptIn(payments, id, from))
      .returning();
    return row ?? null;
  }

  /**
   * Flags a payment the gateway approved with another amount or currency, once: the first
   * report sets the reason and time; a replay finds the row flagged and changes nothing.
   */
  async flagForReview(id: string, reason: string, now: Date): Promise<PaymentRow | null> {
    const [row] = await this.db
      .update(payments)
      .set({ reviewReason: reason, flaggedAt: now })
      .where(and(eq(payments.id, id), isNull(payments.flaggedAt)))
      .returning();
    return row ?? null;
  }

  /**
   * Clears the free text of a person's payments (an account's deletion, decision 006): the
   * description they wrote, and cancellation or failure reasons that are not our own words
   * (`ownReasons`), e.g. the reason a client typed when giving up on a PIX; such a failure
   * reason becomes `neutralReason`. Amounts, statuses and dates stay. One statement.
   */
  async scrubClientFreeText(
    clientId: string,
    ownReasons: readonly string[],
    neutralReason: string,
  ): Promise<void> {
    const own = sql`array[${sql.join(
      ownReasons.map((reason) => sql`${reason}`),
      sql`, `,
    )}]::text[]`;
    await this.db
      .update(payments)
      .set({
        description: null,
        cancellationReason: sql`case when ${payments.cancellationReason} = any(${own}) then ${payments.cancellationReason} else null end`,
        failureReason: sql`case when ${payments.failureReason} is null or ${payments.failureReason} = any(${own}) then ${payments.failureReason} else ${neutralReason} end`,
      })
      .where(eq(payments.clientId, clientId));
  }

  /** Learns the gateway's payment id of a hosted checkout, once. */
  async attachGatewayPaymentId(id: string, gatewayPaymentId: string): Promise<PaymentRow | null> {
    const [row] = await this.db
      .update(payments)
      .set({ gatewayPaymentId })
      .where(and(eq(payments.id, id), isNull(payments.gatewayPaymentId)))
      .returning();
    return row ?? null;
  }

  /** Claims a COMPLETED payment for a refund: only one refund of it can run at a time. */
  async claimRefund(id: string, now: Date): Promise<PaymentRow | null> {
    const [row] = await this.db
      .update(payments)
      .set({ refundRequestedAt: now })
      .where(
        and(
          eq(payments.id, id),
          eq(payments.status, 'COMPLETED'),
          isNull(payments.refundRequestedAt),
        ),
      )
      .returning();
    return row ?? null;
  }

  async releaseRefund(id: string): Promise<void> {
    await this.db
      .update(payments)
      .set({ refundRequestedAt: null })
      .where(and(eq(payments.id, id), eq(payments.status, 'COMPLETED')));
  }

  /** Cancels every unpaid online payment whose time is up (the expiry sweep). */
  expirePending(now: Date, reason: string): Promise<PaymentRow[]> {
    return this.db
      .update(payments)
      .set({ status: 'CANCELLED', failureReason: reason })
      .where(and(expiredAttempts(payments, now), ne(payments.flow, 'cash')))
      .returning();
  }

  /**
   * Cancels the open (PENDING or PROCESSING) payments of bookings that have ended, cancelled or
   * expired: the cancel hook does it at once; this catches a crash between the booking's
   * update and the hook's.
   */
  cancelOpenOfEndedAppointments(reason: string): Promise<PaymentRow[]> {
    return this.db
      .update(payments)
      .set({ status: 'CANCELLED', failureReason: reason, cancellationReason: reason })
      .where(
        and(
          inArray(payments.status, [...openPaymentStatuses]),
          sql`exists (
            select 1 from ${appointments}
            where ${qualified(appointments.id)} = ${qualified(payments.appointmentId)}
              and ${qualified(appointments.status)} in ('CANCELLED', 'EXPIRED'))`,
        ),
      )
      .returning();
  }

  /**
   * Money that arrived for a booking no longer active: the reason it must go back is written
   * at once, so the refund that follows (or the sweep's retry) knows it was late.
   */
  async markLatePayment(id: string, reason: string): Promise<void> {
    await this.db
      .update(payments)
      .set({ refundReason: reason })
      .where(
        and(eq(payments.id, id), eq(payments.status, 'COMPLETED'), isNull(payments.refundReason)),
      );
  }

  async findPayer(userId: string): Promise<{ name: string; email: string } | null> {
    const [row] = await this.db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row ?? null;
  }

  /** A shop's name and address (its PIX settings come with the appointment). */
  async findShop(barbershopId: string): Promise<{ name: string; address: string } | null> {
    const [row] = await this.db
      .select({ name: barbershops.name, address: barbershops.address })
      .from(barbershops)
      .where(eq(barbershops.id, barbershopId))
      .limit(1);
    return row ?? null;
  }

  /** A shop's settings and zone, for the rules a client reads (issue 18 §2). */
  async findShopRules(
    barbershopId: string,
  ): Promise<{ settings: BarbershopSettings; timeZone: string } | null> {
    const [row] = await this.db
      .select({ settings: barbershops.settings, timeZone: barbershops.timeZone })
      .from(barbershops)
      .where(eq(barbershops.id, barbershopId))
      .limit(1);
    return row ?? null;
  }

  // Booking payments made from the wallet (decision 017)

  /**
   * Marks a COMPLETED payment that goes back to the wallet (a wallet payment, or the rest paid
   * at the shop: `refundsToWallet`) REFUNDED with its figures, unless a refund has claimed it
   * already: of two refunds (the cancel hook and the sweep, two clicks) one gets the row.
   */
  async markRefundedToWallet(
    id: string,
    values: Pick<
      NewPaymentRow,
      'refundRequestedAt' | 'refundedAt' | 'refundedAmountCents' | 'refundFeeCents' | 'refundReason'
    >,
  ): Promise<PaymentRow | null> {
    const [row] = await this.db
      .update(payments)
      .set({ ...values, status: 'REFUNDED' })
      .where(
        and(
          eq(payments.id, id),
          refundsToWallet,
          eq(payments.status, 'COMPLETED'),
          isNull(payments.refundRequestedAt),
        ),
      )
      .returning();
    return row ?? null;
  }
}

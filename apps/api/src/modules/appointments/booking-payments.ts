import type { PaymentPurpose } from '@navalha/core/contracts/payments';
import type { PaymentStatus } from '@navalha/core/domain/appointments/appointment-status';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import type { RefundPartQuote } from '@navalha/core/domain/payments/refund-destination';
import type { SQL } from 'drizzle-orm';

/** The cash payment a new booking at the shop carries, written in the same statement. */
export interface CashPaymentValues {
  appointmentId: string;
  clientId: string;
  barbershopId: string;
  method: 'CASH';
  flow: 'cash';
  gateway: 'shop';
  amountCents: number;
  submittedAt: Date;
}

/** A paid booking whose client's cancellation is quoted: `keptCents` the fee it would keep. */
export interface CancelRefundBooking {
  depositCents: number | null;
  keptCents: number;
}

/**
 * One payment of a booking that brought money in (COMPLETED, or REFUNDED since), read with the
 * booking, in the order a refund spreads over them: the deposit first, then a whole payment,
 * then the rest, each in the order it was paid.
 */
export interface PaidPaymentFacts {
  method: PaymentMethod;
  amountCents: number;
  status: PaymentStatus;
  gateway: string;
  purpose: PaymentPurpose;
  refundReason: string | null;
}

/** One part of that refund, as the payments module would give it back. */
export interface CancelRefundPart extends RefundPartQuote {
  refundFeeCents: number;
}

/**
 * What the booking lifecycle asks of payments, which the payments module provides at
 * composition (app.ts). Declared here so that appointments never imports payments: payments
 * changes bookings through booking-lifecycle.ts, and the dependency runs one way (decision 016).
 */
export interface BookingPayments {
  /** Settles the money of a booking that just ended (cancelled or rejected): refunds, fees. */
  settleEndedBooking(appointmentId: string): Promise<void>;
  /** The insert of a cash booking's payment row, run with the booking's own insert. */
  cashPaymentWrite(values: CashPaymentValues): SQL;
  /** Whether the shop takes PIX and cards online (its own Mercado Pago account, decision 043). */
  takesOnlinePayments(barbershopId: string): Promise<boolean>;
  /** What a booking's cancellation by its client would give back now, part by part. */
  quoteCancelRefund(
    booking: CancelRefundBooking,
    paid: readonly PaidPaymentFacts[],
  ): CancelRefundPart[];
}

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
}

import type { BarbershopSettings } from '@navalha/core/contracts/barbershop';
import { getDepositDue } from '@navalha/core/domain/payments/deposit';
import type { DepositHistory } from '@navalha/core/domain/payments/deposit';
import type { PaymentMethod } from '@navalha/core/domain/payments/payment-method';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appointments } from '../../db/schema/appointments.js';

/**
 * A client's past at a shop for the deposit rule (decision 029): completed bookings and
 * no-shows, counted in one statement over appointments_barbershop_client_idx.
 */
export async function readDepositHistory(
  db: Db,
  barbershopId: string,
  clientId: string,
): Promise<DepositHistory> {
  const [row] = await db
    .select({
      completedBookings:
        sql<number>`count(*) filter (where ${appointments.status} = 'COMPLETED')`.mapWith(Number),
      noShows: sql<number>`count(*) filter (where ${appointments.status} = 'NO_SHOW')`.mapWith(
        Number,
      ),
    })
    .from(appointments)
    .where(and(eq(appointments.barbershopId, barbershopId), eq(appointments.clientId, clientId)));
  return { completedBookings: row?.completedBookings ?? 0, noShows: row?.noShows ?? 0 };
}

/**
 * The deposit a client's new booking carries, in centavos, or null: only a booking to be paid
 * at the shop (CASH), or whose method is left to the payment step, is asked one; a booking
 * paid online whole already secures the time. The history is read only when the rule is on.
 * `settings` come parsed (resolveBookingScope), defaults filled in.
 */
export async function depositForBooking(
  db: Db,
  booking: {
    settings: BarbershopSettings;
    barbershopId: string;
    clientId: string;
    method: PaymentMethod | null;
    totalCents: number;
    serviceIds: readonly string[];
  },
): Promise<number | null> {
  if (booking.method !== null && booking.method !== 'CASH') return null;
  const { deposit } = booking.settings;
  if (deposit.mode === 'OFF') return null;
  const history = await readDepositHistory(db, booking.barbershopId, booking.clientId);
  const due = getDepositDue(deposit, history, {
    totalCents: booking.totalCents,
    serviceIds: booking.serviceIds,
  });
  return due.due ? due.amountCents : null;
}

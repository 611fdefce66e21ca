import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appointments } from '../../db/schema/appointments.js';
import { clientDoubleBooked, tooManyUnpaidBookings } from './appointment-errors.js';

/** A client's bookings that a new time (`startsAt`..`endsAt`) at `barbershopId` is weighed against. */
export interface ClientLoadQuery {
  clientId: string;
  barbershopId: string;
  startsAt: Date;
  endsAt: Date;
  now: Date;
  /** A booking that is moving: its own time does not count. */
  excludeId?: string;
}

/** Whether an active booking overlaps the new time, and how many upcoming ones are unpaid. */
export interface ClientLoad {
  overlapping: boolean;
  unpaid: number;
}

/** A Date as a parameter of raw SQL, the same on pg and PGlite. */
const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * The select of a client's load, one row with `overlapping` and `unpaid` columns: run alone
 * (AppointmentsRepository.clientLoad) or as a CTE of the booking's insert. Unpaid: an online
 * payment not made, or cash the shop has not confirmed.
 */
export function clientLoadSelect(db: Db, query: ClientLoadQuery) {
  const active = and(
    eq(appointments.clientId, query.clientId),
    inArray(appointments.status, ['PENDING', 'CONFIRMED']),
    gt(appointments.endsAt, query.now),
    query.excludeId ? sql`${appointments.id} <> ${query.excludeId}` : undefined,
  );
  return db
    .select({
      overlapping:
        sql<boolean>`coalesce(bool_or(${appointments.startsAt} < ${timestamp(query.endsAt)}
          and ${appointments.endsAt} > ${timestamp(query.startsAt)}), false)`.as('overlapping'),
      unpaid:
        sql<number>`(count(*) filter (where ${appointments.barbershopId} = ${query.barbershopId}
          and ${appointments.startsAt} > ${timestamp(query.now)}
          and ${appointments.paymentStatus} = 'PENDING'
          and (${appointments.status} = 'PENDING'
            or ${appointments.paymentMethod} is distinct from 'CASH')))::int`.as('unpaid'),
    })
    .from(appointments)
    .where(active);
}

/**
 * Refuses a booking when the client would be in two chairs at once or, with `maxUnpaid`, is
 * already at the shop's limit of unpaid upcoming bookings (issue 16 §3).
 */
export function assertClientLoad(held: ClientLoad, maxUnpaid?: number): void {
  if (held.overlapping) throw clientDoubleBooked();
  if (maxUnpaid !== undefined && held.unpaid >= maxUnpaid) {
    throw tooManyUnpaidBookings(maxUnpaid);
  }
}

import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { qualified } from '../qualified-column.js';
import { users } from './users.js';

/**
 * Whom clients can book: every barber, and an admin or owner who also takes bookings (issue 14
 * §3). Every query that lists, checks or counts "barbers" uses this one condition. The columns
 * are always qualified ("users"."role"), so it also holds inside a correlated subquery.
 */
export const bookableStaff: SQL = sql`(${qualified(users.role)} = 'BARBER' or (${qualified(users.takesBookings)} and ${qualified(users.role)} in ('ADMIN', 'OWNER')))`;

/** The same condition for hand-written SQL that names the users table `u`. */
export const bookableStaffAsU: SQL = sql.raw(
  `(u.role = 'BARBER' or (u.takes_bookings and u.role in ('ADMIN', 'OWNER')))`,
);

/** The same rule for a row already read. */
export function isBookableStaff(user: { role: string; takesBookings: boolean }): boolean {
  return (
    user.role === 'BARBER' ||
    (user.takesBookings && (user.role === 'ADMIN' || user.role === 'OWNER'))
  );
}

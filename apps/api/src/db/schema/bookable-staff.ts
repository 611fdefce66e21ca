import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { users } from './users.js';

/**
 * Whom clients can book: every barber, and an admin or owner who also takes bookings (issue 14
 * §3). Every query that lists, checks or counts "barbers" uses this one condition.
 */
export const bookableStaff: SQL = sql`(${users.role} = 'BARBER' or (${users.takesBookings} and ${users.role} in ('ADMIN', 'OWNER')))`;

/** The same rule for a row already read. */
export function isBookableStaff(user: { role: string; takesBookings: boolean }): boolean {
  return (
    user.role === 'BARBER' ||
    (user.takesBookings && (user.role === 'ADMIN' || user.role === 'OWNER'))
  );
}

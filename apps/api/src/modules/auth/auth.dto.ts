import type { AuthSession, RefreshResponse, User } from '@navalha/core/contracts/auth';
import { isBookableStaff } from '../../db/schema/bookable-staff.js';
import type { UserRow } from '../../db/schema/users.js';

/** A session as issued: the routes decide whether the refresh token goes in the body too. */
export type IssuedSession = AuthSession & { refreshToken: string };
export type IssuedTokens = RefreshResponse & { refreshToken: string };

/** Where a session was opened from; kept beside the refresh token for the user's own audit. */
export interface ClientInfo {
  userAgent: string | undefined;
  ip: string;
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    phone: row.phone,
    avatarUrl: row.avatarUrl,
    isVerified: row.isVerified,
    // Only said when true: barbers and clients never take bookings as managers do.
    ...(isBookableStaff(row) && row.role !== 'BARBER' ? { takesBookings: true } : {}),
  };
}

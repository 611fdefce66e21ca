export const roles = ['CLIENT', 'BARBER', 'ADMIN', 'OWNER'] as const;

export type Role = (typeof roles)[number];

/**
 * Where a user lands after signing in, and where a route guard sends a user whose role the
 * route does not allow: BARBER → /barber, ADMIN and OWNER → /admin, everyone else → /.
 */
export function getRoleHome(role: string): '/' | '/barber' | '/admin' {
  if (role === 'BARBER') return '/barber';
  if (role === 'ADMIN' || role === 'OWNER') return '/admin';
  return '/';
}

/**
 * Who has the barber's area (/barber): a barber, and an admin or owner who also takes bookings
 * (issue 14 §3), who keeps /admin as their home.
 */
export function hasBarberArea(user: {
  role: string;
  takesBookings?: boolean | undefined;
}): boolean {
  return (
    user.role === 'BARBER' ||
    (user.takesBookings === true && (user.role === 'ADMIN' || user.role === 'OWNER'))
  );
}

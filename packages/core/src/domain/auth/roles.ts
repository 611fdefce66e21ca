/**
 * OPERATOR is the platform's operator ('Plataforma', issue 20 §1): no shop, made only by
 * `npm run setup -- --operator`, never by sign-up; it sees shops' counts, never their data.
 */
export const roles = ['CLIENT', 'BARBER', 'ADMIN', 'OWNER', 'RECEPTION', 'OPERATOR'] as const;

export type Role = (typeof roles)[number];

/**
 * Where a user lands after signing in, and where a route guard sends a user whose role the
 * route does not allow: BARBER → /barber, ADMIN and OWNER → /admin, RECEPTION → /admin/agenda
 * (the desk has no dashboard: issue 17 §4), OPERATOR → /plataforma, everyone else → /.
 */
export function getRoleHome(
  role: string,
): '/' | '/barber' | '/admin' | '/admin/agenda' | '/plataforma' {
  if (role === 'BARBER') return '/barber';
  if (role === 'OPERATOR') return '/plataforma';
  if (role === 'ADMIN' || role === 'OWNER') return '/admin';
  if (role === 'RECEPTION') return '/admin/agenda';
  return '/';
}

/** Who runs the shop's day at the desk (agenda, clients, the day's cash): issue 17 §4. */
export const frontDeskRoles = ['ADMIN', 'OWNER', 'RECEPTION'] as const;

/**
 * Whether the role works the shop's desk: its managers and the reception. What each may do
 * beyond the desk (revenue, settings, staff) the route table says.
 */
export function isFrontDesk(role: string): boolean {
  return (frontDeskRoles as readonly string[]).includes(role);
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

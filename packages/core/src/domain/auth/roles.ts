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

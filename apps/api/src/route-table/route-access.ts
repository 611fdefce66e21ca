import type { Role } from '@navalha/core/domain/auth/roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: the roles its preHandler lets through (anyone else gets 401/403). */
export interface RouteAccess {
  method: HttpMethod;
  url: string;
  roles: readonly Role[];
  /**
   * The barber's own screens: besides `roles` (BARBER), an ADMIN or OWNER who takes bookings
   * (`users.takes_bookings`, checked in the database on each call).
   */
  bookableStaff?: true;
  /** Registered only with the sandbox gateway (test payments); absent (404) with Mercado Pago. */
  sandboxOnly?: true;
  /** How often one user, and one address, may call it (plugins/usage-limits.ts). */
  usageLimit?: UsageLimit;
  /**
   * Reads any shop by design (decision 037's shared catalog: services, barbers, free times,
   * reviews, a promo check): runs outside the shop wall for staff too (decision 048).
   */
  anyShop?: true;
}

/**
 * At most `perUser` calls per signed-in user and `perAddress` per client address in a minute;
 * the next answers 429. Counted in the database, so every process shares the count. The address
 * limit is higher: a shop's Wi-Fi or a mobile carrier puts many clients behind one address.
 */
export interface UsageLimit {
  /** The counter's name; routes that share it share one count. */
  name: string;
  perUser: number;
  perAddress: number;
}

/** The role groups the route table admits. */
export const signedIn = ['CLIENT', 'BARBER', 'ADMIN', 'OWNER', 'RECEPTION'] as const;
export const shopManagers = ['ADMIN', 'OWNER'] as const;
export const staff = ['BARBER', 'ADMIN', 'OWNER'] as const;
/** Who runs the shop's day at the desk: the agenda, walk-ins, arrivals, cash (issue 17). */
export const frontDesk = ['ADMIN', 'OWNER', 'RECEPTION'] as const;
/** A booking's client, or the staff who run its shop (not its barber: money is the shop's). */
export const payers = ['CLIENT', 'ADMIN', 'OWNER'] as const;

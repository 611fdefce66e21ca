import { frontDesk, type RouteAccess } from './route-access.js';

/** The waitlist of a full day (issue 19 §3). */
export const waitlistRoutes = {
  joinWaitlist: { method: 'POST', url: '/api/waitlist', roles: ['CLIENT'] },
  listMyWaitlist: { method: 'GET', url: '/api/waitlist', roles: ['CLIENT'] },
  cancelWaitlistEntry: { method: 'DELETE', url: '/api/waitlist/:id', roles: ['CLIENT'] },
  // The desk reads the day's line beside the agenda.
  listShopWaitlist: { method: 'GET', url: '/api/admin/waitlist', roles: frontDesk },
} as const satisfies Record<string, RouteAccess>;

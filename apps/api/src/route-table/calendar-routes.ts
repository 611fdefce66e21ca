import { frontDesk, type RouteAccess } from './route-access.js';

/** Private calendar addresses (issue 19 §4); the feed itself is in public-route-table.ts. */
export const calendarRoutes = {
  // A barber's own bookings, and those of an admin or owner who takes bookings.
  getBarberCalendarFeed: {
    method: 'GET',
    url: '/api/barber-area/calendar-feed',
    roles: ['BARBER'],
    bookableStaff: true,
  },
  regenerateBarberCalendarFeed: {
    method: 'POST',
    url: '/api/barber-area/calendar-feed',
    roles: ['BARBER'],
    bookableStaff: true,
  },
  // The whole shop's, for the reception beside its agenda.
  getShopCalendarFeed: { method: 'GET', url: '/api/admin/calendar-feed', roles: frontDesk },
  regenerateShopCalendarFeed: {
    method: 'POST',
    url: '/api/admin/calendar-feed',
    roles: frontDesk,
  },
} as const satisfies Record<string, RouteAccess>;

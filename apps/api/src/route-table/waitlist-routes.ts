import { frontDesk, type RouteAccess } from './route-access.js';

/** The waitlist of a full day (issue 19 §3). */
export const waitlistRoutes = {
  joinWaitlist: { method: 'POST', url: '/api/waitlist', roles: ['CLIENT'] },
  listMyWaitlist: { method: 'GET', url: '/api/waitlist', roles: ['CLIENT'] },
  cancelWaitlistEntry: { method: 'DELETE', url: '/api/waitlist/:id', roles: ['CLIENT'] },
  // An offer of a freed time (decision 032): the client reads, takes or declines it.
  getWaitlistOffer: { method: 'GET', url: '/api/waitlist/:id/offer', roles: ['CLIENT'] },
  takeWaitlistOffer: { method: 'POST', url: '/api/waitlist/:id/offer/take', roles: ['CLIENT'] },
  declineWaitlistOffer: {
    method: 'POST',
    url: '/api/waitlist/:id/offer/decline',
    roles: ['CLIENT'],
  },
  // The desk reads the day's line beside the agenda, and offers a free time by hand.
  listShopWaitlist: { method: 'GET', url: '/api/admin/waitlist', roles: frontDesk },
  offerWaitlistSlot: { method: 'POST', url: '/api/admin/waitlist/:id/offer', roles: frontDesk },
} as const satisfies Record<string, RouteAccess>;

import type { Role } from '@navalha/core/domain/auth/roles';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Who may call a route: the roles its preHandler lets through (anyone else gets 401/403). */
export interface RouteAccess {
  method: HttpMethod;
  url: string;
  roles: readonly Role[];
}

const signedIn = ['CLIENT', 'BARBER', 'ADMIN', 'OWNER'] as const;
const shopManagers = ['ADMIN', 'OWNER'] as const;
const staff = ['BARBER', 'ADMIN', 'OWNER'] as const;

/**
 * Every route of the scheduling API and the roles it admits, in one place: the routes are
 * registered from it and the permission matrix test iterates it. Ownership (a client's own
 * appointments, a barber's own agenda, an admin's own shop) is checked by the services, which
 * answer 404 for someone else's row.
 *
 * Catalog reads (services, barbers, availability) need a signed-in user of any role: every
 * call of the spec carries a bearer token (spec §6), and no screen shows them signed out.
 */
export const routeTable = {
  listServices: { method: 'GET', url: '/api/services', roles: signedIn },
  listServicesForSelection: { method: 'GET', url: '/api/services/for-selection', roles: signedIn },
  listShopServices: { method: 'GET', url: '/api/services/barber-shop/:id', roles: signedIn },
  getService: { method: 'GET', url: '/api/services/:id', roles: signedIn },
  createService: { method: 'POST', url: '/api/services', roles: shopManagers },
  bulkCreateServices: { method: 'POST', url: '/api/services/bulk', roles: shopManagers },
  updateService: { method: 'PATCH', url: '/api/services/:id', roles: shopManagers },
  deleteService: { method: 'DELETE', url: '/api/services/:id', roles: shopManagers },

  listBarbersByServices: { method: 'POST', url: '/api/users/barbers/by-services', roles: signedIn },
  listBarbersForHome: { method: 'GET', url: '/api/users/barbers/for-home', roles: signedIn },
  listBarbers: { method: 'GET', url: '/api/users/barbers', roles: signedIn },
  listShopBarbers: { method: 'GET', url: '/api/users/barbers/barber-shop/:id', roles: signedIn },
  getBarber: { method: 'GET', url: '/api/users/barbers/:id', roles: signedIn },

  createWorkingHours: { method: 'POST', url: '/api/working-hours', roles: shopManagers },
  replaceWorkingHours: {
    method: 'POST',
    url: '/api/working-hours/barber/:barberId/multiple',
    roles: shopManagers,
  },
  listWorkingHours: { method: 'GET', url: '/api/working-hours', roles: staff },
  listBarberWorkingHours: {
    method: 'GET',
    url: '/api/working-hours/barber/:barberId',
    roles: staff,
  },
  getWorkingHours: { method: 'GET', url: '/api/working-hours/:id', roles: staff },
  updateWorkingHours: { method: 'PATCH', url: '/api/working-hours/:id', roles: shopManagers },
  deleteWorkingHours: { method: 'DELETE', url: '/api/working-hours/:id', roles: shopManagers },
  getAvailableTimes: {
    method: 'GET',
    url: '/api/working-hours/barber/:barberId/available-times',
    roles: signedIn,
  },
  getAvailableSlots: { method: 'POST', url: '/api/working-hours/available-slots', roles: signedIn },

  createAppointment: { method: 'POST', url: '/api/appointments', roles: ['CLIENT'] },
  listMyHistory: { method: 'GET', url: '/api/appointments/my-history', roles: ['CLIENT'] },
  listMyAppointments: {
    method: 'GET',
    url: '/api/appointments/my-appointments',
    roles: ['CLIENT'],
  },
  listBarberAgenda: {
    method: 'GET',
    url: '/api/appointments/barber/my-appointments',
    roles: ['BARBER'],
  },
  getAppointment: { method: 'GET', url: '/api/appointments/:id', roles: signedIn },
  rescheduleAppointment: { method: 'PATCH', url: '/api/appointments/:id', roles: ['CLIENT'] },
  cancelAppointment: { method: 'DELETE', url: '/api/appointments/:id', roles: ['CLIENT'] },
  confirmAppointment: { method: 'PATCH', url: '/api/appointments/:id/confirm', roles: staff },
  rejectAppointment: { method: 'PATCH', url: '/api/appointments/:id/reject', roles: staff },
  completeAppointment: { method: 'PATCH', url: '/api/appointments/:id/complete', roles: staff },

  validatePromoCode: { method: 'POST', url: '/api/promo-codes/validate', roles: signedIn },
} as const satisfies Record<string, RouteAccess>;

export type RouteName = keyof typeof routeTable;

import { signedIn, shopManagers, staff, type RouteAccess } from './route-access.js';

/** The catalog, availability, bookings, reviews, notifications and the account: what the app calls. */
export const clientRoutes = {
  listServices: { method: 'GET', url: '/api/services', roles: signedIn, anyShop: true },
  listServicesForSelection: {
    method: 'GET',
    url: '/api/services/for-selection',
    roles: signedIn,
    anyShop: true,
  },
  listShopServices: {
    method: 'GET',
    url: '/api/services/barber-shop/:id',
    roles: signedIn,
    anyShop: true,
  },
  getService: { method: 'GET', url: '/api/services/:id', roles: signedIn, anyShop: true },
  createService: { method: 'POST', url: '/api/services', roles: shopManagers },
  bulkCreateServices: { method: 'POST', url: '/api/services/bulk', roles: shopManagers },
  updateService: { method: 'PATCH', url: '/api/services/:id', roles: shopManagers },
  deleteService: { method: 'DELETE', url: '/api/services/:id', roles: shopManagers },

  listBarbersByServices: {
    method: 'POST',
    url: '/api/users/barbers/by-services',
    roles: signedIn,
    anyShop: true,
  },
  listBarbersForHome: {
    method: 'GET',
    url: '/api/users/barbers/for-home',
    roles: signedIn,
    anyShop: true,
  },
  listBarbers: { method: 'GET', url: '/api/users/barbers', roles: signedIn, anyShop: true },
  listShopBarbers: {
    method: 'GET',
    url: '/api/users/barbers/barber-shop/:id',
    roles: signedIn,
    anyShop: true,
  },
  getBarber: { method: 'GET', url: '/api/users/barbers/:id', roles: signedIn, anyShop: true },

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
    anyShop: true,
  },
  getAvailableSlots: {
    method: 'POST',
    url: '/api/working-hours/available-slots',
    roles: signedIn,
    anyShop: true,
  },
  getMonthAvailability: {
    method: 'POST',
    url: '/api/working-hours/month-availability',
    roles: signedIn,
    anyShop: true,
  },
  getBarbersNextFree: {
    method: 'POST',
    url: '/api/working-hours/barbers-next-free',
    roles: signedIn,
    anyShop: true,
  },

  createAppointment: {
    method: 'POST',
    url: '/api/appointments',
    roles: ['CLIENT'],
    usageLimit: { name: 'booking', perUser: 10, perAddress: 40 },
  },
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
    bookableStaff: true,
  },
  getAppointment: { method: 'GET', url: '/api/appointments/:id', roles: signedIn },
  rescheduleAppointment: { method: 'PATCH', url: '/api/appointments/:id', roles: ['CLIENT'] },
  cancelAppointment: { method: 'DELETE', url: '/api/appointments/:id', roles: ['CLIENT'] },
  confirmAppointment: { method: 'PATCH', url: '/api/appointments/:id/confirm', roles: staff },
  rejectAppointment: { method: 'PATCH', url: '/api/appointments/:id/reject', roles: staff },
  completeAppointment: { method: 'PATCH', url: '/api/appointments/:id/complete', roles: staff },

  // The barber area: the signed-in barber's own figures and week (issue 8).
  getBarberEarnings: {
    method: 'GET',
    url: '/api/barber-area/earnings',
    roles: ['BARBER'],
    bookableStaff: true,
  },
  getBarberSchedule: {
    method: 'GET',
    url: '/api/barber-area/schedule',
    roles: ['BARBER'],
    bookableStaff: true,
  },

  // 150 guesses in a row went through before this limit (issue 16 §3).
  validatePromoCode: {
    method: 'POST',
    url: '/api/promo-codes/validate',
    roles: signedIn,
    usageLimit: { name: 'promo-validation', perUser: 20, perAddress: 60 },
    anyShop: true,
  },

  createReview: { method: 'POST', url: '/api/reviews', roles: ['CLIENT'] },
  getAppointmentReview: {
    method: 'GET',
    url: '/api/reviews/appointment/:id',
    roles: ['CLIENT'],
  },
  listBarberReviews: {
    method: 'GET',
    url: '/api/reviews/barber/:id',
    roles: signedIn,
    anyShop: true,
  },

  listNotifications: { method: 'GET', url: '/api/notifications', roles: signedIn },
  // Server-sent events; the access_token cookie may stand in for the bearer token.
  streamNotifications: { method: 'GET', url: '/api/notifications/stream', roles: signedIn },
  markNotificationRead: {
    method: 'PATCH',
    url: '/api/notifications/:id/read',
    roles: signedIn,
  },
  markAllNotificationsRead: {
    method: 'POST',
    url: '/api/notifications/read-all',
    roles: signedIn,
  },

  // The signed-in person's own account (issue 7); staff accounts are closed by their shop.
  getMyProfile: { method: 'GET', url: '/api/users/me', roles: signedIn },
  updateMyProfile: { method: 'PATCH', url: '/api/users/me', roles: signedIn },
  deleteMyAccount: { method: 'DELETE', url: '/api/users/me', roles: ['CLIENT'] },
  // The shops the client booked with, the last first: the home's 'Suas barbearias' (decision 046).
  listMyShops: { method: 'GET', url: '/api/users/me/shops', roles: ['CLIENT'] },
  exportMyData: { method: 'GET', url: '/api/users/me/export', roles: signedIn },
  uploadMyAvatar: { method: 'POST', url: '/api/users/me/avatar', roles: signedIn },
  removeMyAvatar: { method: 'DELETE', url: '/api/users/me/avatar', roles: signedIn },
  // 'Alterar senha' and 'Reenviar e-mail' (issue 14 §4): every role owns its password.
  changeMyPassword: { method: 'POST', url: '/api/users/me/password', roles: signedIn },
  resendEmailConfirmation: {
    method: 'POST',
    url: '/api/users/me/email-confirmation',
    roles: signedIn,
  },
  lookupPostalCode: { method: 'GET', url: '/api/postal-codes/:cep', roles: signedIn },
} as const satisfies Record<string, RouteAccess>;

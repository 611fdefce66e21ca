import { type RouteAccess, shopManagers } from './route-access.js';

/** WhatsApp (issue 19 §1): the client's consent, and what staff send from the agenda. */
export const messagingRoutes = {
  getWhatsappConsent: { method: 'GET', url: '/api/users/me/whatsapp-consent', roles: ['CLIENT'] },
  setWhatsappConsent: { method: 'PUT', url: '/api/users/me/whatsapp-consent', roles: ['CLIENT'] },
  // The barber for their own bookings; the desk and managers for the shop's.
  sendWhatsappFromAgenda: {
    method: 'POST',
    url: '/api/whatsapp/appointments/:id/messages',
    roles: ['BARBER', 'ADMIN', 'OWNER', 'RECEPTION'],
  },
  // The shop's WhatsApp messages: each on or off, the reminders' times.
  adminGetWhatsappSettings: {
    method: 'GET',
    url: '/api/admin/whatsapp-settings',
    roles: shopManagers,
  },
  adminUpdateWhatsappSettings: {
    method: 'PUT',
    url: '/api/admin/whatsapp-settings',
    roles: shopManagers,
  },
} as const satisfies Record<string, RouteAccess>;

import { shopManagers, frontDesk, type RouteAccess } from './route-access.js';

/** The admin area and the front desk: the shop's staff. */
export const shopRoutes = {
  // The admin area: the shop's managers; money rules, admins and the audit log the owner alone.
  adminDashboard: { method: 'GET', url: '/api/admin/dashboard', roles: shopManagers },
  // The agenda's list view and its spreadsheet: the desk's too (issue 17 §4).
  adminListAppointments: { method: 'GET', url: '/api/admin/appointments', roles: frontDesk },
  adminExportAppointments: {
    method: 'GET',
    url: '/api/admin/appointments/export',
    roles: frontDesk,
  },
  // The desk finds and reads the shop's clients too (issue 17 §4).
  adminListClients: { method: 'GET', url: '/api/admin/clients', roles: frontDesk },
  adminGetClient: { method: 'GET', url: '/api/admin/clients/:id', roles: frontDesk },
  // A client's bookings at the shop, and the shop's private note on them (issue 17 §3).
  adminClientAppointments: {
    method: 'GET',
    url: '/api/admin/clients/:id/appointments',
    roles: frontDesk,
  },
  adminSaveClientNote: { method: 'PUT', url: '/api/admin/clients/:id/note', roles: frontDesk },
  // A walk-in's phone and e-mail, so they can claim the account later (issue 17 §3).
  adminSaveClientContact: {
    method: 'PATCH',
    url: '/api/admin/clients/:id/contact',
    roles: frontDesk,
  },
  // A reset link for a client of the shop, to send by WhatsApp (issue 14 §4).
  adminClientResetLink: {
    method: 'POST',
    url: '/api/admin/clients/:id/reset-link',
    roles: shopManagers,
  },
  // The desk books from the menu (issue 17 §1).
  adminListServices: { method: 'GET', url: '/api/admin/services', roles: frontDesk },
  adminListBarbers: { method: 'GET', url: '/api/admin/barbers', roles: shopManagers },
  adminUpdateBarber: { method: 'PATCH', url: '/api/admin/barbers/:id', roles: shopManagers },
  adminResetBarberPassword: {
    method: 'POST',
    url: '/api/admin/barbers/:id/reset-password',
    roles: shopManagers,
  },
  // The desk blocks a barber's time from the grid ('Bloquear horário', issue 17 §1).
  adminListTimeOff: { method: 'GET', url: '/api/admin/barbers/:id/time-off', roles: frontDesk },
  adminCreateTimeOff: {
    method: 'POST',
    url: '/api/admin/barbers/:id/time-off',
    roles: frontDesk,
  },
  adminDeleteTimeOff: { method: 'DELETE', url: '/api/admin/time-off/:id', roles: frontDesk },
  adminListPromoCodes: { method: 'GET', url: '/api/admin/promo-codes', roles: shopManagers },
  adminCreatePromoCode: { method: 'POST', url: '/api/admin/promo-codes', roles: shopManagers },
  adminUpdatePromoCode: {
    method: 'PATCH',
    url: '/api/admin/promo-codes/:id',
    roles: shopManagers,
  },
  adminDeletePromoCode: {
    method: 'DELETE',
    url: '/api/admin/promo-codes/:id',
    roles: shopManagers,
  },
  adminGetSettings: { method: 'GET', url: '/api/admin/settings', roles: shopManagers },
  adminUpdateSettings: { method: 'PATCH', url: '/api/admin/settings', roles: shopManagers },
  adminUpdateFinancialSettings: {
    method: 'PATCH',
    url: '/api/admin/settings/financial',
    roles: ['OWNER'],
  },
  adminListAdmins: { method: 'GET', url: '/api/admin/admins', roles: ['OWNER'] },
  adminUpdateAdmin: { method: 'PATCH', url: '/api/admin/admins/:id', roles: ['OWNER'] },
  adminResetAdminPassword: {
    method: 'POST',
    url: '/api/admin/admins/:id/reset-password',
    roles: ['OWNER'],
  },
  adminAuditLog: { method: 'GET', url: '/api/admin/audit-log', roles: ['OWNER'] },
  // 'Eu também atendo': the caller's own account (issue 14 §3).
  adminSetOwnTakesBookings: {
    method: 'PATCH',
    url: '/api/admin/me/takes-bookings',
    roles: shopManagers,
  },
  // Staff join by invitation (issue 14 §3); invitations for admins are the owner's alone, which
  // the service checks on the row's role (an admin asking for one gets 403).
  adminListInvitations: { method: 'GET', url: '/api/admin/invitations', roles: shopManagers },
  // Each sends an e-mail with SMTP: one count for both (issue 16 §3).
  adminCreateInvitation: {
    method: 'POST',
    url: '/api/admin/invitations',
    roles: shopManagers,
    usageLimit: { name: 'invitation-send', perUser: 20, perAddress: 60 },
  },
  adminResendInvitation: {
    method: 'POST',
    url: '/api/admin/invitations/:id/resend',
    roles: shopManagers,
    usageLimit: { name: 'invitation-send', perUser: 20, perAddress: 60 },
  },
  adminRevokeInvitation: {
    method: 'DELETE',
    url: '/api/admin/invitations/:id',
    roles: shopManagers,
  },
  // What is left after the first-run setup (the card hides itself once all is done); the owner
  // may put it away before.
  adminChecklist: { method: 'GET', url: '/api/admin/checklist', roles: shopManagers },
  adminDismissChecklist: {
    method: 'POST',
    url: '/api/admin/checklist/dismiss',
    roles: ['OWNER'],
  },
  // The front desk's day grid (issue 17 §1).
  adminAgenda: { method: 'GET', url: '/api/admin/agenda', roles: frontDesk },
  adminAgendaWeek: { method: 'GET', url: '/api/admin/agenda/week', roles: frontDesk },
  // The day's cash and 'Fechar caixa' (issue 17 §5).
  adminCashDay: { method: 'GET', url: '/api/admin/cash', roles: frontDesk },
  adminExportCashDay: { method: 'GET', url: '/api/admin/cash/export', roles: frontDesk },
  adminCloseCash: { method: 'POST', url: '/api/admin/cash/closings', roles: frontDesk },
  // Booking and moving from the grid (issue 17 §1): the shop's clients, walk-ins, moves.
  adminDeskSearchClients: { method: 'GET', url: '/api/admin/agenda/clients', roles: frontDesk },
  adminDeskCreateBooking: { method: 'POST', url: '/api/admin/agenda/bookings', roles: frontDesk },
  adminDeskMoveBooking: {
    method: 'PATCH',
    url: '/api/admin/agenda/bookings/:id',
    roles: frontDesk,
  },
  // What the desk does to a booking (issue 17 §2); refunds beyond the policy are checked by
  // role in the service (the reception may not).
  deskGetBooking: { method: 'GET', url: '/api/admin/agenda/bookings/:id', roles: frontDesk },
  deskConfirmBooking: {
    method: 'POST',
    url: '/api/admin/agenda/bookings/:id/confirm',
    roles: frontDesk,
  },
  deskArriveBooking: {
    method: 'POST',
    url: '/api/admin/agenda/bookings/:id/arrive',
    roles: frontDesk,
  },
  deskStartBooking: {
    method: 'POST',
    url: '/api/admin/agenda/bookings/:id/start',
    roles: frontDesk,
  },
  deskCompleteBooking: {
    method: 'POST',
    url: '/api/admin/agenda/bookings/:id/complete',
    roles: frontDesk,
  },
  deskNoShowBooking: {
    method: 'POST',
    url: '/api/admin/agenda/bookings/:id/no-show',
    roles: frontDesk,
  },
  deskCancelBooking: {
    method: 'POST',
    url: '/api/admin/agenda/bookings/:id/cancel',
    roles: frontDesk,
  },
  deskReceivePayment: {
    method: 'POST',
    url: '/api/admin/agenda/bookings/:id/receive-payment',
    roles: frontDesk,
  },
} as const satisfies Record<string, RouteAccess>;

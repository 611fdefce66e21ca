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

const signedIn = ['CLIENT', 'BARBER', 'ADMIN', 'OWNER', 'RECEPTION'] as const;
const shopManagers = ['ADMIN', 'OWNER'] as const;
const staff = ['BARBER', 'ADMIN', 'OWNER'] as const;
/** Who runs the shop's day at the desk: the agenda, walk-ins, arrivals, cash (issue 17). */
const frontDesk = ['ADMIN', 'OWNER', 'RECEPTION'] as const;
/** A booking's client, or the staff who run its shop (not its barber: money is the shop's). */
const payers = ['CLIENT', 'ADMIN', 'OWNER'] as const;

/**
 * Every route of the scheduling and payments API and the roles it admits, in one place: the routes are
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
  getMonthAvailability: {
    method: 'POST',
    url: '/api/working-hours/month-availability',
    roles: signedIn,
  },
  getBarbersNextFree: {
    method: 'POST',
    url: '/api/working-hours/barbers-next-free',
    roles: signedIn,
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
  },

  createPixPayment: { method: 'POST', url: '/api/payments/pix/create', roles: ['CLIENT'] },
  createCardPayment: { method: 'POST', url: '/api/payments/card/create', roles: ['CLIENT'] },
  createPaymentPreference: {
    method: 'POST',
    url: '/api/payments/create-preference',
    roles: ['CLIENT'],
  },
  createPayment: { method: 'POST', url: '/api/payments/create', roles: ['CLIENT'] },
  confirmPayment: { method: 'PATCH', url: '/api/payments/:id/confirm', roles: shopManagers },
  cancelPayment: { method: 'DELETE', url: '/api/payments/:id/cancel', roles: payers },
  mockPayment: { method: 'POST', url: '/api/payments/mock', roles: payers, sandboxOnly: true },
  listPaymentMethods: { method: 'GET', url: '/api/payments/methods', roles: signedIn },
  getPayment: { method: 'GET', url: '/api/payments/:id', roles: payers },
  getAppointmentPayment: {
    method: 'GET',
    url: '/api/payments/appointment/:appointmentId',
    roles: payers,
  },
  getPaymentStatus: { method: 'GET', url: '/api/payments/:id/status', roles: payers },
  syncPaymentStatus: { method: 'GET', url: '/api/payments/:id/sync-status', roles: payers },
  refundPayment: { method: 'POST', url: '/api/payments/:id/refund', roles: shopManagers },
  createSandboxCardToken: {
    method: 'POST',
    url: '/api/payments/sandbox/card-tokens',
    roles: ['CLIENT'],
    sandboxOnly: true,
  },

  // The client's own wallet (issue 6).
  getWallet: { method: 'GET', url: '/api/wallet', roles: ['CLIENT'] },
  listWalletTransactions: { method: 'GET', url: '/api/wallet/transactions', roles: ['CLIENT'] },
  listWalletPaymentMethods: {
    method: 'GET',
    url: '/api/wallet/payment-methods',
    roles: ['CLIENT'],
  },
  addWalletPaymentMethod: {
    method: 'POST',
    url: '/api/wallet/payment-methods',
    roles: ['CLIENT'],
  },
  deleteWalletPaymentMethod: {
    method: 'DELETE',
    url: '/api/wallet/payment-methods/:id',
    roles: ['CLIENT'],
  },
  setDefaultWalletPaymentMethod: {
    method: 'PATCH',
    url: '/api/wallet/payment-methods/:id/default',
    roles: ['CLIENT'],
  },
  // Each deposit creates a real PIX charge at the gateway.
  createWalletDeposit: {
    method: 'POST',
    url: '/api/wallet/deposits',
    roles: ['CLIENT'],
    usageLimit: { name: 'wallet-deposit', perUser: 5, perAddress: 20 },
  },
  getWalletDeposit: { method: 'GET', url: '/api/wallet/deposits/:id', roles: ['CLIENT'] },
  mockWalletDeposit: {
    method: 'POST',
    url: '/api/wallet/deposits/:id/mock',
    roles: ['CLIENT'],
    sandboxOnly: true,
  },

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

  createReview: { method: 'POST', url: '/api/reviews', roles: ['CLIENT'] },
  getAppointmentReview: {
    method: 'GET',
    url: '/api/reviews/appointment/:id',
    roles: ['CLIENT'],
  },
  listBarberReviews: { method: 'GET', url: '/api/reviews/barber/:id', roles: signedIn },

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

export type RouteName = keyof typeof routeTable;

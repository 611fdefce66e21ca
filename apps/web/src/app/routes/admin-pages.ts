/**
 * The admin area's pages, fetched as one chunk: an admin moves between them all day, and one
 * chunk keeps the app shell's list of page chunks short. No client page imports any of it.
 */
export { AdminRoute } from './admin';
export { AdminAgendaRoute } from './admin-agenda';
export { AdminBarberRoute, AdminBarbersRoute } from './admin-barbers';
export { AdminCashRoute } from './admin-cash';
export { AdminClientRoute, AdminClientsRoute } from './admin-clients';
export { AdminLayoutRoute } from './admin-layout';
export { AdminMoreRoute } from './admin-more';
export {
  AdminAuditRoute,
  AdminPromoCodesRoute,
  AdminServicesRoute,
  AdminSettingsRoute,
  AdminTeamRoute,
} from './admin-shop';

import type { Role } from '@navalha/core/domain/auth/roles';
import { isValidElement } from 'react';
import { createRoutesFromChildren, matchRoutes, Navigate, Route, Routes } from 'react-router';
import { RequireAuth } from './guards';
import { isLazyPage, lazyPage } from './lazy-page';

const clientOnly: readonly Role[] = ['CLIENT'];
const barberOnly: readonly Role[] = ['BARBER'];
const shopStaff: readonly Role[] = ['ADMIN', 'OWNER'];
/** The admin area's desk pages: its managers and the reception (issue 17 §4). */
const frontDesk: readonly Role[] = ['ADMIN', 'OWNER', 'RECEPTION'];
const ownerOnly: readonly Role[] = ['OWNER'];
const clientOrBarber: readonly Role[] = ['CLIENT', 'BARBER'];
/** The platform's operator ('Plataforma', issue 20 §1): no shop, its own page alone. */
const operatorOnly: readonly Role[] = ['OPERATOR'];

// One chunk per page, each behind its own error boundary.
const SignedInLayout = lazyPage(
  async () => (await import('./layout/signed-in-layout')).SignedInLayout,
);
const ClientLayout = lazyPage(async () => (await import('./layout/client-layout')).ClientLayout);
const PlatformPage = lazyPage(async () => (await import('./routes/platform')).PlatformRoute);
const HomePage = lazyPage(async () => (await import('./routes/home')).HomeRoute);
const WalletPage = lazyPage(async () => (await import('./routes/wallet')).WalletRoute);
const AccountPage = lazyPage(async () => (await import('./routes/account')).AccountRoute);
const AccountProfilePage = lazyPage(
  async () => (await import('./routes/account-profile')).AccountProfileRoute,
);
const AccountPasswordPage = lazyPage(
  async () => (await import('./routes/account-password')).AccountPasswordRoute,
);
const AccountHelpPage = lazyPage(
  async () => (await import('./routes/account-help')).AccountHelpRoute,
);
const AccountAboutPage = lazyPage(
  async () => (await import('./routes/account-about')).AccountAboutRoute,
);
const BarberLayout = lazyPage(async () => (await import('./routes/barber-layout')).BarberLayout);
const BarberPage = lazyPage(async () => (await import('./routes/barber')).BarberRoute);
const BarberWeekPage = lazyPage(async () => (await import('./routes/barber-week')).BarberWeekRoute);
const BarberHoursPage = lazyPage(
  async () => (await import('./routes/barber-hours')).BarberHoursRoute,
);
const BarberEarningsPage = lazyPage(
  async () => (await import('./routes/barber-earnings')).BarberEarningsRoute,
);
// The admin area's pages share one chunk and one loader (routes/admin-pages.ts).
const adminPages = () => import('./routes/admin-pages');
const AdminLayout = lazyPage(async () => (await adminPages()).AdminLayoutRoute);
const AdminPage = lazyPage(async () => (await adminPages()).AdminRoute);
const AdminAgendaPage = lazyPage(async () => (await adminPages()).AdminAgendaRoute);
const AdminCashPage = lazyPage(async () => (await adminPages()).AdminCashRoute);
const AdminBarbersPage = lazyPage(async () => (await adminPages()).AdminBarbersRoute);
const AdminBarberPage = lazyPage(async () => (await adminPages()).AdminBarberRoute);
const AdminClientsPage = lazyPage(async () => (await adminPages()).AdminClientsRoute);
const AdminClientPage = lazyPage(async () => (await adminPages()).AdminClientRoute);
const AdminServicesPage = lazyPage(async () => (await adminPages()).AdminServicesRoute);
const AdminPromoCodesPage = lazyPage(async () => (await adminPages()).AdminPromoCodesRoute);
const AdminSettingsPage = lazyPage(async () => (await adminPages()).AdminSettingsRoute);
const AdminTeamPage = lazyPage(async () => (await adminPages()).AdminTeamRoute);
const AdminAuditPage = lazyPage(async () => (await adminPages()).AdminAuditRoute);
const AdminMorePage = lazyPage(async () => (await adminPages()).AdminMoreRoute);
const ServicesPage = lazyPage(async () => (await import('./routes/services')).ServicesRoute);
const BarbersPage = lazyPage(async () => (await import('./routes/barbers')).BarbersRoute);
const CalendarPage = lazyPage(async () => (await import('./routes/calendar')).CalendarRoute);
const SchedulePage = lazyPage(async () => (await import('./routes/schedule')).ScheduleRoute);
const ConfirmPage = lazyPage(async () => (await import('./routes/confirm')).ConfirmRoute);
const PaymentPage = lazyPage(async () => (await import('./routes/payment')).PaymentRoute);
// The pages after /payment share one chunk and one loader (routes/payment-pages.ts).
const paymentPages = () => import('./routes/payment-pages');
const PaymentPixPage = lazyPage(async () => (await paymentPages()).PaymentPixRoute);
const PaymentCardPage = lazyPage(async () => (await paymentPages()).PaymentCardRoute);
const PaymentPendingPage = lazyPage(async () => (await paymentPages()).PaymentPendingRoute);
const PaymentSuccessPage = lazyPage(async () => (await paymentPages()).PaymentSuccessRoute);
const PaymentErrorPage = lazyPage(async () => (await paymentPages()).PaymentErrorRoute);
const PaymentCallbackPage = lazyPage(async () => (await paymentPages()).PaymentCallbackRoute);
const PaymentBookingPage = lazyPage(async () => (await paymentPages()).PaymentBookingRoute);
const BookingConfirmationPage = lazyPage(
  async () => (await import('./routes/booking-confirmation')).BookingConfirmationRoute,
);
const MyBookingsPage = lazyPage(async () => (await import('./routes/my-bookings')).MyBookingsRoute);
const DetailsOrderPage = lazyPage(
  async () => (await import('./routes/details-order')).DetailsOrderRoute,
);
const AppointmentPage = lazyPage(
  async () => (await import('./routes/appointment')).AppointmentRoute,
);
const ReviewPage = lazyPage(async () => (await import('./routes/review')).ReviewRoute);
const WaitlistOfferPage = lazyPage(
  async () => (await import('./routes/waitlist-offer')).WaitlistOfferRoute,
);

/**
 * The signed-in pages (spec §2), behind the router's guard (router.tsx). This module is loaded
 * only once someone is signed in, in the build's `signed-in` chunk (vite.config.ts), so their
 * routes and page loaders stay out of the entry chunk that /signin downloads. An unknown path
 * goes to /.
 */
const routeTree = (
  <>
    <Route element={<SignedInLayout />}>
      {/* The booking flow's steps: no tab bar, their footer holds the next step. A visitor from
          a shop's public page walks them signed out up to /confirm (decision 034). */}
      <Route element={<RequireAuth roles={clientOnly} visitors />}>
        <Route path="services" element={<ServicesPage />} />
        <Route path="barbers" element={<BarbersPage />} />
        <Route path="schedule" element={<SchedulePage />} />
        <Route path="confirm" element={<ConfirmPage />} />
      </Route>
      <Route element={<RequireAuth roles={clientOnly} />}>
        <Route element={<ClientLayout />}>
          <Route index element={<HomePage />} />
          <Route path="wallet" element={<WalletPage />} />
          <Route path="mybookings" element={<MyBookingsPage />} />
          {/* Spelled this way by one link of the spec: the same list. */}
          <Route path="my-bookings" element={<MyBookingsPage />} />
        </Route>
        <Route path="payment" element={<PaymentPage />} />
        <Route path="payment/pix/:appointmentId" element={<PaymentPixPage />} />
        <Route path="payment/card/:appointmentId" element={<PaymentCardPage />} />
        <Route path="payment/pending" element={<PaymentPendingPage />} />
        <Route path="payment/success" element={<PaymentSuccessPage />} />
        <Route path="payment/error" element={<PaymentErrorPage />} />
        <Route path="payment/callback" element={<PaymentCallbackPage />} />
        <Route path="payment/booking/:appointmentId" element={<PaymentBookingPage />} />
        <Route path="booking-confirmation/:id" element={<BookingConfirmationPage />} />
        <Route path="detailsorder/:id" element={<DetailsOrderPage />} />
        <Route path="appointment/:id" element={<AppointmentPage />} />
        <Route path="review/:id" element={<ReviewPage />} />
        {/* A waitlist offer, opened from its notification (issue 19 §3). */}
        <Route path="lista-de-espera/:id" element={<WaitlistOfferPage />} />
      </Route>
      <Route path="account" element={<AccountPage />} />
      <Route path="account/profile" element={<AccountProfilePage />} />
      <Route path="account/password" element={<AccountPasswordPage />} />
      <Route path="account/help" element={<AccountHelpPage />} />
      <Route path="account/about" element={<AccountAboutPage />} />
      {/* Clients pick a time here; barbers read their 'Agendamentos do Dia'. */}
      <Route element={<RequireAuth roles={clientOrBarber} visitors />}>
        <Route path="calendar" element={<CalendarPage />} />
      </Route>
      <Route element={<RequireAuth roles={barberOnly} barberArea />}>
        {/* The barber area: today, the week, working hours and earnings, with its tab bar. */}
        <Route path="barber" element={<BarberLayout />}>
          <Route index element={<BarberPage />} />
          <Route path="week" element={<BarberWeekPage />} />
          <Route path="hours" element={<BarberHoursPage />} />
          <Route path="earnings" element={<BarberEarningsPage />} />
        </Route>
      </Route>
      <Route element={<RequireAuth roles={frontDesk} />}>
        {/* The admin area: dashboard, agenda, barbers and the rest under 'Mais', with its tab bar.
            The reception has the desk's pages alone; any other sends it to the agenda. */}
        <Route path="admin" element={<AdminLayout />}>
          <Route path="agenda" element={<AdminAgendaPage />} />
          <Route path="clients" element={<AdminClientsPage />} />
          <Route path="clients/:id" element={<AdminClientPage />} />
          <Route path="caixa" element={<AdminCashPage />} />
          <Route path="more" element={<AdminMorePage />} />
          <Route element={<RequireAuth roles={shopStaff} />}>
            <Route index element={<AdminPage />} />
            <Route path="barbers" element={<AdminBarbersPage />} />
            <Route path="barbers/:id" element={<AdminBarberPage />} />
            <Route path="services" element={<AdminServicesPage />} />
            <Route path="promo-codes" element={<AdminPromoCodesPage />} />
            <Route path="settings" element={<AdminSettingsPage />} />
          </Route>
          <Route element={<RequireAuth roles={ownerOnly} />}>
            <Route path="team" element={<AdminTeamPage />} />
            <Route path="audit" element={<AdminAuditPage />} />
          </Route>
        </Route>
      </Route>
    </Route>
    <Route element={<RequireAuth roles={operatorOnly} />}>
      <Route path="plataforma" element={<PlatformPage />} />
    </Route>
    <Route path="*" element={<Navigate to="/" replace />} />
  </>
);

const routes = createRoutesFromChildren(routeTree);

/**
 * A signed-in page sits below lazy layouts: fetch all of its chunks at once rather than one
 * after the other as each layout renders.
 */
export function preloadSignedInPages(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (isValidElement(route.element) && isLazyPage(route.element.type)) {
      route.element.type.preload();
    }
  }
}

export function SignedInRoutes() {
  return <Routes>{routeTree}</Routes>;
}

import type { Role } from '@navalha/core/domain/auth/roles';
import { isValidElement } from 'react';
import {
  createRoutesFromChildren,
  matchRoutes,
  Navigate,
  Route,
  Routes,
  useLocation,
} from 'react-router';
import { useSessionState } from '../features/auth/hooks/use-session';
import { PublicOnly, RequireAuth } from './guards';
import { isLazyPage, lazyPage } from './lazy-page';

const clientOnly: readonly Role[] = ['CLIENT'];
const barberOnly: readonly Role[] = ['BARBER'];
const shopStaff: readonly Role[] = ['ADMIN', 'OWNER'];
const clientOrBarber: readonly Role[] = ['CLIENT', 'BARBER'];

// One chunk per page, each behind its own error boundary.
const SignInPage = lazyPage(async () => (await import('./routes/sign-in')).SignInRoute);
const SignUpPage = lazyPage(async () => (await import('./routes/sign-up')).SignUpRoute);
const TermsPage = lazyPage(async () => (await import('./routes/terms')).TermsRoute);
const PrivacyPage = lazyPage(async () => (await import('./routes/privacy')).PrivacyRoute);
const SignedInLayout = lazyPage(
  async () => (await import('./layout/signed-in-layout')).SignedInLayout,
);
const ClientLayout = lazyPage(async () => (await import('./layout/client-layout')).ClientLayout);
const HomePage = lazyPage(async () => (await import('./routes/home')).HomeRoute);
const AccountPage = lazyPage(async () => (await import('./routes/account')).AccountRoute);
const BarberPage = lazyPage(async () => (await import('./routes/barber')).BarberRoute);
const AdminPage = lazyPage(async () => (await import('./routes/admin')).AdminRoute);
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

/**
 * Every route of the app (spec §2). Pages later issues build are not stubbed here: an unknown
 * path goes to /, whose guard sends a signed-out visitor to /signin. The signed-in pages share
 * one layout that holds the query cache; the guard in front of it keeps a signed-out visitor
 * from downloading it.
 */
const routeTree = (
  <>
    <Route element={<PublicOnly />}>
      <Route path="signin" element={<SignInPage />} />
      <Route path="login" element={<SignInPage />} />
      <Route path="signup" element={<SignUpPage />} />
    </Route>
    <Route path="terms" element={<TermsPage />} />
    <Route path="privacy" element={<PrivacyPage />} />
    <Route element={<RequireAuth />}>
      <Route element={<SignedInLayout />}>
        <Route element={<RequireAuth roles={clientOnly} />}>
          <Route element={<ClientLayout />}>
            <Route index element={<HomePage />} />
            <Route path="mybookings" element={<MyBookingsPage />} />
            {/* Spelled this way by one link of the spec: the same list. */}
            <Route path="my-bookings" element={<MyBookingsPage />} />
          </Route>
          {/* The booking flow's steps: no tab bar, their footer holds the next step. */}
          <Route path="services" element={<ServicesPage />} />
          <Route path="barbers" element={<BarbersPage />} />
          <Route path="schedule" element={<SchedulePage />} />
          <Route path="confirm" element={<ConfirmPage />} />
          <Route path="payment" element={<PaymentPage />} />
          <Route path="payment/pix/:appointmentId" element={<PaymentPixPage />} />
          <Route path="payment/card/:appointmentId" element={<PaymentCardPage />} />
          <Route path="payment/pending" element={<PaymentPendingPage />} />
          <Route path="payment/success" element={<PaymentSuccessPage />} />
          <Route path="payment/error" element={<PaymentErrorPage />} />
          <Route path="payment/callback" element={<PaymentCallbackPage />} />
          <Route path="booking-confirmation/:id" element={<BookingConfirmationPage />} />
          <Route path="detailsorder/:id" element={<DetailsOrderPage />} />
          <Route path="appointment/:id" element={<AppointmentPage />} />
        </Route>
        <Route path="account" element={<AccountPage />} />
        {/* Clients pick a time here; barbers read their 'Agendamentos do Dia'. */}
        <Route element={<RequireAuth roles={clientOrBarber} />}>
          <Route path="calendar" element={<CalendarPage />} />
        </Route>
        <Route element={<RequireAuth roles={barberOnly} />}>
          <Route path="barber" element={<BarberPage />} />
        </Route>
        <Route element={<RequireAuth roles={shopStaff} />}>
          <Route path="admin" element={<AdminPage />} />
        </Route>
      </Route>
    </Route>
    <Route path="*" element={<Navigate to="/" replace />} />
  </>
);

const routes = createRoutesFromChildren(routeTree);
let preloadedFor: string | null = null;

/**
 * A signed-in page sits below lazy layouts: fetch all of its chunks at once rather than one
 * after the other as each layout renders. Signed out, the guards redirect before any of them.
 */
function preloadPages(pathname: string) {
  if (pathname === preloadedFor) return;
  preloadedFor = pathname;
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (isValidElement(route.element) && isLazyPage(route.element.type)) {
      route.element.type.preload();
    }
  }
}

export function AppRoutes() {
  const { pathname } = useLocation();
  const signedIn = useSessionState().status === 'signedIn';
  if (signedIn) preloadPages(pathname);
  return <Routes>{routeTree}</Routes>;
}

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
          </Route>
        </Route>
        <Route path="account" element={<AccountPage />} />
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

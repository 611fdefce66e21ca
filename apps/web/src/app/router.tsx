import type { Role } from '@navalha/core/domain/auth/roles';
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { PublicOnly, RequireAuth } from './guards';
import { lazyPage as page } from './lazy-page';
import { LoadingOverlay } from './layout/loading-overlay';
import { RootLayout } from './layout/root-layout';
import { RouteErrorBoundary } from './layout/route-error-boundary';

const clientOnly: readonly Role[] = ['CLIENT'];
const barberOnly: readonly Role[] = ['BARBER'];
const shopStaff: readonly Role[] = ['ADMIN', 'OWNER'];

const signIn = page(async () => (await import('./routes/sign-in')).SignInRoute);

/**
 * Every route of the app (spec §2). Pages later issues build are not stubbed here: an unknown
 * path goes to /, whose guard sends a signed-out visitor to /signin.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: LoadingOverlay,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        Component: PublicOnly,
        children: [
          { path: 'signin', lazy: signIn, ErrorBoundary: RouteErrorBoundary },
          { path: 'login', lazy: signIn, ErrorBoundary: RouteErrorBoundary },
          {
            path: 'signup',
            lazy: page(async () => (await import('./routes/sign-up')).SignUpRoute),
            ErrorBoundary: RouteErrorBoundary,
          },
        ],
      },
      {
        path: 'terms',
        lazy: page(async () => (await import('./routes/terms')).TermsRoute),
        ErrorBoundary: RouteErrorBoundary,
      },
      {
        path: 'privacy',
        lazy: page(async () => (await import('./routes/privacy')).PrivacyRoute),
        ErrorBoundary: RouteErrorBoundary,
      },
      {
        element: <RequireAuth roles={clientOnly} />,
        children: [
          {
            lazy: page(async () => (await import('./layout/client-layout')).ClientLayout),
            children: [
              {
                index: true,
                lazy: page(async () => (await import('./routes/home')).HomeRoute),
                ErrorBoundary: RouteErrorBoundary,
              },
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: 'account',
            lazy: page(async () => (await import('./routes/account')).AccountRoute),
            ErrorBoundary: RouteErrorBoundary,
          },
        ],
      },
      {
        element: <RequireAuth roles={barberOnly} />,
        children: [
          {
            path: 'barber',
            lazy: page(async () => (await import('./routes/barber')).BarberRoute),
            ErrorBoundary: RouteErrorBoundary,
          },
        ],
      },
      {
        element: <RequireAuth roles={shopStaff} />,
        children: [
          {
            path: 'admin',
            lazy: page(async () => (await import('./routes/admin')).AdminRoute),
            ErrorBoundary: RouteErrorBoundary,
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

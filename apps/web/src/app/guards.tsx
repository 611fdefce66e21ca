import { getRoleHome, hasBarberArea } from '@navalha/core/domain/auth/roles';
import type { Role } from '@navalha/core/domain/auth/roles';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSessionState } from '../features/auth/hooks/use-session';
import {
  isVisitorBookingPath,
  VisitorShopContext,
  visitorShopAt,
} from '../shared/visitor-booking/visitor-shop';
import { LoadingOverlay } from './layout/loading-overlay';

export interface ReturnState {
  from?: string;
}

/** The path a guard saved before sending a signed-out visitor to /signin. */
export function readReturnPath(state: unknown): string | null {
  const from = (state as ReturnState | null)?.from;
  // Only a path inside the app: never `//host` or a full URL.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/** Pages whose signed-out visitor goes to /login rather than /signin (spec §2: the same page). */
const loginPaths: readonly string[] = ['/wallet'];

/** Where a signed-out visit to `pathname` is sent: /login for the wallet, else /signin. */
export function getSignInPath(pathname: string): '/login' | '/signin' {
  return loginPaths.includes(pathname.replace(/\/+$/, '')) ? '/login' : '/signin';
}

/**
 * Needs a signed-in user, and one of `roles` when given. Signed out → /signin (/login for the
 * wallet), remembering the page (unless the user signed out on purpose); wrong role → the home
 * of their own role. With `visitors`, a signed-out visitor who started booking from a shop's
 * public page walks the booking steps up to /confirm instead (decision 034).
 */
export function RequireAuth({
  roles,
  barberArea = false,
  visitors = false,
}: {
  roles?: readonly Role[];
  /** Also lets in an admin or owner who takes bookings (the barber's area, issue 14 §3). */
  barberArea?: boolean;
  /** Lets a visitor with a shop's address through on the booking steps (visitorBookingPaths). */
  visitors?: boolean;
}) {
  const session = useSessionState();
  const location = useLocation();

  if (session.status === 'restoring') return <LoadingOverlay />;
  const visitorShop =
    visitors && session.status === 'signedOut' && isVisitorBookingPath(location.pathname)
      ? visitorShopAt(location.search)
      : null;
  if (visitorShop) {
    return (
      <VisitorShopContext value={visitorShop}>
        <Outlet />
      </VisitorShopContext>
    );
  }
  if (session.status === 'signedOut') {
    if (location.pathname === '/' && session.endedBy !== 'signOut') return <SignedOutLanding />;
    const state: ReturnState | undefined =
      session.endedBy === 'signOut'
        ? undefined
        : { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={getSignInPath(location.pathname)} replace state={state} />;
  }
  const admitted =
    !roles || roles.includes(session.user.role) || (barberArea && hasBarberArea(session.user));
  if (!admitted) {
    return <Navigate to={getRoleHome(session.user.role)} replace />;
  }
  return <Outlet />;
}

/**
 * /signin and /signup: a signed-in user goes on to the page they were sent away from, or to the
 * home of their role. This is also how a successful sign-in navigates; when the saved page does
 * not allow their role, that page's own guard sends them on to their home.
 */
export function PublicOnly() {
  const session = useSessionState();
  const location = useLocation();

  if (session.status === 'restoring') return <LoadingOverlay />;
  if (session.status === 'signedIn') {
    const to = readReturnPath(location.state) ?? getRoleHome(session.user.role);
    return <Navigate to={to} replace />;
  }
  return <Outlet />;
}

/**
 * `/` signed out: the shop's public page when the owner of a one-shop install chose it (issue 18
 * §1), else sign-in as the spec says; a failed lookup is sign-in too.
 */
function SignedOutLanding() {
  const [to, setTo] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    // Its schema stays off every other page's first load.
    import('../features/public-page/api/get-public-landing')
      .then(({ getPublicLanding }) => getPublicLanding(controller.signal))
      .then(
        ({ slug }) => setTo(slug ? `/b/${slug}` : '/signin'),
        () => {
          if (!controller.signal.aborted) setTo('/signin');
        },
      );
    return () => controller.abort();
  }, []);
  if (!to) return <LoadingOverlay />;
  return <Navigate to={to} replace state={to === '/signin' ? { from: '/' } : undefined} />;
}

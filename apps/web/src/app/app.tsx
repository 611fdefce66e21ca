import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { connectApiClientToSession } from '../features/auth/connect-api-client';
import { sessionStore } from '../features/auth/session-store';
import { ToastHost } from '../lib/toast-host';
import type { ReturnState } from './guards';
import { RootLayout } from './layout/root-layout';
import { AppRoutes } from './router';

const stayHere = () => undefined;
/** Set by `SessionExpiryRedirect` while the app is mounted. */
let redirectAfterExpiry: () => void = stayHere;

/**
 * Start-up, outside React: restore the session from its cookies and let the API client reach
 * it. After a refused refresh the app goes to /signin, remembering the page.
 */
export function startSession(): () => void {
  sessionStore.restore();
  return connectApiClientToSession(() => redirectAfterExpiry());
}

/** The router's half of `startSession`: the navigation after an expired session. */
function SessionExpiryRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const redirect = useEffectEvent(() => {
    const { pathname, search, hash } = location;
    const state: ReturnState = { from: `${pathname}${search}${hash}` };
    void navigate('/signin', { replace: true, state });
  });
  useEffect(() => {
    redirectAfterExpiry = () => redirect();
    return () => {
      redirectAfterExpiry = stayHere;
    };
  }, []);
  return null;
}

/** The app, inside a router (main.tsx: the browser's; tests: an in-memory one). */
export function App() {
  return (
    <>
      <SessionExpiryRedirect />
      <RootLayout>
        <AppRoutes />
      </RootLayout>
      <ToastHost />
    </>
  );
}

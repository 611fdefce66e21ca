import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import type { DataRouter } from 'react-router';
import { connectApiClientToSession } from '../features/auth/connect-api-client';
import { sessionStore } from '../features/auth/session-store';
import { Providers } from './providers';
import type { ReturnState } from './guards';

/**
 * Start-up, outside React: restore the session from its cookies and let the API client reach
 * it. After a refused refresh: forget the cached data and go to /signin, remembering the page.
 */
export function startSession(router: DataRouter, queryClient: QueryClient): () => void {
  sessionStore.restore();
  return connectApiClientToSession(() => {
    queryClient.clear();
    const { pathname, search, hash } = router.state.location;
    const state: ReturnState = { from: `${pathname}${search}${hash}` };
    void router.navigate('/signin', { replace: true, state });
  });
}

export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}

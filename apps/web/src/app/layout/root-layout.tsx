import { Suspense, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { pageChunks } from '../lazy-page';
import { LoadingOverlay } from './loading-overlay';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollRestoration } from './scroll-restoration';

function SuspenseFallback({ onShownChange }: { onShownChange: (shown: boolean) => void }) {
  useLayoutEffect(() => {
    onShownChange(true);
    return () => onShownChange(false);
  }, [onShownChange]);
  return <LoadingOverlay />;
}

/**
 * Every page: the LOADING overlay while the first page's code is on its way, and scroll
 * restoration. Later navigations are transitions: the current page stays on screen while the
 * next page's code arrives, with the overlay only when that takes more than 200 ms.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  const [fallbackShown, setFallbackShown] = useState(false);
  const loadingPage = useSyncExternalStore(
    pageChunks.subscribe,
    pageChunks.isLoading,
    pageChunks.isLoading,
  );
  return (
    <>
      <RouteErrorBoundary>
        <Suspense fallback={<SuspenseFallback onShownChange={setFallbackShown} />}>
          {children}
        </Suspense>
      </RouteErrorBoundary>
      {loadingPage && !fallbackShown ? <LoadingOverlay delayed /> : null}
      <ScrollRestoration ready={!fallbackShown} />
    </>
  );
}

import { memo, Suspense, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { pageChunks } from '../lazy-page';
import { LoadingOverlay } from './loading-overlay';
import { ModeLabel } from './mode-label';
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
 * The page under its error boundary and Suspense. Memoized: the root re-renders each time a page
 * chunk starts or ends loading (a synchronous external-store update), and a Suspense boundary that
 * re-renders while showing its fallback renders the whole page again at that synchronous priority,
 * in one long task. Left alone, the page renders when its chunk arrives, in React's interruptible
 * retry: the signed-in home's start-up no longer blocks the main thread for hundreds of ms.
 */
const Page = memo(function Page({
  children,
  onFallbackShownChange,
}: {
  children: ReactNode;
  onFallbackShownChange: (shown: boolean) => void;
}) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<SuspenseFallback onShownChange={onFallbackShownChange} />}>
        {children}
      </Suspense>
    </RouteErrorBoundary>
  );
});

/**
 * Every page: the demo's or the test environment's label on top (mode-label.tsx), the LOADING
 * overlay while the first page's code is on its way, and scroll restoration. Later navigations are transitions: the current page stays on screen while the
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
      <ModeLabel />
      <Page onFallbackShownChange={setFallbackShown}>{children}</Page>
      {loadingPage && !fallbackShown ? <LoadingOverlay delayed /> : null}
      <ScrollRestoration ready={!fallbackShown} />
    </>
  );
}

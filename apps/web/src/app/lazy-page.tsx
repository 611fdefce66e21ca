import { lazy } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { RouteErrorBoundary } from './layout/route-error-boundary';

let chunksInFlight = 0;
const listeners = new Set<() => void>();

function setChunksInFlight(count: number) {
  chunksInFlight = count;
  // Never during a render: React calls a lazy page's loader while rendering it.
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

/** Whether a page's chunk is on its way: the root shows the delayed LOADING meanwhile. */
export const pageChunks = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isLoading: (): boolean => chunksInFlight > 0,
};

export type LazyPage = (() => ReactElement) & {
  /** Starts fetching the chunk without rendering the page (a failure shows when it renders). */
  preload(): void;
};

/**
 * A page in its own chunk, fetched the first time it renders (under the root's Suspense, which
 * shows the LOADING overlay). When the chunk cannot be fetched (offline, or gone after a deploy)
 * the page's error boundary shows instead of a blank page; so does a page that crashes.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  const Page = lazy(async () => {
    setChunksInFlight(chunksInFlight + 1);
    try {
      return { default: await load() };
    } finally {
      setChunksInFlight(chunksInFlight - 1);
    }
  });

  function LazyPage() {
    return (
      <RouteErrorBoundary>
        <Page />
      </RouteErrorBoundary>
    );
  }
  return Object.assign(LazyPage, { preload: () => void load().catch(() => undefined) });
}

export function isLazyPage(component: unknown): component is LazyPage {
  return typeof component === 'function' && 'preload' in component;
}

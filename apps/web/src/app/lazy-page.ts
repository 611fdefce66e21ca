import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route's `lazy` for a page in its own chunk, fetched the first time the page opens. When the
 * chunk cannot be fetched (offline, or gone after a deploy) the route's error boundary shows:
 * React Router 7 renders nothing at all below a route whose `lazy` rejected.
 */
export function lazyPage(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => {
    try {
      return { Component: await load() };
    } catch (error) {
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
}

import { useSyncExternalStore } from 'react';

/** From this width the desk gets the whole grid, a column per barber. */
export const WIDE_SCREEN_QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(WIDE_SCREEN_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the window is at least 1024 px wide, kept up to date as it is resized. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_SCREEN_QUERY).matches,
    () => false,
  );
}

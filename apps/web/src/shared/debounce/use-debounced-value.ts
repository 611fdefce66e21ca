import { useEffect, useState } from 'react';

/**
 * `value`, once it has stayed the same for `delayMs` (the calendar waits 100 ms, spec §9; the
 * desk's client searches 250 ms, so typing a phone asks the server once, not per digit).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** How long the desk's client searches wait for the typing to stop. */
export const SEARCH_DEBOUNCE_MS = 250;

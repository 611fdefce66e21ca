import { useEffect, useRef } from 'react';

/** The mark a sheet leaves on the history entry it pushed. */
const MARK = 'navalhaSheet';

let nextToken = 0;

function currentMark(): unknown {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as Record<string, unknown>)[MARK] : undefined;
}

/**
 * While `open`, the phone's back closes the sheet instead of leaving the page (issue 18 §3): an
 * entry with the same address is pushed on open, its pop closes it, and a sheet closed another
 * way (its X, Escape, a choice) takes that entry back off, unless the page has moved on since.
 * The removal waits a microtask, so that an effect run twice (React's strict mode) keeps its
 * one entry instead of going back over it.
 */
export function useBackCloses(open: boolean, close: () => void): void {
  const closeRef = useRef(close);
  const entry = useRef<{ token: number; leaving: boolean } | null>(null);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    if (!open) return;
    let current = entry.current;
    if (current?.leaving && currentMark() === current.token) {
      current.leaving = false;
    } else {
      nextToken += 1;
      current = { token: nextToken, leaving: false };
      const state: unknown = window.history.state;
      const base = state && typeof state === 'object' ? state : {};
      window.history.pushState({ ...base, [MARK]: current.token }, '');
    }
    entry.current = current;
    const mine = current;
    let popped = false;
    function onPop() {
      if (currentMark() === mine.token) return;
      popped = true;
      entry.current = null;
      closeRef.current();
    }
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (popped) return;
      mine.leaving = true;
      queueMicrotask(() => {
        if (!mine.leaving) return;
        if (entry.current === mine) entry.current = null;
        if (currentMark() === mine.token) window.history.back();
      });
    };
  }, [open]);
}

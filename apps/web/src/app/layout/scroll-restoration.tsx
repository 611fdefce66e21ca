import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { tabStorage } from '../../lib/tab-storage';

const STORAGE_KEY = 'navalha-scroll-positions';

function readSaved(): Map<string, number> {
  const saved = tabStorage.readJson(STORAGE_KEY);
  if (saved === null || typeof saved !== 'object') return new Map();
  return new Map(
    Object.entries(saved).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  );
}

/** The element a `#hash` names, if any (a malformed hash names none). */
function hashTarget(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** Where each history entry was scrolled to, by location key; kept across reloads of the tab. */
const positions = readSaved();

/**
 * Back and forward (and a reload) return to where the page was; any other navigation starts at
 * the top (or at the element the hash names), as the browser does between documents. `ready` is
 * false while the first page's code is still on its way: there is nothing to scroll yet.
 */
export function ScrollRestoration({ ready }: { ready: boolean }) {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Storage full or disabled: positions are kept for this page's life only.
    const save = () => tabStorage.writeJson(STORAGE_KEY, Object.fromEntries(positions));
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    if (!ready) return;
    const saved = navigationType === 'POP' ? positions.get(location.key) : undefined;
    const target = hashTarget(location.hash);
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);

    const record = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [location.key, location.hash, navigationType, ready]);

  return null;
}

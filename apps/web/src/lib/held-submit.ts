import { useEffect } from 'react';

/**
 * The event a prerendered page sends once React runs it (its form, or the page itself when it has
 * none): the page's start script (prerender/page-html.ts) holds a submit made before then, which
 * the browser would otherwise send itself, and a tap on a button only the app runs, and sends
 * them again on this event.
 */
export const PAGE_READY = 'navalha:page-ready';

let started = false;

/**
 * For a prerendered page (sign-in, sign-up, a shop's public page): once its code is in place, a
 * submit or a button's tap the visitor made while the page was only HTML goes through it, as if
 * made now.
 */
export function useReleaseHeldInput() {
  useEffect(() => {
    started = true;
    window.dispatchEvent(new Event(PAGE_READY));
  }, []);
}

/**
 * `defaults`, with what the visitor typed in a prerendered page's form before the app took it
 * over (a form that sets its fields' values, as react-hook-form does, would otherwise clear them
 * on taking over). Only on the page the build prerendered, and only until its form is ready.
 */
export function typedBeforeStart<T extends Record<string, string | boolean>>(defaults: T): T {
  // The build's prerender runs this with no page at all.
  if (started || typeof document === 'undefined') return defaults;
  const root = document.getElementById('root');
  if (root?.dataset.prerendered !== window.location.pathname) return defaults;
  const typed: Record<string, string | boolean> = { ...defaults };
  for (const [name, value] of Object.entries(defaults)) {
    const input = root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (input) typed[name] = typeof value === 'boolean' ? input.checked : input.value;
  }
  return typed as T;
}

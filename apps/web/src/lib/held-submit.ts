import { useEffect } from 'react';

/**
 * The event a prerendered page's form sends once React runs it: the page's start script
 * (prerender/page-html.ts) holds a submit made before then, which the browser would otherwise
 * send itself, and sends it again on this event.
 */
export const FORM_READY = 'navalha:form-ready';

let started = false;

/**
 * For a form of a prerendered page (sign-in, sign-up): once its code is in place, a submit the
 * visitor made while the page was only HTML goes through it, as if made now.
 */
export function useReleaseHeldSubmit() {
  useEffect(() => {
    started = true;
    window.dispatchEvent(new Event(FORM_READY));
  }, []);
}

/**
 * `defaults`, with what the visitor typed in a prerendered page's form before the app took it
 * over (a form that sets its fields' values, as react-hook-form does, would otherwise clear them
 * on taking over). Only on the page the build prerendered, and only until its form is ready.
 */
export function typedBeforeStart<T extends Record<string, string | boolean>>(defaults: T): T {
  const root = typeof document === 'undefined' ? null : document.getElementById('root');
  if (started || root?.dataset.prerendered !== window.location.pathname) return defaults;
  const typed: Record<string, string | boolean> = { ...defaults };
  for (const [name, value] of Object.entries(defaults)) {
    const input = root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (input) typed[name] = typeof value === 'boolean' ? input.checked : input.value;
  }
  return typed as T;
}

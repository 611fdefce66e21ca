import { notificationStreamEvents } from '@navalha/core/contracts/notifications';
import { useEffect } from 'react';

export const STREAM_URL = '/api/notifications/stream';
/** Waits before reopening a stream the server refused or dropped: 1 s doubling to 30 s. */
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;
/**
 * The stream opens this long after the page has loaded: it never competes with the first
 * render, and a page's load ends (for the browser and for Lighthouse) before a connection that
 * stays open begins. The list itself is fetched at once.
 */
export const STREAM_START_DELAY_MS = 2_000;

/**
 * Keeps an EventSource on the notifications stream while mounted (signed in) and calls
 * `onChange` on each of its events, and when it comes back after being away (something may
 * have been missed). The browser retries a dropped stream by itself; one it gave up on (a 401
 * once the access token expired, the server unreachable) is reopened here after `onChange`,
 * whose fetch goes through the API client and refreshes the token the stream's cookie carries.
 */
export function useNotificationStream(onChange: () => Promise<unknown> | void): void {
  // `onChange` should be stable (useCallback): a new one reopens the stream.
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let disposed = false;
    const notify = () => void onChange();

    const open = () => {
      if (disposed) return;
      const current = new EventSource(STREAM_URL, { withCredentials: true });
      source = current;
      // The list was fetched before the stream opened (at least STREAM_START_DELAY_MS before):
      // read it again on every open, so nothing written in between is missed.
      current.onopen = () => {
        failures = 0;
        notify();
      };
      for (const name of notificationStreamEvents) current.addEventListener(name, notify);
      current.onerror = () => {
        // CONNECTING: the browser is already retrying. CLOSED: it gave up; we try again.
        if (current.readyState !== EventSource.CLOSED) return;
        current.close();
        const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** failures);
        failures += 1;
        retryTimer = setTimeout(async () => {
          try {
            await onChange();
          } finally {
            open();
          }
        }, delay);
      };
    };

    let startTimer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      startTimer = setTimeout(open, STREAM_START_DELAY_MS);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      disposed = true;
      window.removeEventListener('load', start);
      clearTimeout(startTimer);
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [onChange]);
}

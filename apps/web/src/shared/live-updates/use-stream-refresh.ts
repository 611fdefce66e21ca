import { agendaStreamEvent } from '@navalha/core/contracts/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';

/** The notifications stream (issue 7): a barber is told when a client books or cancels. */
export const NOTIFICATIONS_STREAM_URL = '/api/notifications/stream';
/** Waits before reopening a stream the server refused or dropped: 1 s doubling to 30 s. */
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * Refetches the given queries the moment the server says something happened (a booking, a
 * cancellation, a payment), for the agendas of the barber and of the front desk; the bell keeps
 * its own stream. The stream authenticates with the access-token cookie; when the browser gives
 * up on it (the token expired: 401), the queries are refetched, which refreshes the token through
 * the API client, and the stream reopened. Where EventSource is missing, the screens' periodic
 * refresh and the refetch on focus remain. Pass a stable array (a module constant): a new one
 * reopens the stream. `shopWide` also refetches on the stream's `agenda` event, which the server
 * sends the desk roles whenever any booking of their shop changes (issue 17 §1).
 */
export function useStreamRefresh(
  queryKeys: readonly QueryKey[],
  { shopWide = false }: { shopWide?: boolean } = {},
): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const refresh = () =>
      Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let everOpened = false;
    let disposed = false;

    const open = () => {
      if (disposed) return;
      const current = new EventSource(NOTIFICATIONS_STREAM_URL, { withCredentials: true });
      source = current;
      current.onopen = () => {
        failures = 0;
        // Back after a gap: whatever happened meanwhile was not announced.
        if (everOpened) void refresh();
        everOpened = true;
      };
      current.addEventListener('notification', () => void refresh());
      current.addEventListener('resync', () => void refresh());
      if (shopWide) current.addEventListener(agendaStreamEvent, () => void refresh());
      current.onerror = () => {
        if (current.readyState !== EventSource.CLOSED) return;
        current.close();
        const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** failures);
        failures += 1;
        retryTimer = setTimeout(() => {
          void refresh().finally(open);
        }, delay);
      };
    };

    open();
    return () => {
      disposed = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [queryClient, queryKeys, shopWide]);
}

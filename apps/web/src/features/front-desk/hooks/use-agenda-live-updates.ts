import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { agendaKeys } from '../api/get-agenda';

/** The notifications stream, which announces bookings, cancellations and payments. */
export const NOTIFICATIONS_STREAM_URL = '/api/notifications/stream';
/** Waits before reopening a stream the server refused or dropped: 1 s doubling to 30 s. */
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * Refetches the agenda whenever the notifications stream says something happened, as the
 * barber area does with its own stream (features share no code until the shared layer holds
 * one stream hook). When the browser gives up on the stream (the token expired: 401), the
 * agenda is refetched, which refreshes the token through the API client, and the stream
 * reopened.
 */
export function useAgendaLiveUpdates(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const refresh = () => queryClient.invalidateQueries({ queryKey: agendaKeys.all });
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
  }, [queryClient]);
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { barberAreaKeys } from '../api/query-keys';

/** The notifications stream (issue 7): a barber is told when a client books or cancels. */
export const NOTIFICATIONS_STREAM_URL = '/api/notifications/stream';

/**
 * Refreshes the agenda the moment the server says something happened to one of the barber's
 * bookings. The stream authenticates with the access-token cookie (EventSource sends no
 * headers). Where it is missing or fails, the agenda's own 30-second refresh and the refetch on
 * returning to the tab keep it current.
 */
export function useAgendaLiveUpdates(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(NOTIFICATIONS_STREAM_URL);
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: barberAreaKeys.appointments });
      void queryClient.invalidateQueries({ queryKey: barberAreaKeys.all });
    };
    source.addEventListener('notification', refresh);
    source.addEventListener('resync', refresh);
    return () => source.close();
  }, [queryClient]);
}

import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { useSessionState } from '../../features/auth/hooks/use-session';
import { NotificationsLive } from '../../features/notifications/components/notifications-live';
import { createQueryClient } from '../../lib/query-client';
import { NotificationsBellProvider } from './notifications-context';

/**
 * Every signed-in page: the query cache lives here, in this page chunk, so the public pages
 * (sign-in, sign-up, terms, privacy) load without TanStack Query. The cache lasts as long as the
 * signed-in pages do: a sign-out or an expired session leaves them, and the cache with them.
 * The live notifications (their stream and the bell's count) last exactly as long.
 */
export function SignedInLayout() {
  const [queryClient] = useState(createQueryClient);
  // A visitor on the booking steps (decision 034) has the cache but no notifications.
  const signedIn = useSessionState().status === 'signedIn';
  if (!signedIn) {
    return (
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    );
  }
  return (
    <QueryClientProvider client={queryClient}>
      <NotificationsLive>
        {(bell) => (
          <NotificationsBellProvider value={bell}>
            <Outlet />
          </NotificationsBellProvider>
        )}
      </NotificationsLive>
    </QueryClientProvider>
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
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

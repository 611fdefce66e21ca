import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { createQueryClient } from '../../lib/query-client';

/**
 * Every signed-in page: the query cache lives here, in this page chunk, so the public pages
 * (sign-in, sign-up, terms, privacy) load without TanStack Query. The cache lasts as long as the
 * signed-in pages do: a sign-out or an expired session leaves them, and the cache with them.
 */
export function SignedInLayout() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

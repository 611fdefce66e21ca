import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { ToastHost } from '../lib/toast-host';

/** One component with what a signed-in page gives it: a fresh query cache, a router, toasts. */
export function renderWithQuery(ui: ReactElement) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
      <ToastHost />
    </QueryClientProvider>,
  );
}

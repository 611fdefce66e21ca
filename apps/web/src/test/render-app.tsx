import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { App, startSession } from '../app/app';
import { routes } from '../app/router';
import { createQueryClient } from '../lib/query-client';

export interface RenderAppOptions {
  /** For fake timers: lets user-event advance them. */
  advanceTimers?: (ms: number) => void;
}

/** The whole app at `path`, as main.tsx starts it, on an in-memory history. */
export async function renderApp(path: string, { advanceTimers }: RenderAppOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const stop = startSession(router, queryClient);
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(<App router={router} queryClient={queryClient} />);
  // The first page's chunk loads behind the LOADING overlay.
  await screen.findByRole('main', {}, { timeout: 3000 }).catch(() => undefined);
  return {
    ...view,
    user,
    router,
    stop,
    location: () => router.state.location.pathname,
  };
}

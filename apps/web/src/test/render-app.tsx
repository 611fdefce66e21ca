import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import type { Location } from 'react-router';
import { App, startSession } from '../app/app';

export interface RenderAppOptions {
  /** For fake timers: lets user-event advance them. */
  advanceTimers?: (ms: number) => void;
}

/** Reports the router's location as each navigation commits, before anything can query the DOM. */
function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useLayoutEffect(() => {
    onChange(location);
  }, [location, onChange]);
  return null;
}

/** The whole app at `path`, as main.tsx starts it, on an in-memory history. */
export async function renderApp(path: string, { advanceTimers }: RenderAppOptions = {}) {
  const stop = startSession();
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  let current: Location | null = null;
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <LocationProbe
        onChange={(location) => {
          current = location;
        }}
      />
    </MemoryRouter>,
  );
  // The first page's chunk loads behind the LOADING overlay.
  await screen.findByRole('main', {}, { timeout: 3000 }).catch(() => undefined);
  return {
    ...view,
    user,
    stop,
    /** The current path. */
    location: () => current?.pathname,
    /** The `state` the current history entry carries. */
    locationState: () => current?.state as unknown,
  };
}

import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './layout/route-error-boundary';
import { lazyPage } from './lazy-page';

function renderAt(lazy: ReturnType<typeof lazyPage>) {
  const router = createMemoryRouter(
    [{ Component: Outlet, children: [{ path: 'x', lazy, ErrorBoundary: RouteErrorBoundary }] }],
    { initialEntries: ['/x'] },
  );
  render(<RouterProvider router={router} />);
}

describe('lazyPage', () => {
  it('renders the page once its chunk arrives', async () => {
    renderAt(lazyPage(async () => () => <h1>Página</h1>));
    expect(await screen.findByRole('heading', { name: 'Página' })).toBeVisible();
  });

  it("shows the page's error boundary when its chunk cannot be fetched", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(
      lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    );
    expect(await screen.findByRole('heading', { name: 'Algo deu errado' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });
});

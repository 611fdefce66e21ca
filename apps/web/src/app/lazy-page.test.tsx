import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RootLayout } from './layout/root-layout';
import { lazyPage } from './lazy-page';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

function Shell() {
  return (
    <>
      <p>Cabeçalho</p>
      <Outlet />
    </>
  );
}

function renderAt(path: string, pages: Record<string, ComponentType>) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <RootLayout>
        <Routes>
          <Route element={<Shell />}>
            {Object.entries(pages).map(([pagePath, Page]) => (
              <Route key={pagePath} path={pagePath} element={<Page />} />
            ))}
          </Route>
        </Routes>
      </RootLayout>
    </MemoryRouter>,
  );
}

describe('lazyPage', () => {
  it('shows LOADING until the chunk arrives, then the page', async () => {
    const chunk = deferred<ComponentType>();
    renderAt('/x', { x: lazyPage(() => chunk.promise) });
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');

    chunk.resolve(() => <h1>Página</h1>);
    expect(await screen.findByRole('heading', { name: 'Página' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the page's error boundary, and only there, when its chunk cannot be fetched", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/x', {
      x: lazyPage(() =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      ),
    });
    expect(await screen.findByRole('heading', { name: 'Algo deu errado' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Cabeçalho')).toBeVisible();
    expect(warn).toHaveBeenCalledWith('[navalha] Page failed to render.', expect.any(TypeError));
  });

  it('keeps the current page while the next one loads, then shows it', async () => {
    const next = deferred<ComponentType>();
    renderAt('/x', {
      x: lazyPage(async () => () => <Link to="/y">Seguir</Link>),
      y: lazyPage(() => next.promise),
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Seguir' }));

    expect(screen.getByRole('link', { name: 'Seguir' })).toBeVisible();
    // The delayed LOADING (it fades in after 200 ms) is on its way.
    expect(await screen.findByRole('status')).toHaveTextContent('Carregando…');

    next.resolve(() => <h1>Próxima</h1>);
    expect(await screen.findByRole('heading', { name: 'Próxima' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Seguir' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('preloads a chunk without rendering, quietly when it fails', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const Page = lazyPage(load);
    Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

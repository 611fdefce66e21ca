import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import type { Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App, startSession } from '../app/app';
import { json, stubApi } from '../test/api-stub';
import { prerenderedPages, renderPage } from './render';

/**
 * `renderPage` as the build runs it, in Node: no `document`. The server renderer leaves its last
 * contexts (the router's) set on their objects, which this page's client renderer, unlike the
 * build's own process, shares: an empty render after it takes them down.
 */
async function prerendered(path: string, mode: 'production' | 'demo' | 'staging' = 'production') {
  vi.stubGlobal('document', undefined);
  try {
    const html = await renderPage(path, mode);
    await prerender(<></>);
    return html;
  } finally {
    vi.unstubAllGlobals();
  }
}

/** The prerendered HTML's text, as a reader (or Lighthouse) sees it before any script runs. */
function textOf(html: string): string {
  const holder = window.document.createElement('div');
  holder.innerHTML = html;
  return holder.textContent ?? '';
}

describe('the prerendered first screens (decision 036)', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    window.document.body.replaceChildren();
  });

  it('renders the sign-in form with its texts, fields and links', async () => {
    const html = await prerendered('/signin');
    const text = textOf(html);

    for (const words of [
      'Entrar',
      'Que bom ver você de novo. Acesse sua conta para continuar.',
      'Email',
      'Senha',
      'Lembrar de mim',
      'Esqueceu a senha?',
      'Entrar com Google',
      'Não tem uma conta?',
      'Criar conta',
    ]) {
      expect(text).toContain(words);
    }
    expect(html).toContain('type="email"');
    expect(html).toContain('href="/esqueci-senha"');
    // Not the LOADING overlay: the page's chunk had loaded when it was written.
    expect(text).not.toContain('LOADING');
    expect(text).not.toContain('Modo demonstração');
  });

  it('renders the sign-up form', async () => {
    const text = textOf(await prerendered('/signup'));

    expect(text).toContain('Criar conta');
    expect(text).toContain('Nome');
    expect(text).toContain('Confirmar senha');
    expect(text).not.toContain('LOADING');
  });

  it.each([
    ['demo', 'Modo demonstração'],
    ['staging', 'Ambiente de testes'],
  ] as const)('puts the label of a server in %s mode on top', async (mode, label) => {
    expect(textOf(await prerendered('/signin', mode))).toContain(label);
    // The next page, for another mode, is not labelled by this one.
    expect(textOf(await prerendered('/signin'))).not.toContain(label);
  });

  it.each(prerenderedPages.map((page) => page.path))(
    'is taken over by the app on %s without a hydration mismatch',
    async (path) => {
      stubApi({ 'GET /api/shop-signup': () => json(404, {}) });
      const container = window.document.createElement('div');
      container.innerHTML = await prerendered(path);
      window.document.body.append(container);
      const stop = startSession();
      const mismatches: unknown[] = [];
      const errors = vi.spyOn(console, 'error');

      await act(async () => {
        root = hydrateRoot(
          container,
          <MemoryRouter initialEntries={[path]}>
            <App />
          </MemoryRouter>,
          { onRecoverableError: (error) => mismatches.push(error) },
        );
      });
      // Hydrated: the form answers, in the same elements the HTML brought.
      const button = await screen.findByRole('button', {
        name: path === '/signin' ? 'Entrar' : 'Criar conta',
      });
      await waitFor(() =>
        expect(Object.keys(button).some((key) => key.startsWith('__react'))).toBe(true),
      );

      // React reports a mismatch as a recoverable error, and a dev warning names hydration. (This
      // page's realm also ran the server renderer, which only the test does: React says so.)
      expect(mismatches).toEqual([]);
      const logged = errors.mock.calls.map((call) => String(call[0]));
      expect(
        logged.filter((message) => !message.startsWith('Detected multiple renderers')),
      ).toEqual([]);
      stop();
    },
  );
});

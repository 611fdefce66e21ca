import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import type { Root } from 'react-dom/client';
import type { PublicShop } from '@navalha/core/contracts/public-shop';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App, startSession } from '../app/app';
import { json, stubApi } from '../test/api-stub';
import { dataId, prerenderedPages, renderPage, renderShopPage, shopServerData } from './render';

/**
 * `renderPage` as the build runs it, in Node: no `document` and no `window`. The server renderer
 * leaves its last contexts (the router's) set on their objects, which this page's client
 * renderer, unlike the build's own process, shares: an empty render after it takes them down.
 */
async function prerendered(path: string, mode: 'production' | 'demo' | 'staging' = 'production') {
  vi.stubGlobal('document', undefined);
  vi.stubGlobal('window', undefined);
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

describe("a shop's public page rendered by the server (decision 041)", () => {
  const HOSTILE = 'Barbearia "Zé" </script><script>alert(1)</script>';
  const shop: PublicShop = {
    id: 'shop-1',
    slug: 'barbearia-do-ze',
    name: HOSTILE,
    address: 'Rua Augusta, 1200 - Consolação, São Paulo - SP',
    phone: '(11) 3456-7890',
    whatsapp: null,
    timeZone: 'America/Sao_Paulo',
    coverUrl: '/uploads/capa.webp',
    averageRating: 4.7,
    totalReviews: 30,
    openingHours: [{ dayOfWeek: 1, opensAt: '09:00', closesAt: '19:00' }],
    services: [
      {
        id: 'service-1',
        name: 'Corte Degradê',
        description: null,
        price: 5000,
        promotionalPrice: null,
        durationMinutes: 40,
        imageUrl: null,
        iconKey: 'scissors',
        pricing: {
          finalPrice: 5000,
          originalPrice: 5000,
          discount: 0,
          hasDiscount: false,
          discountPercentage: 0,
        },
      },
    ],
    barbers: [
      {
        id: '11111111-1111-4111-8111-111111111111',
        name: 'Rafael Moreira',
        avatarUrl: null,
        averageRating: 4.8,
        totalReviews: 12,
        serviceIds: ['service-1'],
      },
    ],
  };
  const path = `/b/${shop.slug}`;
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    window.document.body.replaceChildren();
  });

  async function rendered(mode: 'production' | 'demo' = 'production') {
    vi.stubGlobal('document', undefined);
    try {
      const html = await renderShopPage(path, mode, shop);
      await prerender(<></>);
      return html;
    } finally {
      vi.unstubAllGlobals();
    }
  }

  it("renders the shop's name, address, services, barbers and 'Agendar', its text escaped", async () => {
    const html = await rendered();
    const text = textOf(html);

    for (const words of [
      HOSTILE,
      'Rua Augusta, 1200',
      'Agendar',
      'Corte Degradê',
      '40 min',
      'Rafael Moreira',
      'Horário de funcionamento',
    ]) {
      expect(text).toContain(words);
    }
    // Intl's currency format puts a no-break space after 'R$'.
    expect(text).toMatch(/R\$\s50,00/);
    // The name is text, never markup: no script element in the page's HTML.
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;/script&gt;');
    // The cover has its size, so nothing moves when it arrives.
    expect(html).toMatch(/<img[^>]*width="390"[^>]*height="180"/);
    expect(text).not.toContain('LOADING');
  });

  it('is taken over by the app from its data, without reading the shop again or a mismatch', async () => {
    const api = stubApi({ 'GET /api/shop-signup': () => json(404, {}) });
    const container = window.document.createElement('div');
    container.innerHTML = await rendered();
    const data = window.document.createElement('script');
    data.type = 'application/json';
    data.id = dataId;
    data.textContent = JSON.stringify(shopServerData(shop));
    window.document.head.append(data);
    window.document.body.append(container);
    const stop = startSession();
    const mismatches: unknown[] = [];
    const errors = vi.spyOn(console, 'error');

    try {
      await act(async () => {
        root = hydrateRoot(
          container,
          <MemoryRouter initialEntries={[path]}>
            <App />
          </MemoryRouter>,
          { onRecoverableError: (error) => mismatches.push(error) },
        );
      });
      const book = await screen.findByRole('link', { name: 'Agendar' });
      await waitFor(() =>
        expect(Object.keys(book).some((key) => key.startsWith('__react'))).toBe(true),
      );

      expect(mismatches).toEqual([]);
      const logged = errors.mock.calls.map((call) => String(call[0]));
      expect(
        logged.filter((message) => !message.startsWith('Detected multiple renderers')),
      ).toEqual([]);
      expect(api.requests.map((request) => request.path)).not.toContain(
        `/api/public/shops/${shop.slug}`,
      );
    } finally {
      data.remove();
      stop();
    }
  });
});

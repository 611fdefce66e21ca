import { expect, test } from '@playwright/test';

/**
 * The app can be installed on a phone and opens without a network: a manifest with icons, a
 * service worker that controls the page and keeps the shell, the 'Sem conexão' banner when
 * offline, and API answers that never come from a cache.
 */

/** The browser globals the page-side functions below use (this project has no DOM types). */
declare const navigator: {
  serviceWorker: {
    ready: Promise<{ active: { scriptURL: string } | null }>;
    controller: object | null;
  };
};
declare const caches: {
  keys(): Promise<string[]>;
  open(name: string): Promise<{ keys(): Promise<readonly { url: string }[]> }>;
};

interface Manifest {
  name: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

test('installable: the manifest and its icons, and a service worker in control', async ({
  page,
  request,
}) => {
  await page.goto('/signin');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href ?? '');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Navalha',
    lang: 'pt-BR',
    start_url: '/',
    display: 'standalone',
    theme_color: '#F9FAFB',
  });
  const sizes = (purpose: string) =>
    manifest.icons.filter((icon) => (icon.purpose ?? 'any') === purpose).map((i) => i.sizes);
  expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(sizes('maskable')).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
  }

  const scriptUrl = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });
  expect(scriptUrl).toMatch(/\/sw\.js\?v=index-[\w-]+\.js$/);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});

test('offline: the shell opens with "Sem conexão", and the API is never served from a cache', async ({
  page,
  context,
}) => {
  await page.goto('/signin');
  await page.evaluate(() => navigator.serviceWorker.ready);
  // Controlled from here on: the page's own chunks pass through the worker.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await expect(page.getByText('Sem conexão')).toHaveCount(0);
  const online = await page.evaluate(async () => (await fetch('/api/health')).status);
  expect(online).toBe(200);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Sem conexão' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Sem conexão' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  // An API call offline fails: no worker or cache answers it with an old copy.
  const offline = await page.evaluate(async () => {
    try {
      return String((await fetch('/api/health')).status);
    } catch {
      return 'network error';
    }
  });
  expect(offline).toBe('network error');
  const cachedApi = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((entry) => new URL(entry.url).pathname));
    }
    return { total: urls.length, api: urls.filter((path) => path.startsWith('/api')) };
  });
  expect(cachedApi.total).toBeGreaterThan(0);
  expect(cachedApi.api).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByText('Sem conexão')).toHaveCount(0);
});

import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { demoAccounts, expectPath, signIn } from './support.js';

/**
 * Decision 044: sign-in and a shop's public page arrive complete as HTML, so the app's code runs
 * only on the visitor's first tap, key or focus; it is fetched (not run) once the page has loaded.
 * A browser holding a session is sent on as before. 390×844.
 */

const SHOP_PAGE = '/b/navalha-barbearia';
const ENTRY = /\/assets\/index-[^/]+\.js$/;

/** Whether React has taken over the page (its root is on `#root`): the app's code has run. */
function appStarted(page: Page) {
  return page
    .locator('#root')
    .evaluate((root) => Object.keys(root).some((key) => key.startsWith('__reactContainer')));
}

/** The app's entry held back until `release()`, as on a slow phone network. */
// The pages register the service worker after load, and once it claims the page it would serve
// the entry from its cache, past the route that holds it back: these tests run without it.
test.use({ serviceWorkers: 'block' });

async function holdEntry(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

test('sign-in runs no app code before the first tap, which starts it', async ({ page }) => {
  await page.goto('/signin');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  expect(await appStarted(page)).toBe(false);
  // Its code is in the browser's cache already, fetched after the page loaded, not run.
  await expect(page.locator('link[rel=prefetch][href^="/assets/index-"]')).toHaveCount(1);
  await expect(page.locator('link[rel=modulepreload]')).toHaveCount(0);

  // A tap in the e-mail field starts it; signing in works as always.
  await page.getByLabel('Email').click();
  await expect.poll(() => appStarted(page)).toBe(true);
  await page.getByLabel('Email').fill(demoAccounts.client.email);
  await page.getByLabel('Senha', { exact: true }).fill(demoAccounts.client.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expectPath(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Olá, /);
});

test("a shop's public page runs no app code before intent, and 'Agendar' works without it", async ({
  page,
}) => {
  const release = await holdEntry(page);
  await page.goto(SHOP_PAGE);
  await expect(page.getByRole('heading', { name: 'Navalha Barbearia' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await appStarted(page)).toBe(false);

  // A plain link, with the shop in it: the booking's first step knows the shop.
  await page.getByRole('link', { name: 'Agendar', exact: true }).click();
  // Its page waits for the held entry, so only its address is there to check.
  await page.waitForURL('/services?loja=navalha-barbearia', { waitUntil: 'commit' });
  release();
  await expect(page.getByRole('button', { name: /Corte de cabelo/ })).toBeVisible();
});

test('the back arrow tapped before the app ran is tapped again once it has', async ({ page }) => {
  const release = await holdEntry(page);
  await page.goto(SHOP_PAGE);
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expectPath(page, SHOP_PAGE);

  // The tap started the app; once it has the page, the tap is made: nothing to go back to here,
  // so the page's fallback (sign-in, for a visitor signed out).
  release();
  await expectPath(page, '/signin');
});

test('a signed-in visitor opening sign-in goes home, and the shop greets them signed in', async ({
  page,
}) => {
  await signIn(page, demoAccounts.client);
  await expectPath(page, '/');
  await page.goto('/signin');
  await expectPath(page, '/');

  await page.goto(SHOP_PAGE);
  await expect(page.getByRole('button', { name: /^Notificações/ })).toBeVisible();
});

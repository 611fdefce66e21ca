import { expect, test } from '@playwright/test';
import { demoAccounts, expectPath, signIn } from './support.js';

/**
 * Long lists page by scrolling (issue 18 §3), on a 390 × 844 phone: the demo client has far more
 * than one page of bookings; 'Minha Agenda' shows 20, and the next 20 come by scrolling to the
 * end, asked by cursor, with no button tapped.
 */
test("'Minha Agenda' loads the next bookings as the client scrolls to the end", async ({
  page,
}) => {
  await signIn(page, demoAccounts.client);
  await expectPath(page, '/');
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/appointments/my-history') requests.push(url.search);
  });

  await page.getByRole('navigation').getByRole('link', { name: 'Agenda' }).click();
  await expectPath(page, '/mybookings');
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(20);
  const loadMore = page.getByRole('button', { name: 'Carregar mais' });
  await expect(loadMore).toBeAttached();

  // Scrolling to the end is enough: the sentinel asks for the next page by itself.
  await page.mouse.wheel(0, 100_000);
  await expect(cards).toHaveCount(40, { timeout: 15_000 });
  expect(requests).toHaveLength(2);
  expect(requests[0]).toBe('?limit=20');
  expect(requests[1]).toMatch(/^\?limit=20&cursor=\d+\.[0-9a-f-]{36}$/);

  // No page is wider than the phone, however long the list grows.
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(width).toBeLessThanOrEqual(390);
});

test("'Transações' filters the client's money into entries and exits", async ({ page }) => {
  await signIn(page, demoAccounts.client);
  await expectPath(page, '/');
  await page.getByRole('navigation').getByRole('link', { name: 'Carteira' }).click();
  await expectPath(page, '/wallet');
  const movements = page.getByRole('region', { name: 'Transações', exact: true });
  const rows = movements.getByRole('listitem');
  await expect(rows.first()).toBeVisible();

  // The demo wallet was filled by a PIX deposit.
  await movements.getByRole('button', { name: 'Entradas' }).click();
  await expect(movements.getByRole('button', { name: 'Entradas' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(rows.filter({ hasText: 'Depósito via PIX' }).first()).toContainText('+ R$');
  await expect(rows.filter({ hasText: 'Saída de' })).toHaveCount(0);

  await movements.getByRole('button', { name: 'Saídas' }).click();
  await expect(rows.filter({ hasText: 'Depósito via PIX' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Entrada de' })).toHaveCount(0);
});

import { expect, test } from '@playwright/test';
import { demoAccounts, expectPath, signIn } from './support.js';

/** The front desk works on a laptop: the grid uses the width, a column per barber. */
test.use({ viewport: { width: 1280, height: 800 } });

test("the owner sees the demo shop's bookings in the day grid", async ({ page }) => {
  await signIn(page, demoAccounts.owner);
  await expectPath(page, '/admin');
  await page.goto('/admin/agenda');

  const grid = page.getByRole('region', { name: 'Grade do dia' });
  await expect(grid).toBeVisible();
  await expect(page.getByRole('button', { name: 'Grade' })).toHaveAttribute('aria-pressed', 'true');
  // A column per barber, each headed by their avatar.
  expect(await grid.getByRole('img').count()).toBeGreaterThan(1);

  // The demo agenda fills the next two weeks: step forward until a day shows its bookings.
  const block = grid.getByRole('button', { name: /, \d{2}:\d{2} às \d{2}:\d{2}, com .+, \S+ · / });
  for (let day = 0; day < 7 && (await block.count()) === 0; day += 1) {
    await page.getByRole('button', { name: 'Próximo dia' }).click();
    await expect(grid).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  await expect(block.first()).toBeVisible();

  await page.getByRole('button', { name: 'Lista' }).click();
  await expect(grid).toBeHidden();
});

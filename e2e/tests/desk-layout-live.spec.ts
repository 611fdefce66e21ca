import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { clientApi, findFreeSlot } from './scene.js';
import { haircutAndBarbers } from './desk.js';
import { demoAccounts, expectPath, seriousViolations, signIn } from './support.js';

/**
 * The desk on a laptop (issue 17 §7, §1, §8): the admin area uses the width, the agenda passes
 * axe, and a booking the client makes in their own browser appears on the desk's grid while it
 * stays open, without a reload.
 */
test.use({ viewport: { width: 1280, height: 800 } });

async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
}

/** axe-core once the page has loaded its content: its serious and critical violations. */
async function seriousViolationsOnceLoaded(page: Page) {
  await settled(page);
  return seriousViolations(page);
}

test('the admin area uses the width: a sidebar, a wide grid, nothing wider than the screen', async ({
  page,
}) => {
  await signIn(page, demoAccounts.owner);
  await expectPath(page, '/admin');
  const nav = page.getByRole('navigation', { name: 'Painel da barbearia' });
  const box = await nav.boundingBox();
  // A sidebar on the left, full height, instead of the bottom bar.
  expect(box).toMatchObject({ x: 0, y: 0 });
  expect(box?.height).toBeGreaterThan(700);
  expect(box?.width).toBeLessThan(300);

  await nav.getByRole('link', { name: 'Agenda' }).click();
  const grid = page.getByRole('region', { name: 'Grade do dia' });
  await expect(grid).toBeVisible();
  const gridBox = await grid.boundingBox();
  expect(gridBox?.width).toBeGreaterThan(900);
  // Evaluated in the page (e2e's own types have no DOM).
  const overflow = await page.evaluate(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow).toBe(0);
});

test('the agenda has no serious accessibility violation at 1280×800: day, week and list', async ({
  page,
}) => {
  await signIn(page, demoAccounts.owner);
  await expectPath(page, '/admin');
  const findings = [];
  await page.goto('/admin/agenda?vista=grade');
  await expect(page.getByRole('region', { name: 'Grade do dia' })).toBeVisible();
  findings.push(...(await seriousViolationsOnceLoaded(page)));

  await page.getByRole('button', { name: 'Semana' }).click();
  await expect(page.getByRole('region', { name: /^Semana de / })).toBeVisible();
  findings.push(...(await seriousViolationsOnceLoaded(page)));

  await page.getByRole('button', { name: 'Lista' }).click();
  await expect(page.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
  findings.push(...(await seriousViolationsOnceLoaded(page)));
  expect(findings).toEqual([]);
});

test("a client's booking appears on the desk's open grid without a reload", async ({ browser }) => {
  test.setTimeout(90_000);
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    // The client's own browser, signed in: the booking goes through their session.
    const clientPage = await phone.newPage();
    await signIn(clientPage, demoAccounts.client);
    await expectPath(clientPage, '/');
    const api = await clientApi(clientPage.request);
    const { haircut, barber } = await haircutAndBarbers(api);
    const slot = await findFreeSlot(api, barber.id, haircut.durationMinutes, { fromDay: 2 });

    const deskPage = await desk.newPage();
    await signIn(deskPage, demoAccounts.owner);
    await expectPath(deskPage, '/admin');
    // The agenda's stream and the bell's; once the server answers, each is subscribed.
    let streams = 0;
    deskPage.on('response', (response) => {
      if (response.url().endsWith('/api/notifications/stream')) streams += 1;
    });
    await deskPage.goto(`/admin/agenda?vista=grade&data=${slot.date}`);
    const grid = deskPage.getByRole('region', { name: 'Grade do dia' });
    await expect(grid).toBeVisible();
    await settled(deskPage);
    // A cancelled booking may already sit at that time: count, then expect one more.
    const block = grid.getByRole('button', {
      name: new RegExp(`, ${slot.time} às \\d{2}:\\d{2}, com ${barber.name}, Pendente`),
    });
    const before = await block.count();
    await expect.poll(() => streams).toBeGreaterThanOrEqual(2);
    let reloaded = false;
    deskPage.on('framenavigated', () => {
      reloaded = true;
    });

    await api.post('/appointments', {
      serviceIds: [haircut.id],
      barberIds: [barber.id],
      scheduledDate: slot.date,
      scheduledTime: slot.time,
      paymentMethod: 'CASH',
      totalPrice: haircut.pricing.finalPrice,
    });

    // Well within the 30 s fallback poll: the stream's event brought it.
    await expect(block).toHaveCount(before + 1, { timeout: 5_000 });
    expect(reloaded).toBe(false);
  } finally {
    await desk.close();
    await phone.close();
  }
});

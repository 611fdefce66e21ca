import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { pickDay } from './booking-steps.js';
import { bookHaircutInCash, clientApi, weekdayFrom } from './scene.js';
import { demoAccounts, expectPath, seriousViolations, signIn } from './support.js';
import type { SeriousViolation } from './support.js';

/**
 * axe-core on every page at the phone's 390×844: no serious or critical violation. Each page
 * is checked once it has shown its content (no busy region left), signed out, as the client,
 * as the barber and as the admin.
 */

/** A violation with the page it was found on. */
interface Finding extends SeriousViolation {
  page: string;
}

async function settled(page: Page) {
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Skeletons are aria-hidden placeholders; wait until the real content replaced them.
  await expect(page.locator('[aria-hidden="true"] .animate-pulse, .animate-pulse')).toHaveCount(0);
}

async function audit(page: Page, name: string): Promise<Finding[]> {
  await settled(page);
  return (await seriousViolations(page)).map((violation) => ({ page: name, ...violation }));
}

async function auditPath(page: Page, path: string): Promise<Finding[]> {
  await page.goto(path);
  await expectPath(page, path);
  return audit(page, path);
}

test('signed out: sign in, sign up, terms and privacy', async ({ page }) => {
  const findings: Finding[] = [];
  for (const path of ['/signin', '/signup', '/terms', '/privacy']) {
    findings.push(...(await auditPath(page, path)));
  }
  expect(findings).toEqual([]);
});

test('the client: home, booking flow, bookings, wallet, account, a booking and a review', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await clientApi(request);
  // A booking of the client's own, for its detail page.
  const booking = await bookHaircutInCash(api, 3);
  // A past cut of the demo client, for the review page.
  const history = await api.get<unknown>('/appointments/my-history');
  const past = (Array.isArray(history) ? history : (history as { data: unknown[] }).data) as {
    id: string;
    status: string;
  }[];
  const completed = past.find((appointment) => appointment.status === 'COMPLETED');

  await signIn(page, demoAccounts.client);
  await expectPath(page, '/');
  const findings: Finding[] = await audit(page, '/');

  // The booking flow, page by page, so /confirm and /payment have an order to show.
  await page.goto('/services');
  findings.push(...(await audit(page, '/services')));
  await page.getByRole('button', { name: /Corte \+ barba/ }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectPath(page, '/barbers');
  findings.push(...(await audit(page, '/barbers')));
  await page.getByText('Bruno Barbeiro', { exact: true }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectPath(page, '/calendar');
  findings.push(...(await audit(page, '/calendar')));
  await pickDay(page, weekdayFrom(1));
  const slots = page.getByRole('list', { name: /^Horários de / }).getByRole('button');
  await slots.first().click();
  findings.push(...(await audit(page, '/calendar (a day chosen)')));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expectPath(page, '/confirm');
  findings.push(...(await audit(page, '/confirm')));
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectPath(page, '/payment');
  findings.push(...(await audit(page, '/payment')));

  for (const path of [
    '/schedule',
    '/mybookings',
    '/wallet',
    '/account',
    '/account/profile',
    `/appointment/${booking.id}`,
    ...(completed ? [`/review/${completed.id}`] : []),
  ]) {
    findings.push(...(await auditPath(page, path)));
  }
  expect(completed, 'the demo client has a past cut').toBeDefined();
  expect(findings).toEqual([]);
});

test('the barber: the agenda', async ({ page }) => {
  await signIn(page, demoAccounts.barber);
  await page.waitForURL((url) => url.pathname !== '/signin');
  await page.goto('/barber');
  await expectPath(page, '/barber');
  expect(await audit(page, '/barber')).toEqual([]);
});

test('the admin: the dashboard', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  await page.waitForURL((url) => url.pathname !== '/signin');
  await page.goto('/admin');
  await expectPath(page, '/admin');
  expect(await audit(page, '/admin')).toEqual([]);
});

import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { demoAccounts, expectPath, signIn } from './support.js';
import {
  book,
  cancelWithPartialRefund,
  expectClientSeesRefund,
  newClient,
  openBooking,
  receiveCashWithChange,
} from './desk.js';

/**
 * What the desk does to a booking (issue 17 §2), on a laptop and on a phone: 'Chegou', cash
 * received with change, a paid PIX booking cancelled with a partial refund, and the client's app
 * showing the reason and the refund. Completing and 'Faltou' need a booking whose start has
 * passed, which the demo's clock cannot give here: the API and component tests cover them.
 */

async function arrivalAndCash(page: Page, request: APIRequestContext, fromDay: number) {
  const clientName = `Otávio Balcão ${Date.now() % 10_000}`;
  const { api } = await newClient(request, clientName);
  const cash = await book(api, 'CASH', fromDay);

  await signIn(page, demoAccounts.owner);
  await expectPath(page, '/admin');
  const panel = await openBooking(page, clientName, cash.slot);
  await expect(panel.getByTestId('situacao')).toContainText('Pagar na barbearia');

  await panel.getByRole('button', { name: 'Chegou' }).click();
  await expect(panel.getByText('Chegou às')).toBeVisible();
  await expect(panel.getByTestId('situacao')).toContainText('Confirmado');

  await receiveCashWithChange(panel, cash.totalCents);
}

async function paidPixCancelled(
  page: Page,
  browser: Browser,
  request: APIRequestContext,
  fromDay: number,
  viewport: { width: number; height: number },
) {
  const clientName = `Priscila Pix ${Date.now() % 10_000}`;
  const { api, account } = await newClient(request, clientName);
  const pix = await book(api, 'PIX', fromDay);

  await signIn(page, demoAccounts.owner);
  await expectPath(page, '/admin');
  const panel = await openBooking(page, clientName, pix.slot);
  await expect(panel.getByTestId('situacao')).toContainText('Pago no PIX');

  await cancelWithPartialRefund(panel, pix.totalCents);

  // The client's app: the booking says why, and what came back.
  const context = await browser.newContext({ viewport });
  const clientPage = await context.newPage();
  await signIn(clientPage, account);
  await expectPath(clientPage, '/');
  await expectClientSeesRefund(clientPage, pix.id);
  await context.close();
}

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("marks the arrival and receives cash with change ('Troco')", async ({ page, request }) => {
    await arrivalAndCash(page, request, 3);
  });

  test("cancels a paid PIX booking with a partial refund; the client's app shows both", async ({
    page,
    browser,
    request,
  }) => {
    await paidPixCancelled(page, browser, request, 4, { width: 1280, height: 800 });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("marks the arrival and receives cash with change ('Troco')", async ({ page, request }) => {
    await arrivalAndCash(page, request, 5);
  });

  test("cancels a paid PIX booking with a partial refund; the client's app shows both", async ({
    page,
    browser,
    request,
  }) => {
    await paidPixCancelled(page, browser, request, 6, { width: 360, height: 780 });
  });
});

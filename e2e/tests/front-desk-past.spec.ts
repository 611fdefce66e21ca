import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { earlierToday, seededPast } from '../earlier-today.mjs';
import type { EarlierTodayBooking } from '../earlier-today.mjs';
import { demoAccounts, expectPath, signIn } from './support.js';
import { brl, revealOnGrid } from './desk.js';

/**
 * Completing and 'Faltou' (issue 17 §2, §8) on bookings whose start has really passed: the e2e's
 * database set-up (seed-earlier-today.mjs) wrote walk-ins whose haircut began earlier today, to
 * be paid in cash at the shop. On a laptop and on a phone.
 */

/** The demo's 'Corte de cabelo', paid in cash: no fee. */
const HAIRCUT_CENTS = 5000;

function booking(key: EarlierTodayBooking['key']): EarlierTodayBooking {
  const found = earlierToday.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`No booking earlier today for ${key}`);
  return found;
}

/**
 * Opens the seeded booking of `clientName` from its day's grid (on a phone, barber by barber):
 * today's, or yesterday's when the seed ran in the day's first hour.
 */
async function openTodays(page: Page, clientName: string) {
  await signIn(page, demoAccounts.owner);
  await expectPath(page, '/admin');
  await page.goto(`/admin/agenda?vista=grade&data=${seededPast().walkInsDate}`);
  const grid = page.getByRole('region', { name: 'Grade do dia' });
  await expect(grid).toBeVisible();
  const block = grid.getByRole('button', { name: new RegExp(`^${clientName}, \\d{2}:\\d{2} às`) });
  await revealOnGrid(page, block);
  await block.click();
  const panel = page.getByRole('dialog', { name: clientName });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('situacao')).toHaveText('Confirmado · Pagar na barbearia');
  return panel;
}

async function completeWithCash(page: Page, key: EarlierTodayBooking['key']) {
  const { clientName } = booking(key);
  const panel = await openTodays(page, clientName);

  // Still to be paid: 'Concluir' asks for the money first, with the change for R$ 100,00.
  await panel.getByRole('button', { name: 'Concluir' }).click();
  await expect(panel.getByTestId('valor-devido')).toHaveText(brl(HAIRCUT_CENTS));
  await panel.getByLabel('Valor recebido (R$)').fill('100,00');
  await expect(panel.getByTestId('troco')).toHaveText(brl(10_000 - HAIRCUT_CENTS));
  await panel.getByRole('button', { name: 'Receber e concluir' }).click();
  await expect(panel.getByTestId('situacao')).toHaveText(
    'Concluído · Pago na barbearia (Dinheiro)',
  );
  await expect(panel.getByRole('group', { name: 'Ações do agendamento' })).toHaveCount(0);
}

async function noShow(page: Page, key: EarlierTodayBooking['key']) {
  const { clientName } = booking(key);
  const panel = await openTodays(page, clientName);

  await panel.getByRole('button', { name: 'Faltou' }).click();
  // The demo shop keeps its default: no fee for a no-show.
  await expect(panel.getByText(/Sem taxa de falta\./)).toBeVisible();
  await panel.getByRole('button', { name: 'Confirmar falta' }).click();
  await expect(panel.getByTestId('situacao')).toContainText('Faltou');
  await expect(panel.getByRole('group', { name: 'Ações do agendamento' })).toHaveCount(0);
}

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('completes a booking under way, receiving cash with change', async ({ page }) => {
    await completeWithCash(page, 'laptop-complete');
  });

  test("marks 'Faltou' for a client who did not come", async ({ page }) => {
    await noShow(page, 'laptop-no-show');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('completes a booking under way, receiving cash with change', async ({ page }) => {
    await completeWithCash(page, 'phone-complete');
  });

  test("marks 'Faltou' for a client who did not come", async ({ page }) => {
    await noShow(page, 'phone-no-show');
  });
});

import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { bookUntilPayment } from './booking-steps.js';
import { signUp } from './scene.js';

/**
 * Issue 18 §3, §5 (decision 034): 'Salvar cartão' on a card payment keeps the card, and the next
 * booking's card page offers it first ('Cartão final 5682') and pays it in one tap (the sandbox
 * asks no CVV). A new client, so no other journey meets the card. 390×844.
 */

/** Mercado Pago's Visa test card; the holder's name APRO makes the sandbox approve it. */
const visa = { number: '4235 6477 2802 5682', expiry: '11/30', cvv: '123' };

/** A haircut with Bruno on the last free time of a weekday `after` days ahead, up to the card page. */
async function bookUntilCardPage(page: Page, after: number) {
  await bookUntilPayment(page, { service: /Corte de cabelo/, daysAhead: after, time: 'last' });
  await page.getByRole('radio', { name: /Cartão de Crédito/ }).check();
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page).toHaveURL(/\/payment\/card\//);
}

test('a card saved on one payment pays the next booking in one tap', async ({ page }) => {
  // A sign-up and two bookings paid by card: twice a journey's time.
  test.setTimeout(60_000);
  await signUp(page, 'Cartão Salvo');

  // First booking: a new card, kept with 'Salvar cartão'.
  await bookUntilCardPage(page, 11);
  await page.getByLabel('Número do cartão').fill(visa.number);
  await page.getByLabel('Nome do titular').fill('APRO');
  await page.getByLabel('Validade').fill(visa.expiry);
  await page.getByLabel('CVV').fill(visa.cvv);
  await page.getByText('Salvar cartão para próximas compras').click();
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page).toHaveURL(/\/booking-confirmation\//);
  await expect(page.getByRole('heading', { name: 'Agendamento Confirmado!' })).toBeVisible();

  // Second booking: the saved card comes first, chosen; one tap pays.
  await bookUntilCardPage(page, 12);
  const saved = page.getByRole('radio', { name: /Cartão final 5682/ });
  await expect(saved).toBeChecked();
  await expect(page.getByLabel('Número do cartão')).toHaveCount(0);
  await page.getByRole('button', { name: /^Pagar R\$/ }).click();
  await expect(page).toHaveURL(/\/booking-confirmation\//);
  await expect(page.getByRole('heading', { name: 'Agendamento Confirmado!' })).toBeVisible();
});

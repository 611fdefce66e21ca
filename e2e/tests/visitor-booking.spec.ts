import { expect, test } from '@playwright/test';
import { pickDay } from './booking-steps.js';
import { fillSignUp, weekdayFrom } from './scene.js';
import { expectPath } from './support.js';

/**
 * Issue 18 §1, §5 (decision 034): a visitor opens the demo shop's public page signed out,
 * chooses a service, a barber, a day and a time with no login wall, reaches /confirm, applies a
 * promo code there (a wrong one refused first), creates an account, lands back on /confirm with
 * the same order and the code's discount, and books it. 390×844.
 */

test('a visitor books from the public page and signs up at the end', async ({ page }) => {
  await page.goto('/b/navalha-barbearia');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Agendar', exact: true }).click();

  // No login wall: services, barber, day and time.
  await expectPath(page, '/services');
  await page.getByRole('button', { name: /Corte de cabelo/ }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expectPath(page, '/barbers');
  await page.getByText('Bruno Barbeiro', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Bruno Barbeiro' })).toBeChecked();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expectPath(page, '/calendar');
  const date = weekdayFrom(9);
  await pickDay(page, date);
  const lastFree = page
    .getByRole('list', { name: /^Horários de / })
    .getByRole('button')
    .last();
  await expect(lastFree).toBeVisible();
  const time = (await lastFree.textContent())?.trim() ?? '';
  expect(time).toMatch(/^\d{2}:\d{2}$/);
  await lastFree.click();
  await page.getByRole('button', { name: 'Confirmar' }).click();

  // /confirm asks for an account; nothing is booked yet.
  await expectPath(page, '/confirm');
  await expect(page.getByText('Nada é agendado antes de você entrar na sua conta.')).toBeVisible();

  // A promo code typed signed out: a wrong one is refused as signed in, the shop's applies.
  await page.getByRole('button', { name: /Código promocional/ }).click();
  const promo = page.getByRole('dialog', { name: 'Código promocional' });
  await promo.getByLabel('Código').fill('NAOEXISTE');
  await promo.getByRole('button', { name: 'Aplicar' }).click();
  await expect(promo.getByText('Código promocional inválido ou expirado')).toBeVisible();
  await promo.getByLabel('Código').fill('NAVALHA10');
  await promo.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('NAVALHA10 · 10% de desconto')).toBeVisible();
  await expect(page.getByText('Desconto (NAVALHA10)')).toBeVisible();
  await expect(page.getByText('Subtotal com desconto')).toBeVisible();

  await page.getByRole('button', { name: 'Continuar' }).click();
  await page
    .getByRole('dialog', { name: 'Entre para confirmar' })
    .getByRole('link', { name: 'Criar conta' })
    .click();

  await expectPath(page, '/signup');
  await fillSignUp(page, 'Visitante Prado');

  // Back on /confirm, signed in, with the same order.
  await expectPath(page, '/confirm');
  const summary = page.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary.getByText('Corte de cabelo')).toBeVisible();
  await expect(summary.getByText('Bruno Barbeiro')).toBeVisible();
  await expect(summary.getByText(date.ddmmyyyy)).toBeVisible();
  await expect(summary.getByText(time, { exact: true })).toBeVisible();
  // The code survived the trip: checked again, its discount in the order's figures.
  await expect(page.getByText('NAVALHA10 · 10% de desconto')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Valores do pedido' }).getByText('Desconto (NAVALHA10)'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expectPath(page, '/payment');
  await page
    .getByRole('group', { name: 'Forma de pagamento' })
    .getByRole('radio', { name: /Dinheiro/ })
    .check();
  await page.getByRole('button', { name: /^Agendar R\$/ }).click();

  await expect(page).toHaveURL(/\/booking-confirmation\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Agendamento Solicitado!' })).toBeVisible();
  await expect(page.getByText(`${date.ddmmyyyy} às ${time}`)).toBeVisible();
});

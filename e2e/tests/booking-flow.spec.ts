import { expect, test } from '@playwright/test';
import { pickDay } from './booking-steps.js';
import { weekdayFrom } from './scene.js';
import { demoAccounts, expectPath, signIn } from './support.js';

test('the demo client books a cut and beard: services, barber, day and time, then the order', async ({
  page,
}) => {
  await signIn(page, demoAccounts.client);
  await expectPath(page, '/');

  await page.getByRole('link', { name: 'Agendar', exact: true }).click();
  await expectPath(page, '/services');
  const continuar = page.getByRole('button', { name: 'Continuar' });
  await expect(continuar).toBeDisabled();
  const combo = page.getByRole('button', { name: /Corte \+ barba/ });
  await combo.click();
  await expect(combo).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('1 serviço · 1h')).toBeVisible();
  await expect(page.getByText('R$ 75,00', { exact: true }).last()).toBeVisible();
  await continuar.click();

  await expectPath(page, '/barbers');
  await expect(page.getByRole('radio', { name: 'Bruno Barbeiro' })).toBeAttached();
  await expect(continuar).toBeDisabled();
  await page.getByText('Bruno Barbeiro', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Bruno Barbeiro' })).toBeChecked();
  await continuar.click();

  await expectPath(page, '/calendar');
  const date = weekdayFrom(1);
  await pickDay(page, date);
  const slots = page.getByRole('list', { name: /^Horários de / });
  const firstFree = slots.getByRole('button').first();
  await expect(firstFree).toBeVisible();
  const time = (await firstFree.textContent())?.trim() ?? '';
  expect(time).toMatch(/^\d{2}:\d{2}$/);
  const confirmar = page.getByRole('button', { name: 'Confirmar' });
  await expect(confirmar).toBeDisabled();
  await firstFree.click();
  await expect(firstFree).toHaveAttribute('aria-pressed', 'true');
  await confirmar.click();

  await expectPath(page, '/confirm');
  const summary = page.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary.getByText('Corte + barba')).toBeVisible();
  await expect(summary.getByText('Bruno Barbeiro')).toBeVisible();
  await expect(summary.getByText(date.ddmmyyyy)).toBeVisible();
  await expect(summary.getByText(time, { exact: true })).toBeVisible();
});

test('choosing a barber before any service sends the client to the services', async ({ page }) => {
  await signIn(page, demoAccounts.client);
  await expectPath(page, '/');

  await page.goto('/barbers');
  await expect(page.getByText('Selecione os serviços primeiro')).toBeVisible();
  await page.getByRole('link', { name: 'Escolher serviços' }).click();
  await expectPath(page, '/services');
  await expect(page.getByRole('button', { name: /Corte \+ barba/ })).toBeVisible();
});

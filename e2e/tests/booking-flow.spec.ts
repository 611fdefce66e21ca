import { expect, test } from '@playwright/test';
import { demoAccounts, expectPath, signIn } from './support.js';

const shopZone = 'America/Sao_Paulo';

/** The shop-local date `days` after today, as the calendar and the summary name it. */
function shopDate(days: number) {
  const instant = new Date(Date.now() + days * 86_400_000);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('pt-BR', { timeZone: shopZone, ...options }).format(instant);
  return {
    day: Number(part({ day: 'numeric' })),
    month: part({ month: 'long' }),
    monthNumber: Number(part({ month: 'numeric' })),
    year: part({ year: 'numeric' }),
    weekday: new Intl.DateTimeFormat('en-US', { timeZone: shopZone, weekday: 'short' }).format(
      instant,
    ),
    ddmmyyyy: part({ day: '2-digit', month: '2-digit', year: 'numeric' }),
  };
}

/** The next Monday-to-Friday after today: the demo shop opens then (Sunday is closed). */
function nextWeekday() {
  for (let days = 1; ; days += 1) {
    const date = shopDate(days);
    if (!['Sat', 'Sun'].includes(date.weekday)) return date;
  }
}

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
  const today = shopDate(0);
  const date = nextWeekday();
  if (date.monthNumber !== today.monthNumber) {
    await page.getByRole('button', { name: 'Próximo mês' }).click();
  }
  await page
    .getByRole('button', { name: new RegExp(`, ${date.day} de ${date.month} de ${date.year}$`) })
    .click();
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

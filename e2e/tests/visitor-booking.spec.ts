import { expect, test } from '@playwright/test';
import { expectPath } from './support.js';

/**
 * Issue 18 §1, §5 (decision 034): a visitor opens the demo shop's public page signed out,
 * chooses a service, a barber, a day and a time with no login wall, reaches /confirm, creates
 * an account there, lands back on /confirm with the same order, and books it. 390×844.
 */

const shopZone = 'America/Sao_Paulo';

/** The shop-local date `days` after today, as the calendar names it. */
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

/** A Monday-to-Friday at least `from` days ahead: the demo shop opens then. */
function weekdayFrom(from: number) {
  for (let days = from; ; days += 1) {
    const date = shopDate(days);
    if (!['Sat', 'Sun'].includes(date.weekday)) return date;
  }
}

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
  if (date.monthNumber !== shopDate(0).monthNumber) {
    await page.getByRole('button', { name: 'Próximo mês' }).click();
  }
  await page
    .getByRole('button', { name: new RegExp(`, ${date.day} de ${date.month} de ${date.year}$`) })
    .click();
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
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page
    .getByRole('dialog', { name: 'Entre para confirmar' })
    .getByRole('link', { name: 'Criar conta' })
    .click();

  await expectPath(page, '/signup');
  await page.getByLabel('Nome').fill('Visitante Prado');
  await page.getByLabel('Email').fill(`visitante.${Date.now()}@exemplo.com.br`);
  await page.getByLabel('Senha', { exact: true }).fill('Segura@123');
  await page.getByLabel('Confirmar senha').fill('Segura@123');
  await page.getByRole('checkbox', { name: /Li e aceito os Termos de Uso/ }).check();
  await page.getByRole('button', { name: 'Criar conta' }).click();

  // Back on /confirm, signed in, with the same order.
  await expectPath(page, '/confirm');
  const summary = page.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary.getByText('Corte de cabelo')).toBeVisible();
  await expect(summary.getByText('Bruno Barbeiro')).toBeVisible();
  await expect(summary.getByText(date.ddmmyyyy)).toBeVisible();
  await expect(summary.getByText(time, { exact: true })).toBeVisible();
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

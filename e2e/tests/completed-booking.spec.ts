import { expect, test } from '@playwright/test';
import { demoAccounts, expectPath, signIn } from './support.js';

/** A shop-local day `days` ahead, as the calendar names it. */
function shopDate(days: number) {
  const instant = new Date(Date.now() + days * 86_400_000);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', ...options }).format(instant);
  return {
    day: Number(part({ day: 'numeric' })),
    month: part({ month: 'long' }),
    monthNumber: Number(part({ month: 'numeric' })),
    year: part({ year: 'numeric' }),
    weekday: new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Sao_Paulo',
      weekday: 'short',
    }).format(instant),
  };
}

test('a completed booking is rated from "Minha Agenda", then booked again with the same barber', async ({
  page,
}) => {
  await signIn(page, demoAccounts.client);
  await expectPath(page, '/');
  await page.getByRole('navigation').getByRole('link', { name: 'Agenda' }).click();
  await expectPath(page, '/mybookings');

  // A completed booking not rated yet: 'Avaliar', and no pencil (issue 18 §4).
  const finished = page.getByRole('region', { name: 'Finalizado' });
  const card = finished
    .getByTestId('booking-card')
    .filter({ has: page.getByRole('link', { name: 'Avaliar' }) })
    .first();
  await expect(card.getByText('Concluído')).toBeVisible();
  await expect(card.getByRole('button', { name: /^Editar agendamento/ })).toHaveCount(0);
  const services = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  const barber = (await card.locator('p').filter({ hasNotText: /\d/ }).first().textContent()) ?? '';
  expect(services).not.toBe('');

  await card.getByRole('link', { name: 'Avaliar' }).click();
  await expect(page).toHaveURL(/\/review\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() ?? '';
  await page.getByRole('radio', { name: '4 estrelas – Bom' }).check({ force: true });
  await page.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(page.getByText('Avaliação enviada. Obrigado!')).toBeVisible();
  await expectPath(page, `/booking-confirmation/${id}`);
  await expect(page.getByText('Atendimento concluído. Obrigado pela visita!')).toBeVisible();
  await expect(page.getByText('Esperamos você no horário marcado', { exact: false })).toHaveCount(
    0,
  );

  // Back in 'Minha Agenda' the card shows the stars given instead of 'Avaliar'.
  await page.goto('/mybookings');
  const rated = page
    .getByRole('region', { name: 'Finalizado' })
    .getByTestId('booking-card')
    .filter({ has: page.locator(`a[href="/detailsorder/${id}"]`) });
  await expect(rated.getByRole('img', { name: 'Sua avaliação: 4 de 5 estrelas' })).toBeVisible();
  await expect(rated.getByRole('link', { name: 'Avaliar' })).toHaveCount(0);

  await rated.getByRole('button', { name: 'Agendar de novo' }).click();
  await expectPath(page, '/calendar');
  await expect(page.getByRole('heading', { name: 'Data e horário' })).toBeVisible();
  // The draft is the same services with the same barber.
  await expect(page.getByText(new RegExp(` · ${barber.trim()}$`))).toBeVisible();

  let date = shopDate(1);
  for (let days = 2; ['Sat', 'Sun'].includes(date.weekday); days += 1) date = shopDate(days);
  if (date.monthNumber !== shopDate(0).monthNumber) {
    await page.getByRole('button', { name: 'Próximo mês' }).click();
  }
  await page
    .getByRole('button', { name: new RegExp(`, ${date.day} de ${date.month} de ${date.year}$`) })
    .click();
  const firstFree = page
    .getByRole('list', { name: /^Horários de / })
    .getByRole('button')
    .first();
  await expect(firstFree).toBeVisible();
  await firstFree.click();
  await page.getByRole('button', { name: 'Confirmar' }).click();

  await expectPath(page, '/confirm');
  const summary = page.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary.getByText(services.split(', ')[0] ?? services).first()).toBeVisible();
  await expect(summary.getByText(barber.trim())).toBeVisible();
});
